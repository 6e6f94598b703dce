import { labelStyles } from "./form-styles";
import { keepValue } from "~/lib/before-hydration";

interface RadioGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

export function RadioGroup<T extends string>({ legend, name, options, value, onChange }: RadioGroupProps<T>) {
  return (
    <fieldset>
      <legend className={labelStyles}>{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border border-ink-300 bg-white px-4 text-base text-ink-900 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              ref={keepValue(value, (chosen) => {
                onChange(options.find((other) => other.value === chosen)?.value ?? value);
              })}
              onChange={() => {
                onChange(option.value);
              }}
              className="size-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
