import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { makeProduct } from "~/test/content-fixtures";
import { renderWithRouter } from "~/test/render";
import { ProductsPage } from "./products-page";

// Each card's links (sponsored, new tab; none for a product advised against) are tested in affiliate.test.tsx;
// a failed read and its Retry, in app/routes/products.test.tsx.

test("lists every product with its tags", () => {
  const products = ["a", "b", "c"].map((id) => makeProduct({ id, tags: ["joints", "skin"] }));
  renderWithRouter(<ProductsPage products={{ status: "success", data: products }} />);
  expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(3);
  const links = screen.getAllByRole("link", { name: /View on Amazon/ });
  expect(links.map((link) => link.getAttribute("href"))).toEqual(products.map((product) => product.link));
  expect(screen.getAllByText("skin")).toHaveLength(3);
});

test("while loading, shows placeholders", () => {
  renderWithRouter(<ProductsPage products={{ status: "loading" }} />);
  expect(screen.getByRole("list", { name: "Loading products" })).toBeInTheDocument();
});
