import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { dietLinks } from "~/config/nav";
import { ChevronDownIcon } from "~/components/ui/icons";
import { useIsActivePath } from "./use-active-path";

/** A hover opens it softly, so the click that usually follows pins it open instead of closing it. */
type OpenState = "closed" | "hover" | "pinned";

/** A `<details>`, so it works from the first paint and without JavaScript; React adds hover, Escape, arrow
 * keys and closing when focus or a click goes elsewhere. */
export function DietsDropdown({ label }: { label: string }) {
  const [state, setState] = useState<OpenState>("closed");
  // A click can follow the hover that opened the menu before React has rendered that hover.
  const stateRef = useRef<OpenState>("closed");
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const isActivePath = useIsActivePath();
  const isActive = dietLinks.some((link) => isActivePath(link.to));
  const isOpen = state !== "closed";

  const record = useCallback((next: OpenState) => {
    stateRef.current = next;
    setState(next);
  }, []);
  const show = useCallback(
    (next: OpenState) => {
      if (detailsRef.current) detailsRef.current.open = next !== "closed";
      record(next);
    },
    [record],
  );

  // A menu opened before hydration stays open, pinned.
  useEffect(() => {
    if (detailsRef.current?.open) record("pinned");
  }, [record]);

  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    show("closed");
  }, [pathname, show]);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!detailsRef.current?.contains(event.target as Node)) show("closed");
    };
    document.addEventListener("pointerdown", closeOnOutsideClick);
    return () => document.removeEventListener("pointerdown", closeOnOutsideClick);
  }, [isOpen, show]);

  const links = () => Array.from(detailsRef.current?.querySelectorAll<HTMLAnchorElement>("ul a") ?? []);

  const focusLink = (index: number) => {
    const all = links();
    all.at(index % all.length)?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    // Not the last render: a summary opened by Enter reaches React's state only with the toggle event.
    const isShown = detailsRef.current?.open === true;
    if (event.key === "Escape" && isShown) {
      event.preventDefault();
      show("closed");
      summaryRef.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const all = links();
    const current = all.findIndex((link) => link === document.activeElement);
    if (!isShown) {
      show("pinned");
      focusLink(event.key === "ArrowDown" ? 0 : -1);
      return;
    }
    const step = event.key === "ArrowDown" ? 1 : -1;
    focusLink(current === -1 ? (step === 1 ? 0 : -1) : current + step);
  };

  return (
    // Keys bubble up from the summary and links; hover is a mouse convenience, the summary the control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      ref={detailsRef}
      className="group relative"
      onToggle={(event) => {
        const current = stateRef.current;
        record(event.currentTarget.open ? (current === "closed" ? "pinned" : current) : "closed");
      }}
      onMouseEnter={() => {
        if (stateRef.current === "closed") show("hover");
      }}
      onMouseLeave={() => show("closed")}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!detailsRef.current?.contains(event.relatedTarget)) show("closed");
      }}
    >
      <summary
        ref={summaryRef}
        onClick={(event) => {
          if (stateRef.current !== "hover") return;
          event.preventDefault();
          show("pinned");
        }}
        className={`inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-full px-3 py-2 font-medium transition-colors hover:bg-brand-50 hover:text-brand-800 motion-reduce:transition-none [&::-webkit-details-marker]:hidden ${
          isActive ? "text-brand-800" : "text-ink-800"
        }`}
      >
        {label}
        <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
      </summary>
      {/* The padding bridges the gap, so the pointer can travel down without "leaving" and closing it. */}
      <div className="absolute top-full left-0 z-50 pt-2">
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
    </details>
  );
}
