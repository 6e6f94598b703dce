/**
 * A page's data as its route hands it over: still loading (the route's
 * `HydrateFallback`), failed (its `ErrorBoundary`, with a retry that runs the
 * loader again), or there.
 */
export type PageData<T> =
  { status: "loading" } | { status: "error"; retry: () => void } | { status: "success"; data: T };
