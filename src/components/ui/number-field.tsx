import { useId } from "react";
import { FieldError } from "./field-error";
import { fieldStyles, labelStyles } from "./form-styles";
import { keepValue } from "~/lib/before-hydration";

interface NumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Set when the field (or the group it belongs to) is out of range. */
  error?: string | undefined;
  errorId: string;
  /** False in a group (feet and inches) whose one message sits under the group. */
  isErrorShownBelow?: boolean;
}

/** A labelled number box (decimals allowed, a decimal keypad on phones) with its message under it. */
export function NumberField({
  label,
  value,
  onChange,
  error,
  errorId,
  isErrorShownBelow = true,
}: NumberFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min="0"
        step="any"
        value={value}
        ref={keepValue(value, onChange)}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={fieldStyles}
      />
      {isErrorShownBelow && <FieldError id={errorId} message={error} />}
    </div>
  );
}
