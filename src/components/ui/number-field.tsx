import { useId } from "react";
import { FieldError } from "./field-error";
import { fieldStyles, labelStyles } from "./form-styles";
import { keepValue } from "~/lib/before-hydration";

interface NumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  errorId: string;
  /** False in a group (feet and inches) whose one message sits under it. */
  isErrorShownBelow?: boolean;
}

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
