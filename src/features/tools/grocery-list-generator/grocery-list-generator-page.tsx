import { useId, useState, useSyncExternalStore } from "react";
import { Link, useSearchParams } from "react-router";
import { paths } from "~/config/paths";
import { buttonStyles } from "~/components/ui/button-link";
import type { Diet, GroceryLists } from "~/content/grocery-lists";
import { useIsHydrated } from "~/hooks/use-is-hydrated";
import {
  DEFAULT_DIET,
  countItems,
  dietLabel,
  dietOptions,
  formatListAsText,
  parseDiet,
  parseStoredChecks,
  serializeChecks,
  setChecked,
  storageKeyFor,
} from "./grocery-list-generator";
import { SelectField } from "~/components/ui/select-field";
import { HealthNote } from "~/components/ui/health-note";
import { ToolHeader } from "~/components/ui/tool-header";

// Storage can be missing or refuse access (private modes, full quota): reads find nothing, writes report failure.
function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStored(key: string, value: string | null): boolean {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

function subscribeToStorage(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

type Notice = { kind: "copied" | "copy-failed" | "cleared"; diet: Diet; text: string; count: number };

export function GroceryListPage({ lists }: { lists: GroceryLists }) {
  const id = useId();
  // The prerendered HTML knows neither the query nor storage: until hydrated, render keto, unticked.
  const isHydrated = useIsHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const diet = isHydrated ? parseDiet(searchParams.get("diet")) : DEFAULT_DIET;
  const label = dietLabel(diet);
  const categories = lists[diet];
  const storageKey = storageKeyFor(diet);

  const stored = useSyncExternalStore(
    subscribeToStorage,
    () => readStored(storageKey),
    () => null,
  );
  // Per diet, so ticks still work when storage does not.
  const [edits, setEdits] = useState<Partial<Record<Diet, string[]>>>({});
  const checked = edits[diet] ?? parseStoredChecks(stored, categories);
  const [storageFailed, setStorageFailed] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const saveChecks = (next: string[]) => {
    setEdits((current) => ({ ...current, [diet]: next }));
    if (!writeStored(storageKey, serializeChecks(next))) setStorageFailed(true);
  };

  const announce = (kind: Notice["kind"], text = "") =>
    setNotice((current) => ({ kind, diet, text, count: (current?.count ?? 0) + 1 }));

  const copyList = async () => {
    const text = formatListAsText(`${label} grocery list`, categories, checked);
    try {
      // Missing outside secure contexts and in some browsers: that throws too.
      await navigator.clipboard.writeText(text);
      announce("copied");
    } catch {
      announce("copy-failed", text);
    }
  };

  const total = countItems(categories);
  const visibleNotice = notice?.diet === diet ? notice : null;

  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:px-6 sm:py-16 print:p-0">
      <ToolHeader
        title="Grocery List Generator"
        intro="A ready-made shopping list for your diet, sorted by aisle. Check items off as you shop — your checkmarks stay in this browser — then print the list or copy it as text."
        className="print:hidden"
      />

      <div className="mt-10 rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-8 print:mt-0 print:rounded-none print:border-0 print:p-0 print:shadow-none">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between print:hidden">
          <SelectField
            label="Diet"
            value={diet}
            options={dietOptions}
            className="sm:w-72"
            onChange={(next) => {
              const params = new URLSearchParams(searchParams);
              params.set("diet", next);
              setSearchParams(params, { replace: true, preventScrollReset: true });
            }}
          />
          {/* On a phone the buttons grow to fill their rows: a wrapped one spans the width
              instead of sitting alone at the start of a row. */}
          <div className="flex flex-wrap gap-3 *:grow sm:*:grow-0">
            <button type="button" onClick={() => window.print()} className={buttonStyles.primary}>
              Print list
            </button>
            <button type="button" onClick={() => void copyList()} className={buttonStyles.ghost}>
              Copy list
            </button>
            <button
              type="button"
              onClick={() => {
                saveChecks([]);
                announce("cleared");
              }}
              className={buttonStyles.ghost}
            >
              Clear checks
            </button>
            <Link
              to={`${paths.myPlan}?${new URLSearchParams({ diet }).toString()}`}
              className={buttonStyles.ghost}
            >
              Use in my plan
            </Link>
          </div>
        </div>

        <div aria-live="polite" className="print:hidden">
          {visibleNotice && (
            <p
              key={visibleNotice.count}
              className={`mt-5 rounded-xl border px-4 py-3 ${
                visibleNotice.kind === "copy-failed"
                  ? "border-fuel-300 bg-fuel-50 text-ink-900"
                  : "border-brand-200 bg-brand-50 text-brand-900"
              }`}
            >
              {visibleNotice.kind === "copied" && "List copied to your clipboard."}
              {visibleNotice.kind === "cleared" && "All checks cleared."}
              {visibleNotice.kind === "copy-failed" &&
                "Your browser didn’t let us copy automatically. Select the text below and copy it yourself."}
            </p>
          )}
        </div>
        {visibleNotice?.kind === "copy-failed" && (
          <div className="mt-4 print:hidden">
            <label htmlFor={`${id}-text`} className="font-medium text-ink-900">
              Your list as text
            </label>
            <textarea
              id={`${id}-text`}
              readOnly
              rows={10}
              value={visibleNotice.text}
              onFocus={(event) => event.currentTarget.select()}
              className="mt-2 block w-full rounded-xl border border-ink-300 bg-white p-4 font-mono text-base text-ink-900"
            />
          </div>
        )}

        <p className="hidden font-display text-2xl font-semibold text-ink-950 print:block">
          {label} grocery list
        </p>
        {/* Only the diet switch is announced: each tick is already announced by its checkbox. */}
        <p className="mt-6 flex flex-wrap gap-x-2 text-ink-700 print:hidden">
          <span aria-live="polite">{`Showing the ${label} list: ${total} items.`}</span>
          <span>{`${checked.length} checked.`}</span>
        </p>
        {storageFailed && (
          <p className="mt-2 text-ink-800 print:hidden">
            This browser isn’t letting the page save, so your checks will be gone when you leave.
          </p>
        )}

        <div className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3 print:mt-4 print:grid-cols-2 print:gap-4">
          {categories.map(({ category, items }, index) => (
            <section
              key={category}
              aria-labelledby={`${id}-category-${index}`}
              className="print:break-inside-avoid"
            >
              <h2 id={`${id}-category-${index}`} className="text-xl font-semibold print:text-lg">
                {category}
              </h2>
              <ul className="mt-3 space-y-1 print:mt-1 print:space-y-0">
                {items.map((item) => {
                  const isChecked = checked.includes(item);
                  return (
                    <li key={item}>
                      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-ink-50 print:min-h-0 print:py-0.5">
                        <input
                          type="checkbox"
                          checked={isChecked}
                          onChange={(event) => saveChecks(setChecked(checked, item, event.target.checked))}
                          className="size-5 shrink-0 accent-brand-700"
                        />
                        <span className={isChecked ? "text-ink-700 line-through" : "text-ink-900"}>
                          {item}
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      </div>

      <HealthNote className="mt-8 print:hidden" />
    </div>
  );
}
