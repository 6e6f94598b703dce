import { createContext, type RouterContextProvider } from "react-router";
import { env } from "~/lib/env";
import type { ContentStore } from "./store";

/**
 * The content store, as route `clientLoader`s get it: the root route's client
 * middleware puts the page's one store here (tests put a fake).
 */
export const contentStoreContext = createContext<ContentStore>();

export function storeFrom(context: Readonly<RouterContextProvider>): ContentStore {
  return context.get(contentStoreContext);
}

/**
 * Whether pages read their content in the browser when they load. In built-in
 * mode the content is known at build time: route `loader`s put it into the
 * prerendered HTML. A Firebase-mode build does not read the database, so its
 * pages show their `HydrateFallback` until the `clientLoader` has read it.
 * Assign to `clientLoader.hydrate`.
 */
export const readsContentOnLoad = env.mode === "firebase";
