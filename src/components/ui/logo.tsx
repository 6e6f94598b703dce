import { Link } from "react-router";
import { paths } from "~/config/paths";
import { LogoMark } from "./logo-mark";

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to={paths.home}
      onClick={onNavigate}
      className="inline-flex min-h-11 items-center gap-2.5 rounded-lg font-display text-xl font-bold tracking-tight text-ink-900"
    >
      <LogoMark size={40} />
      <span>
        Fast <span className="text-fuel-700">&amp;</span> <span className="text-brand-700">Fuel</span>
      </span>
      <span className="sr-only">— home</span>
    </Link>
  );
}
