// Until the page has hydrated, its forms are the prerendered HTML without
// React: what a reader types there is reset when React takes the fields over,
// and a submission does what a form does without scripts (reload the page with
// its fields in the URL), losing the answer the reader asked for. The script
// below runs from the HTML, before any module: it notes each field the reader
// changes and holds a submission (stopping it before React's own listeners,
// so it is handled once). Once React handles the page, `./early-input.ts`
// (loaded only when there is something to replay) gives React the reader's
// values and sends the held submission. Without JavaScript neither runs, and
// forms behave natively. A form marked `data-native-submit` (search boxes,
// whose answer is another page) is never held: it submits as it would
// without scripts.

/** Where the script keeps what it noted (a property of `window`). */
export const EARLY_INPUT = "__earlyInput";

/** Inline script for the document's head; its hash is added to the CSP at build time. */
export const noteEarlyInputScript = `(function(){var d=document.documentElement,n=window.${EARLY_INPUT}={fields:[],submit:null};function f(e){if(!d.dataset.hydrated)n.fields.push({el:e.target,value:e.target.value,checked:e.target.checked})}addEventListener("input",f,true);addEventListener("change",f,true);addEventListener("submit",function(e){if(d.dataset.hydrated||e.target.hasAttribute("data-native-submit"))return;e.preventDefault();e.stopImmediatePropagation();n.submit={form:e.target,submitter:e.submitter}},true)})()`;

/** Whether the reader typed or submitted anything before hydration. */
export function hasEarlyInput(): boolean {
  const noted = (window as unknown as Record<string, { fields: unknown[]; submit: unknown } | undefined>)[
    EARLY_INPUT
  ];
  return noted !== undefined && (noted.fields.length > 0 || noted.submit !== null);
}
