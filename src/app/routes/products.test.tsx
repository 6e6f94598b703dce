import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { builtInProducts } from "~/content/products";
import { makeProduct, makeStore } from "~/test/content-fixtures";
import { renderRoute } from "~/test/render";
import * as productsRoute from "./products";

const products = ["a", "b"].map((id) => makeProduct({ id }));

describe("/products route", () => {
  test("built-in mode: the page shows the products the build put into it", async () => {
    renderRoute(productsRoute, { path: "/products", store: makeStore([], products) });
    // The build-time loader's products, not the store's.
    expect(await screen.findAllByRole("heading", { level: 2 })).toHaveLength(builtInProducts.length);
  });

  test("Firebase mode: reads the store; a failed read offers a retry that reads again", async () => {
    const user = userEvent.setup();
    let calls = 0;
    const store = makeStore([], products, {
      mode: "firebase",
      listProducts: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error("offline")) : Promise.resolve(products);
      },
    });
    renderRoute(productsRoute, { path: "/products", store });
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn’t load the products");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findAllByRole("heading", { level: 2 })).toHaveLength(2);
    expect(calls).toBe(2);
  });
});
