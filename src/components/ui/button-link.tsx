import { Link, type LinkProps } from "react-router";

type Variant = "primary" | "secondary" | "ghost";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-base font-semibold transition-colors motion-reduce:transition-none";

export const buttonStyles: Record<Variant, string> = {
  primary: `${base} bg-brand-700 text-white shadow-sm hover:bg-brand-800`,
  secondary: `${base} bg-fuel-700 text-white shadow-sm hover:bg-fuel-800`,
  ghost: `${base} border border-ink-300 bg-white text-ink-900 hover:border-brand-600 hover:text-brand-800`,
};

/** For navigation, not an action. */
export function ButtonLink({
  variant = "primary",
  className = "",
  ...props
}: LinkProps & { variant?: Variant }) {
  return <Link {...props} className={`${buttonStyles[variant]} ${className}`.trim()} />;
}
