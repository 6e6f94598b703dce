import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { makeProduct } from "~/test/content-fixtures";
import { renderWithRouter } from "~/test/render";
import { ProductsPage } from "./products-page";

const products = ["a", "b", "c"].map((id) => makeProduct({ id, tags: ["joints", "skin"] }));

describe("ProductsPage", () => {
  test("lists every product with tags and a sponsored outbound link, under a disclosure", () => {
    renderWithRouter(<ProductsPage products={{ status: "success", data: products }} />);
    expect(
      screen.getByRole("heading", { level: 1, name: "Product types we've looked into" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Each link opens a marketplace search/)).toBeInTheDocument();
    expect(screen.getByText(/Affiliate disclosure:/).closest("p")).toHaveTextContent(
      /earn from qualifying purchases/,
    );
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(3);
    const links = screen.getAllByRole("link", { name: /View on Amazon/ });
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link).toHaveAttribute("rel", "sponsored noopener noreferrer");
      expect(link).toHaveAttribute("target", "_blank");
    }
    expect(screen.getAllByText("skin")).toHaveLength(3);
  });

  test("a product advised against is listed with no buy link; the others keep theirs and the disclosure", () => {
    const advisedAgainst = makeProduct({ id: "d", name: "Advised Against", isAdvisedAgainst: true });
    renderWithRouter(<ProductsPage products={{ status: "success", data: [...products, advisedAgainst] }} />);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(4);
    expect(screen.getByText(/Affiliate disclosure:/)).toBeInTheDocument();
    const links = screen.getAllByRole("link", { name: /View on Amazon/ });
    expect(links.map((link) => link.getAttribute("href"))).toEqual(products.map((product) => product.link));
    expect(screen.queryByRole("link", { name: /Advised Against/ })).toBeNull();
    const card = screen.getByRole("heading", { level: 2, name: "Advised Against" }).closest("article");
    expect(card).toHaveTextContent("No buy link: we don’t recommend buying this.");
    expect(card?.querySelector('[rel~="sponsored"]')).toBeNull();
  });

  test("while loading, shows placeholders under the disclosure", () => {
    renderWithRouter(<ProductsPage products={{ status: "loading" }} />);
    expect(screen.getByRole("list", { name: "Loading products" })).toBeInTheDocument();
    expect(screen.getByText(/Affiliate disclosure:/)).toBeInTheDocument();
  });

  test("a failed read says so and offers a retry", async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    renderWithRouter(<ProductsPage products={{ status: "error", retry }} />);
    expect(screen.getByRole("alert")).toHaveTextContent("We couldn’t load the products");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
