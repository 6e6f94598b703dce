import { useEffect, useState } from "react";
import { whenNearViewport } from "~/lib/near-viewport";

/**
 * Whether the element given `ref` has come near the viewport (see
 * `whenNearViewport`). Once true it stays true.
 */
export function useNearViewport(): { ref: (element: Element | null) => void; isNear: boolean } {
  const [element, setElement] = useState<Element | null>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    if (!element || isNear) return;
    return whenNearViewport(element, () => setIsNear(true));
  }, [element, isNear]);
  return { ref: setElement, isNear };
}
