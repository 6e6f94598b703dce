import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { makeProduct } from "~/test/content-fixtures";
import { renderWithRouter } from "~/test/render";
import { ProductsPage } from "./products-page";

// Each card's links (sponsored, new tab; none for a product advised against) are tested in affiliate.test.tsx;
// a failed read and its Retry, in app/routes/products.test.tsx.

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
