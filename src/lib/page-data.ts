/** Loading is the route's `HydrateFallback`; failed, its `ErrorBoundary`. */
export type PageData<T> =
  { status: "loading" } | { status: "error"; retry: () => void } | { status: "success"; data: T };
