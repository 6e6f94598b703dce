import { useId } from "react";
import { fieldStyles } from "~/components/ui/form-styles";
import { toDateTimeLocalValue } from "./local-time";

/** The browser's own `max` check is skipped (`noValidate`), so the form's refusal can say what is wrong. */
export function PastTimeField({
  label,
  value,
  now,
  onChange,
  className = "",
  children,
}: {
  label: string;
  value: string;
  now: number;
  onChange: (value: string) => void;
  className?: string;
  children?: React.ReactNode;
}) {
  const id = useId();
  return (
    <div className={`w-full max-w-72 ${className}`.trim()}>
      <label htmlFor={id} className="font-medium text-ink-900">
        {label}
      </label>
      <input
        id={id}
        type="datetime-local"
        value={value}
        max={toDateTimeLocalValue(now)}
        onChange={(event) => onChange(event.target.value)}
        className={fieldStyles}
      />
      {children}
    </div>
  );
}
