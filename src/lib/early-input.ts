import { EARLY_INPUT } from "./early-input-script";

// Replays what the reader did before hydration (see ./early-input-script.ts).

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
  const early = store[EARLY_INPUT];
  store[EARLY_INPUT] = undefined;
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
