import { useRef } from "react";
import { buttonStyles } from "./button-link";

/** The native input cannot be styled, so it stays out of sight and out of the Tab order. */
export function FilePickerButton({
  children,
  accept,
  inputLabel,
  onFile,
}: {
  children: React.ReactNode;
  accept: string;
  /** For assistive tech that finds the hidden input anyway. */
  inputLabel: string;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className={buttonStyles.ghost} onClick={() => input.current?.click()}>
        {children}
      </button>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-label={inputLabel}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // So that choosing the same file again is a change too.
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
    </>
  );
}
