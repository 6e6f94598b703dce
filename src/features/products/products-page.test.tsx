import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";
import { makeProduct } from "~/test/content-fixtures";
import { renderWithRouter } from "~/test/render";
import { ProductsPage } from "./products-page";

// Each card's links (sponsored, new tab; none for a product advised against) are tested in affiliate.test.tsx.

const disclosure = () => screen.getByText(/Affiliate disclosure:/).closest("p");

test("lists every product with its tags under a disclosure, one advised against without a buy link", () => {
  const products = ["a", "b", "c"].map((id) => makeProduct({ id, tags: ["joints", "skin"] }));
  const advisedAgainst = makeProduct({ id: "d", name: "Advised Against", isAdvisedAgainst: true });
  renderWithRouter(<ProductsPage products={{ status: "success", data: [...products, advisedAgainst] }} />);
  expect(
    screen.getByRole("heading", { level: 1, name: "Product types we've looked into" }),
  ).toBeInTheDocument();
  expect(screen.getByText(/Each link opens a marketplace search/)).toBeInTheDocument();
  expect(disclosure()).toHaveTextContent(/earn from qualifying purchases/);
  expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(4);
  const links = screen.getAllByRole("link", { name: /View on Amazon/ });
  expect(links.map((link) => link.getAttribute("href"))).toEqual(products.map((product) => product.link));
  expect(screen.getAllByText("skin")).toHaveLength(3);
});

test("while loading, shows placeholders under the disclosure", () => {
  renderWithRouter(<ProductsPage products={{ status: "loading" }} />);
  expect(screen.getByRole("list", { name: "Loading products" })).toBeInTheDocument();
  expect(disclosure()).toBeInTheDocument();
});

test("a failed read says so and offers a retry", async () => {
  const user = userEvent.setup();
  const retry = vi.fn();
  renderWithRouter(<ProductsPage products={{ status: "error", retry }} />);
  expect(screen.getByRole("alert")).toHaveTextContent("We couldn’t load the products");
  await user.click(screen.getByRole("button", { name: "Retry" }));
  expect(retry).toHaveBeenCalledOnce();
});
