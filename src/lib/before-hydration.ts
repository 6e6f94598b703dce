import type { RefObject } from "react";

// What a reader does before the page hydrates, while its forms are plain HTML.
//
// A submission would do what a form does without scripts (reload the page),
// losing the answer the reader asked for. The head script below runs from the
// HTML, before any module: it holds the submission (stopping it before React's
// own listeners, so it is handled once), and sends it again once React
// handles the page. A form marked `data-native-submit` (search
// boxes, whose answer is another page) is never held: it submits as it would
// without scripts. Without JavaScript nothing is held, and forms behave natively.
//
// A field may already hold what the reader typed or chose, or what the browser
// filled in. React keeps what a field shows when it takes the page over, but
// the component's state still holds the prerendered value, which the next
// render would put back. `keepValue` is a ref callback that
// hands the field's value to the state when the field is attached: at
// hydration, the only time the two can differ. So what the reader sees is
// what the page uses, and the held submission reads it.

/**
 * Inline script for the document's head; its hash is added to the CSP at build
 * time. It holds a submission made before hydration and, when the root marks
 * the page hydrated (`data-hydrated`), sends it again in a task of its own:
 * by then React has rendered the values the fields kept (`keepValue`), which
 * the submission reads. Only the submitter a form owns is passed on.
 */
export const holdEarlySubmitScript = `(function(){var d=document.documentElement,h;addEventListener("submit",function(e){if(d.dataset.hydrated||e.target.hasAttribute("data-native-submit"))return;e.preventDefault();e.stopImmediatePropagation();h=e},true);new MutationObserver(function(r,o){if(!d.dataset.hydrated)return;o.disconnect();if(h&&h.target.isConnected)setTimeout(function(){var f=h.target,s=h.submitter;f.requestSubmit(s&&s.form===f?s:null)})}).observe(d,{attributes:true})})()`;

/**
 * For a controlled input or select, `value` being the state it shows. A radio
 * button passes its group's value: the one the reader checked hands over its
 * own. `ref`, when given, is set too.
 */
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
