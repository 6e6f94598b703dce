import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { dietLinks, headerItems } from "~/config/nav";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "~/components/ui/icons";
import { useIsHydrated } from "~/hooks/use-is-hydrated";
import { useIsActivePath } from "./use-active-path";

/** False where the selector is unknown. */
function isShowing(panel: HTMLElement): boolean {
  try {
    return panel.matches(":popover-open");
  } catch {
    return false;
  }
}

const linkStyles = (isActive: boolean) =>
  `block rounded-xl px-4 py-3 text-lg font-medium ${
    isActive ? "bg-brand-50 text-brand-800" : "text-ink-800 hover:bg-ink-50"
  }`;

/** A popover and a `<details>`, so it works from the first paint and without JavaScript (decision 006).
 * React closes it on navigation and when focus leaves, so the panel never covers the focused element. */
export function MobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const dietsRef = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const isActivePath = useIsActivePath();
  const isHydrated = useIsHydrated();

  const close = () => {
    const panel = panelRef.current;
    if (panel && isShowing(panel)) panel.hidePopover();
  };

  // React follows the platform's state, a menu opened before hydration included.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const follow = () => {
      const open = isShowing(panel);
      setIsOpen(open);
      if (!open && dietsRef.current) dietsRef.current.open = false;
    };
    follow();
    panel.addEventListener("toggle", follow);
    return () => panel.removeEventListener("toggle", follow);
  }, []);

  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    close();
  }, [pathname]);

  /** Not a component: one defined here would remount every link, and lose focus, on each render. */
  const menuLink = (to: string, label: string) => (
    <Link
      to={to}
      onClick={close}
      aria-current={isActivePath(to) ? "page" : undefined}
      className={linkStyles(isActivePath(to))}
    >
      {label}
    </Link>
  );

  return (
    // The wrapper only listens for focus leaving the hamburger and the panel.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="group md:hidden"
      onBlur={(event) => {
        // Null when focus goes nowhere (a tap on the panel's background, another window): stay open.
        const next = event.relatedTarget;
        if (next && !event.currentTarget.contains(next)) close();
      }}
    >
      <button
        type="button"
        popoverTarget={panelId}
        // The platform reports a popover button's state; this is for tests and older assistive technology.
        aria-expanded={isHydrated ? isOpen : undefined}
        aria-controls={panelId}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-brand-50"
      >
        {/* Icon and name follow the popover's state in CSS, so they are right before React runs. */}
        <MenuIcon className="size-6 group-has-[:popover-open]:hidden" />
        <CloseIcon className="hidden size-6 group-has-[:popover-open]:block" />
        <span className="sr-only group-has-[:popover-open]:hidden">Open menu</span>
        <span className="sr-only hidden group-has-[:popover-open]:inline">Close menu</span>
      </button>
      <nav
        ref={panelRef}
        id={panelId}
        popover="auto"
        aria-label="Main"
        className="fixed inset-x-0 top-18 bottom-auto m-0 h-auto max-h-[calc(100dvh-4.5rem)] w-full overflow-y-auto border-0 border-b border-ink-100 bg-cream px-4 pt-2 pb-6 text-ink-900 shadow-card md:hidden"
      >
        <ul className="space-y-1">
          {headerItems.map((item) =>
            item.kind === "diets" ? (
              <li key="diets">
                <details ref={dietsRef} className="group/diets">
                  <summary className="flex w-full cursor-pointer list-none items-center justify-between rounded-xl px-4 py-3 text-left text-lg font-medium text-ink-800 hover:bg-ink-50 [&::-webkit-details-marker]:hidden">
                    {item.label}
                    <ChevronDownIcon className="size-5 transition-transform group-open/diets:rotate-180 motion-reduce:transition-none" />
                  </summary>
                  <ul className="ml-4 space-y-1 border-l-2 border-brand-200 pl-2">
                    {dietLinks.map((link) => (
                      <li key={link.to}>{menuLink(link.to, link.label)}</li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : (
              <li key={item.to}>{menuLink(item.to, item.mobileLabel ?? item.label)}</li>
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}
