import { useRef } from "react";
import { buttonStyles } from "./button-link";

/**
 * A button that opens the browser's file picker: the native input stays out
 * of sight and out of the Tab order (its look cannot be styled), the button
 * is what readers see and reach.
 */
export function FilePickerButton({
  children,
  accept,
  inputLabel,
  onFile,
}: {
  children: React.ReactNode;
  accept: string;
  /** The hidden input's name, for assistive tech that finds it anyway. */
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
          // Cleared so that choosing the same file again (a re-upload, a second import) is a change too.
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
    </>
  );
}
