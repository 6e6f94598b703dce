import { useId } from "react";
import { fieldStyles, labelStyles } from "./form-styles";
import { keepValue } from "~/lib/before-hydration";

interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  describedBy?: string;
  className?: string;
}

export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  describedBy,
  className,
}: SelectFieldProps<T>) {
  const id = useId();
  const choose = (chosen: string) => {
    onChange(options.find((option) => option.value === chosen)?.value ?? value);
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        ref={keepValue(value, choose)}
        aria-describedby={describedBy}
        onChange={(event) => {
          choose(event.target.value);
        }}
        className={fieldStyles}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
