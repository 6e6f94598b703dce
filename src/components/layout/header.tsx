import { Link } from "react-router";
import { headerItems } from "~/config/nav";
import { Logo } from "~/components/ui/logo";
import { DietsDropdown } from "./diets-dropdown";
import { HeaderSearch } from "./header-search";
import { MobileMenu } from "./mobile-menu";
import { useIsActivePath } from "./use-active-path";

export function Header() {
  const isActivePath = useIsActivePath();
  return (
    // Opaque, so its links keep their contrast over whatever scrolls under it, in both themes.
    <header className="sticky top-0 z-40 border-b border-ink-100 bg-cream shadow-[0_1px_2px_rgb(0_0_0/0.04)] print:hidden">
      <div className="relative mx-auto flex h-18 max-w-page items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {headerItems.map((item) =>
              item.kind === "diets" ? (
                <li key="diets">
                  <DietsDropdown label={item.label} />
                </li>
              ) : (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={isActivePath(item.to) ? "page" : undefined}
                    className={`inline-flex min-h-11 items-center rounded-full px-3 py-2 font-medium transition-colors hover:bg-brand-50 hover:text-brand-800 motion-reduce:transition-none ${
                      isActivePath(item.to)
                        ? "text-brand-800 underline decoration-2 underline-offset-8"
                        : "text-ink-800"
                    }`}
                  >
                    {item.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <HeaderSearch />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
