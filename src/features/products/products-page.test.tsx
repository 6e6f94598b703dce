import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { makeProduct, makeStore } from "~/test/content-fixtures";
import { renderWithRouter } from "~/test/render";
import { ProductsPage } from "./products-page";

const products = ["a", "b", "c"].map((id) => makeProduct({ id, tags: ["joints", "skin"] }));

describe("ProductsPage", () => {
  test("lists every product with tags and a sponsored outbound link, under a disclosure", async () => {
    renderWithRouter(<ProductsPage />, { store: makeStore([], products) });
    expect(
      screen.getByRole("heading", { level: 1, name: "Product types we've looked into" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Each link opens a marketplace search/)).toBeInTheDocument();
    expect(screen.getByText(/Affiliate disclosure:/).closest("p")).toHaveTextContent(
      /earn from qualifying purchases/,
    );
    expect(await screen.findAllByRole("heading", { level: 2 })).toHaveLength(3);
    const links = screen.getAllByRole("link", { name: /View on Amazon/ });
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link).toHaveAttribute("rel", "sponsored noopener noreferrer");
      expect(link).toHaveAttribute("target", "_blank");
    }
    expect(screen.getAllByText("skin")).toHaveLength(3);
  });

  test("a failed read offers a retry", async () => {
    const user = userEvent.setup();
    let calls = 0;
    const store = makeStore([], products, {
      listProducts: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error("offline")) : Promise.resolve(products);
      },
    });
    renderWithRouter(<ProductsPage />, { store });
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn’t load the products");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findAllByRole("heading", { level: 2 })).toHaveLength(3);
  });
});
