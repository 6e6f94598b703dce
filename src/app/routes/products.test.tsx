import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";
import { builtInProducts } from "~/content/products";
import { failsOnce, makeProduct, makeStore } from "~/test/content-fixtures";
import { renderRoute } from "~/test/render";
import * as productsRoute from "./products";

const products = ["a", "b"].map((id) => makeProduct({ id }));
/** A database whose first read fails ("offline"). */
const firebaseStore = () =>
  makeStore([], products, { mode: "firebase", listProducts: failsOnce(products).read });

test("/products, built-in mode: the page shows the products the build put into it", async () => {
  renderRoute(productsRoute, { path: "/products", store: makeStore([], products) });
  // The build-time loader's products, not the store's.
  expect(await screen.findAllByRole("heading", { level: 2 })).toHaveLength(builtInProducts.length);
});

test("/products, Firebase mode: a failed read keeps the build's products, says so, and Retry reads again", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  const user = userEvent.setup();
  renderRoute(productsRoute, { path: "/products", store: firebaseStore() });
  expect(await screen.findByRole("status")).toHaveTextContent("We couldn’t check for newer products");
  expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(builtInProducts.length);
  expect(warn).toHaveBeenCalledWith("Failed to fetch products:", expect.any(Error));
  await user.click(screen.getByRole("button", { name: "Retry" }));
  await waitFor(() => expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(2));
  expect(screen.queryByRole("status")).toBeNull();
});

test("/products, Firebase mode: with no copy to fall back on, the error offers a retry", async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  const user = userEvent.setup();
  const offline = () => Promise.reject(new Error("offline"));
  renderRoute({ ...productsRoute, loader: offline }, { path: "/products", store: firebaseStore() });
  expect(await screen.findByRole("alert")).toHaveTextContent("We couldn’t load the products");
  await user.click(screen.getByRole("button", { name: "Retry" }));
  expect(await screen.findAllByRole("heading", { level: 2 })).toHaveLength(2);
});
