import type { RefObject } from "react";

// What a reader does before hydration is kept: see decision 006.

/** A submission made before hydration would reload the page and lose the answer, so this head script holds
 * it (before React's listeners, so it is handled once) and, at `data-hydrated`, sends it again in a task of
 * its own, after React has rendered the values `keepValue` kept. Its hash is added to the CSP at build. */
export const holdEarlySubmitScript = `(function(){var d=document.documentElement,h;addEventListener("submit",function(e){if(d.dataset.hydrated||e.target.hasAttribute("data-native-submit"))return;e.preventDefault();e.stopImmediatePropagation();h=e},true);new MutationObserver(function(r,o){if(!d.dataset.hydrated)return;o.disconnect();if(h&&h.target.isConnected)setTimeout(function(){var f=h.target,s=h.submitter;f.requestSubmit(s&&s.form===f?s:null)})}).observe(d,{attributes:true})})()`;

/** Ref callback: at hydration the state still holds the prerendered value, which the next render would put
 * back over what the reader typed, so the field hands its value over. A radio passes its group's value. */
export function keepValue<E extends HTMLInputElement | HTMLSelectElement>(
  value: string,
  onChange: (value: string) => void,
  ref?: RefObject<E | null>,
) {
  return (field: E | null) => {
    if (ref) ref.current = field;
    const shown = field && (field.type !== "radio" || field.checked) ? field.value : value;
    if (shown !== value) onChange(shown);
  };
}
