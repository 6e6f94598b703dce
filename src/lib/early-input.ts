// Until the page has hydrated, its forms are the prerendered HTML without
// React: what a reader types there is reset when React takes the fields over,
// and a submission does what a form does without scripts (reload the page with
// its fields in the URL), losing the answer the reader asked for. The script
// below runs from the HTML, before any module: it notes each field the reader
// changes and holds a submission (stopping it before React's own listeners,
// so it is handled once). Once React handles the page, `replayEarlyInput`
// gives React the reader's values and sends the held submission. Without
// JavaScript neither runs, and forms behave natively.

/** Where the script keeps what it noted (a property of `window`). */
const EARLY = "__earlyInput";

/** Inline script for the document's head; its hash is added to the CSP at build time. */
export const noteEarlyInputScript = `(function(){var d=document.documentElement,n=window.${EARLY}={fields:[],submit:null};function f(e){if(!d.dataset.hydrated)n.fields.push({el:e.target,value:e.target.value,checked:e.target.checked})}addEventListener("input",f,true);addEventListener("change",f,true);addEventListener("submit",function(e){if(d.dataset.hydrated)return;e.preventDefault();e.stopImmediatePropagation();n.submit={form:e.target,submitter:e.submitter}},true)})()`;

interface NotedField {
  el: EventTarget | null;
  value: string;
  checked: boolean;
}

interface EarlyInput {
  fields: NotedField[];
  submit: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
}

/** Gives React the value the reader left in `field`, as if they had just typed it. */
function restore(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, noted: NotedField) {
  // React hydrated the field with its own state, which may differ from what
  // the field shows. It reports a change only when the field differs from what
  // it last saw set through the element: set the opposite that way, then
  // bring the reader's choice back as the reader would (a click, or the
  // prototype's value setter, which React does not see, and an input event).
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    // A radio that was left unchecked is restored by the one the reader chose.
    if (field.type === "radio" && !noted.checked) return;
    field.checked = !noted.checked;
    field.click();
    return;
  }
  field.value = "";
  const prototypeValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value");
  prototypeValue?.set?.call(field, noted.value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Hands React what the reader typed before hydration, then sends the held submission (if any). */
export function replayEarlyInput(): void {
  const store = window as unknown as Record<string, EarlyInput | undefined>;
  const early = store[EARLY];
  store[EARLY] = undefined;
  if (!early) return;
  // The last value noted for each field is the one it had.
  const last = new Map<EventTarget, NotedField>();
  for (const noted of early.fields) if (noted.el) last.set(noted.el, noted);
  for (const [field, noted] of last) {
    const isField =
      field instanceof HTMLInputElement ||
      field instanceof HTMLSelectElement ||
      field instanceof HTMLTextAreaElement;
    if (isField && field.isConnected) restore(field, noted);
  }
  const held = early.submit;
  if (!held?.form.isConnected) return;
  const submitter = held.submitter instanceof HTMLButtonElement ? held.submitter : null;
  held.form.requestSubmit(submitter?.form === held.form ? submitter : null);
}
