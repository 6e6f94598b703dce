import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { dietLinks, headerItems } from "~/config/nav";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "~/components/ui/icons";
import { useIsActivePath } from "./use-active-path";

const linkStyles = (isActive: boolean) =>
  `block rounded-xl px-4 py-3 text-lg font-medium ${
    isActive ? "bg-brand-50 text-brand-800" : "text-ink-800 hover:bg-ink-50"
  }`;

/**
 * Mobile navigation: the hamburger toggles the panel, "Diets" expands in place,
 * and choosing any link closes the menu. Escape closes it too and gives focus
 * back to the hamburger. Moving focus out of it (Tab past the last link)
 * closes it, so the panel never covers the element that has focus.
 */
export function MobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const [isDietsOpen, setIsDietsOpen] = useState(false);
  const panelId = useId();
  const dietsId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const isActivePath = useIsActivePath();

  const close = () => {
    setIsOpen(false);
    setIsDietsOpen(false);
  };

  // Navigation by any means (including back/forward) closes the menu: adjust
  // state while rendering rather than in an effect (no extra render pass).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    close();
  }

  useEffect(() => {
    if (!isOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [isOpen]);

  return (
    // The wrapper only listens for focus leaving the hamburger and the panel.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="md:hidden"
      onBlur={(event) => {
        // relatedTarget is null when focus goes nowhere (a tap on the panel's
        // background, another window): the menu stays open then.
        const next = event.relatedTarget;
        if (isOpen && next && !event.currentTarget.contains(next)) close();
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => (isOpen ? close() : setIsOpen(true))}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-brand-50"
      >
        {isOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        <span className="sr-only">{isOpen ? "Close menu" : "Open menu"}</span>
      </button>
      <nav
        id={panelId}
        aria-label="Main"
        hidden={!isOpen}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-b border-ink-100 bg-cream px-4 pt-2 pb-6 shadow-card"
      >
        <ul className="space-y-1">
          {headerItems.map((item) =>
            item.kind === "diets" ? (
              <li key="diets">
                <button
                  type="button"
                  aria-expanded={isDietsOpen}
                  aria-controls={dietsId}
                  onClick={() => setIsDietsOpen((open) => !open)}
                  className="flex w-full items-center justify-between rounded-xl px-4 py-3 text-left text-lg font-medium text-ink-800 hover:bg-ink-50"
                >
                  {item.label}
                  <ChevronDownIcon
                    className={`size-5 transition-transform motion-reduce:transition-none ${isDietsOpen ? "rotate-180" : ""}`}
                  />
                </button>
                <ul
                  id={dietsId}
                  hidden={!isDietsOpen}
                  className="ml-4 space-y-1 border-l-2 border-brand-200 pl-2"
                >
                  {dietLinks.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        onClick={close}
                        aria-current={isActivePath(link.to) ? "page" : undefined}
                        className={linkStyles(isActivePath(link.to))}
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={close}
                  aria-current={isActivePath(item.to) ? "page" : undefined}
                  className={linkStyles(isActivePath(item.to))}
                >
                  {item.mobileLabel ?? item.label}
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}
