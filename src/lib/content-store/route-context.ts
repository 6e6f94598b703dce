import { createContext, type RouterContextProvider } from "react-router";
import type { ContentStore } from "./store";

/** The root route's client middleware puts the page's one store here; tests put a fake. */
export const contentStoreContext = createContext<ContentStore>();

export function storeFrom(context: Readonly<RouterContextProvider>): ContentStore {
  return context.get(contentStoreContext);
}
