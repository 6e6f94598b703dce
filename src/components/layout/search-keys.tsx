import { useEffect } from "react";
import { useNavigate } from "react-router";
import { paths } from "~/config/paths";
import { HEADER_SEARCH_ID } from "./header-search";

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest("input, textarea, select, [contenteditable]") !== null;

/** "/" outside a field goes to the search box; Enter in the header's box opens results without a reload. */
export default function SearchKeys() {
  const navigate = useNavigate();
  useEffect(() => {
    const box = document.getElementById(HEADER_SEARCH_ID);
    if (!(box instanceof HTMLInputElement) || !box.form) return;
    const form = box.form;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
        return;
      if (isTyping(event.target)) return;
      event.preventDefault();
      // Below `lg` the box is not displayed.
      if (box.getClientRects().length > 0) box.focus();
      else void navigate(paths.search);
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const query = box.value.trim();
      box.value = "";
      void navigate(query ? `${paths.search}?q=${encodeURIComponent(query)}` : paths.search);
    };
    document.addEventListener("keydown", onKeyDown);
    form.addEventListener("submit", onSubmit);
    // The browser tests wait for it; React does not render this attribute.
    form.dataset.keys = "ready";
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      form.removeEventListener("submit", onSubmit);
      delete form.dataset.keys;
    };
  }, [navigate]);
  return null;
}
