import { createContext, use } from "react";
import type { ContentStore } from "./store";

const ContentStoreContext = createContext<ContentStore | null>(null);

export function ContentStoreProvider({
  store,
  children,
}: {
  store: ContentStore;
  children: React.ReactNode;
}) {
  return <ContentStoreContext value={store}>{children}</ContentStoreContext>;
}

export function useContentStore(): ContentStore {
  const store = use(ContentStoreContext);
  if (!store) throw new Error("useContentStore must be used inside <ContentStoreProvider>.");
  return store;
}
