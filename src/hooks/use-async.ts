import { useCallback, useEffect, useRef, useState } from "react";

export type AsyncState<T> =
  { status: "loading" } | { status: "success"; data: T } | { status: "error"; error: unknown };

/** Answers to outdated requests are ignored. A `null` key waits: "loading", and nothing is requested. */
export function useAsync<T>(
  load: () => Promise<T>,
  key: string | null,
): AsyncState<T> & { retry: () => void } {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [attempt, setAttempt] = useState(0);
  const requestKey = key === null ? null : `${key}#${attempt}`;
  const [settled, setSettled] = useState<{ requestKey: string; state: AsyncState<T> } | null>(null);

  useEffect(() => {
    if (requestKey === null) return;
    let isCurrent = true;
    loadRef.current().then(
      (data) => {
        if (isCurrent) setSettled({ requestKey, state: { status: "success", data } });
      },
      (error: unknown) => {
        if (isCurrent) setSettled({ requestKey, state: { status: "error", error } });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [requestKey]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const state: AsyncState<T> =
    settled !== null && settled.requestKey === requestKey ? settled.state : { status: "loading" };
  return { ...state, retry };
}
