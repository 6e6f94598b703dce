import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { dietLinks } from "~/config/nav";
import { ChevronDownIcon } from "~/components/ui/icons";
import { useIsActivePath } from "./use-active-path";

/** How the menu came to be open: a hover opens it "softly" so that the click
 * which usually follows a hover pins it open instead of closing it again. */
type OpenState = "closed" | "hover" | "pinned";

/**
 * Desktop Diets menu (spec: opens on hover, closes on leave, click toggles).
 * A disclosure button with `aria-expanded` controlling a list of links; Escape
 * closes it and returns focus to the button; Arrow keys move between entries;
 * moving focus or clicking outside closes it.
 */
export function DietsDropdown({ label }: { label: string }) {
  const [state, setState] = useState<OpenState>("closed");
  const isOpen = state !== "closed";
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const isActivePath = useIsActivePath();
  const isActive = dietLinks.some((link) => isActivePath(link.to));

  // Any navigation closes the menu (state adjusted while rendering).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setState("closed");
  }

  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setState("closed");
    };
    document.addEventListener("pointerdown", closeOnOutsideClick);
    return () => document.removeEventListener("pointerdown", closeOnOutsideClick);
  }, [isOpen]);

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>("ul a") ?? []);

  const focusLink = (index: number) => {
    const all = links();
    all.at(index % all.length)?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      setState("closed");
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const all = links();
    const current = all.findIndex((link) => link === document.activeElement);
    if (!isOpen) {
      setState("pinned");
      // The list renders on the next commit; focus once it exists.
      requestAnimationFrame(() => focusLink(event.key === "ArrowDown" ? 0 : -1));
      return;
    }
    const step = event.key === "ArrowDown" ? 1 : -1;
    focusLink(current === -1 ? (step === 1 ? 0 : -1) : current + step);
  };

  return (
    // The container only listens: keys bubble up from the button and links
    // inside it, and hover is a mouse convenience on top of the button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className="relative"
      onMouseEnter={() => setState((s) => (s === "closed" ? "hover" : s))}
      onMouseLeave={() => setState("closed")}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget)) setState("closed");
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setState((s) => (s === "pinned" ? "closed" : "pinned"))}
        className={`inline-flex min-h-11 items-center gap-1 rounded-full px-3 py-2 font-medium transition-colors hover:bg-brand-50 hover:text-brand-800 motion-reduce:transition-none ${
          isActive ? "text-brand-800" : "text-ink-800"
        }`}
      >
        {label}
        <ChevronDownIcon
          className={`size-4 transition-transform motion-reduce:transition-none ${isOpen ? "rotate-180" : ""}`}
        />
      </button>
      {/* The padding bridges the gap between button and panel, so the pointer
          can travel down without "leaving" and closing the menu. */}
      <div id={menuId} hidden={!isOpen} className="absolute top-full left-0 z-50 pt-2">
        <ul className="w-64 rounded-2xl border border-ink-100 bg-white p-2 shadow-card">
          {dietLinks.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={isActivePath(link.to) ? "page" : undefined}
                className={`block rounded-xl px-4 py-2.5 text-ink-800 hover:bg-brand-50 hover:text-brand-800 ${
                  isActivePath(link.to) ? "bg-brand-50 font-semibold text-brand-800" : ""
                }`}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
