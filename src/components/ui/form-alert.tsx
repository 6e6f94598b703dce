import { useEffect, useRef } from "react";

/** Focus moves to it so keyboard and screen-reader users land on the problem; a new `attempt` re-focuses
 * when the same message repeats. */
export function FormAlert({
  message,
  attempt = 0,
  takeFocus = true,
}: {
  message: string;
  attempt?: number;
  /** False when the message is there on arrival (from a link), not in answer to a press. */
  takeFocus?: boolean;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [message, attempt, takeFocus]);
  return (
    <p
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded-xl border border-fuel-300 bg-fuel-50 px-4 py-3 font-medium text-fuel-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-fuel-600"
    >
      {message}
    </p>
  );
}
