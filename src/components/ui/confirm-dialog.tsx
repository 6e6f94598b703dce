import { useEffect, useId, useRef } from "react";
import { buttonStyles } from "./button-link";

export const dangerButton =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-red-700 px-6 py-2.5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-red-800 motion-reduce:transition-none";

/** The native `<dialog>` keeps focus in and returns it to the opener; `onCancel` runs on Cancel, Escape
 * or a click outside. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: React.ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const cancelRef = useRef(onCancel);
  useEffect(() => {
    cancelRef.current = onCancel;
  });
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    // A click on the backdrop lands on the dialog element itself.
    const onClick = (event: MouseEvent) => event.target === dialog && cancelRef.current();
    dialog?.addEventListener("click", onClick);
    return () => dialog?.removeEventListener("click", onClick);
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // Escape closes the dialog without a button.
      onClose={() => open && onCancel()}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-3xl bg-white p-0 text-ink-900 shadow-xl backdrop:bg-ink-950/50"
    >
      <div className="p-6 sm:p-8">
        <h2 id={titleId} className="text-xl font-bold text-ink-950">
          {title}
        </h2>
        <div className="mt-3 text-ink-700">{children}</div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          {/* Cancel first and focused: the safe choice is the default. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog moves focus into itself */}
          <button type="button" autoFocus onClick={onCancel} className={buttonStyles.ghost}>
            Cancel
          </button>
          <button type="button" onClick={onConfirm} className={dangerButton}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
