import { useId, useState } from "react";
import { Link } from "react-router";
import { fieldStyles, labelStyles } from "~/components/ui/form-styles";
import { HealthNote } from "~/components/ui/health-note";
import { PageHeader } from "~/components/ui/page-header";
import { paths } from "~/config/paths";
import { evidenceLabels } from "~/content/evidence-levels";
import type { FastingVerdict, WhileFastingGroup, WhileFastingItem } from "~/content/while-fasting";
import { keepValue } from "~/lib/before-hydration";
import { useIsHydrated } from "~/hooks/use-is-hydrated";
import { SourceList } from "./source-list";
import { type WhileFastingFilter, isShown } from "./while-fasting-filter";

const shelves: readonly { id: WhileFastingGroup; label: string }[] = [
  { id: "drinks", label: "Drinks" },
  { id: "sweeteners", label: "Sweeteners" },
  { id: "gum-and-mints", label: "Gum, mints and toothpaste" },
  { id: "supplements", label: "Supplements" },
  { id: "foods-and-broths", label: "Foods and broths" },
  { id: "medicines-and-care", label: "Medicines and tests" },
];

/** Each verdict's words, what it means, and its look: a mark as well as a color, so no one needs the color. */
export const verdicts: Record<FastingVerdict, { label: string; means: string; mark: string; style: string }> =
  {
    breaks: {
      label: "Breaks a fast",
      means:
        "It has meaningful calories (or protein's clear insulin response): save it for your eating window.",
      mark: "✕",
      style: "bg-fuel-50 text-fuel-800 ring-fuel-200",
    },
    unlikely: {
      label: "Unlikely to break a fast",
      means: "No meaningful calories, and no good evidence of an effect that matters for a fast.",
      mark: "✓",
      style: "bg-brand-50 text-brand-800 ring-brand-200",
    },
    depends: {
      label: "Depends on the amount",
      means:
        "On how much, what the label says, or how it is taken; for medicines, their own instructions come first.",
      mark: "~",
      style: "bg-white text-ink-800 ring-ink-300",
    },
    unknown: {
      label: "Unknown",
      means: "The evidence is missing or too unsettled to say.",
      mark: "?",
      style: "bg-ink-100 text-ink-800 ring-ink-200",
    },
  };

function VerdictBadge({ verdict }: { verdict: FastingVerdict }) {
  const { label, mark, style } = verdicts[verdict];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${style}`}
    >
      <span aria-hidden="true">{mark}</span>
      {label}
    </span>
  );
}

function Item({ item, hidden }: { item: WhileFastingItem; hidden: boolean }) {
  return (
    <li
      data-verdict={item.verdict}
      hidden={hidden}
      className="rounded-2xl border border-ink-100 bg-white p-5"
    >
      <h3 id={item.id} className="scroll-mt-24 text-lg font-semibold text-ink-950">
        {item.name}
      </h3>
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <VerdictBadge verdict={item.verdict} />
        <span className="text-sm text-ink-700">{evidenceLabels[item.evidence]}</span>
      </p>
      <p className="mt-3 text-ink-800">{item.why}</p>
      <p className="mt-2 text-sm">
        <Link
          to={item.more.href}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          {item.more.label}
          <span aria-hidden="true">&nbsp;→</span>
        </Link>
      </p>
      {item.sources.length > 0 ? (
        <details className="text-sm text-ink-700">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium">
            {item.sources.length === 1 ? "Source" : `Sources (${item.sources.length})`}
          </summary>
          <SourceList sources={item.sources} className="mt-1 pb-1" />
        </details>
      ) : (
        item.sourcedAt && (
          <p className="text-sm text-ink-700">
            Sources: in{" "}
            <Link to={item.sourcedAt.href} className="text-brand-800 underline underline-offset-4">
              {item.sourcedAt.label}
            </Link>
          </p>
        )
      )}
    </li>
  );
}

/** A row of chips that narrow the list; plain radio buttons, which the page's style sheet acts on too. */
function Chips<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink-900">{legend}</legend>
      {/* One scrolling row on a phone, so the list starts on the first screen; wrapped on wider ones. */}
      <div className="-mx-5 mt-2 flex gap-2 overflow-x-auto px-5 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {options.map((option) => (
          <label
            key={option.value}
            className="relative inline-flex min-h-11 shrink-0 cursor-pointer items-center rounded-full border border-ink-200 bg-white px-4 text-sm whitespace-nowrap text-ink-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold has-checked:text-brand-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              ref={keepValue(value, (chosen) => {
                onChange(options.find((other) => other.value === chosen)?.value ?? value);
              })}
              onChange={() => {
                onChange(option.value);
              }}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The chips are radio buttons the style sheet filters by, so they work before the scripts load; typing narrows
 * the list once they have.
 */
export function WhileFastingPage({ items }: { items: readonly WhileFastingItem[] }) {
  const isHydrated = useIsHydrated();
  const [filter, setFilter] = useState<WhileFastingFilter>({ text: "", shelf: "all", verdict: "all" });
  const inputId = useId();
  const shown = items.filter((item) => isShown(item, filter));
  const update = (change: Partial<WhileFastingFilter>) => {
    setFilter((current) => ({ ...current, ...change }));
  };

  return (
    <div className="while-fasting mx-auto max-w-page px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader
        eyebrow="While you fast"
        title="Can I have this while fasting?"
        intro={
          <>
            Coffee with milk, sweeteners, gum, supplements, broth, medicines: {items.length} things readers
            ask about, each with a verdict, the reason in one line, how strong the evidence is, and where to
            read more. Not medical advice: see the{" "}
            <a href="#health-note" className="text-brand-800 underline underline-offset-4">
              health note
            </a>{" "}
            for who should not fast.
          </>
        }
      />

      <div
        data-pagefind-ignore=""
        className="mt-8 space-y-5 overflow-hidden rounded-2xl bg-ink-50 p-5 sm:p-6"
      >
        {/* Before the scripts run, Enter searches the whole site, where each item is a result of its own. */}
        <form
          role="search"
          aria-label="Find something on the list"
          action={paths.search}
          data-native-submit=""
          onSubmit={(event) => {
            event.preventDefault();
          }}
          className="max-w-xl"
        >
          <label htmlFor={inputId} className={labelStyles}>
            What do you want to have?
          </label>
          <input
            ref={keepValue(filter.text, (text) => {
              update({ text });
            })}
            id={inputId}
            type="search"
            name="q"
            value={filter.text}
            placeholder="e.g. milk in coffee, stevia, creatine"
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => {
              update({ text: event.target.value });
            }}
            className={`${fieldStyles} placeholder:text-ink-600`}
          />
        </form>
        <Chips
          legend="Shelf"
          name="shelf"
          options={[
            { value: "all" as const, label: "All" },
            ...shelves.map(({ id, label }) => ({ value: id, label })),
          ]}
          value={filter.shelf}
          onChange={(shelf) => {
            update({ shelf });
          }}
        />
        <Chips
          legend="Verdict"
          name="verdict"
          options={[
            { value: "all" as const, label: "Any" },
            ...(Object.keys(verdicts) as FastingVerdict[]).map((verdict) => ({
              value: verdict,
              label: verdicts[verdict].label,
            })),
          ]}
          value={filter.verdict}
          onChange={(verdict) => {
            update({ verdict });
          }}
        />
        <p role="status" className="min-h-6 text-sm text-ink-700">
          {isHydrated &&
            (shown.length === items.length
              ? `Showing all ${items.length}`
              : `Showing ${shown.length} of ${items.length}`)}
        </p>
      </div>

      <section aria-labelledby="verdicts-title" className="mt-8 max-w-3xl">
        <h2 id="verdicts-title" className="text-xl font-semibold text-ink-950">
          What the verdicts mean
        </h2>
        <p className="mt-2 text-ink-700">
          By the working rule this site uses: meaningful calories end a fast, and where an effect on insulin
          is argued about, we say so. Evidence levels follow{" "}
          <Link
            to={`${paths.editorialStandards}#evidence-levels`}
            className="text-brand-800 underline underline-offset-4"
          >
            our legend
          </Link>
          .
        </p>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          {(Object.keys(verdicts) as FastingVerdict[]).map((verdict) => (
            <div key={verdict}>
              <dt>
                <VerdictBadge verdict={verdict} />
              </dt>
              <dd className="mt-1 text-sm text-ink-700">{verdicts[verdict].means}</dd>
            </div>
          ))}
        </dl>
      </section>

      {shown.length === 0 && (
        <p className="mt-8 max-w-prose text-ink-800">
          Nothing on the list matches
          {filter.text.trim() !== "" ? ` “${filter.text.trim()}”` : " those choices"}.{" "}
          {filter.text.trim() !== "" && (
            <Link
              to={`${paths.search}?q=${encodeURIComponent(filter.text.trim())}`}
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              Search the whole site for it
            </Link>
          )}
        </p>
      )}

      <div className="mt-8 space-y-12">
        {shelves.map((shelf) => {
          const onShelf = items.filter((item) => item.group === shelf.id);
          return (
            <section
              key={shelf.id}
              data-shelf={shelf.id}
              aria-labelledby={`shelf-${shelf.id}`}
              hidden={!onShelf.some((item) => shown.includes(item))}
            >
              <h2 id={`shelf-${shelf.id}`} className="text-2xl font-semibold text-ink-950">
                {shelf.label}
              </h2>
              <ul className="mt-4 grid gap-4 md:grid-cols-2">
                {onShelf.map((item) => (
                  <Item key={item.id} item={item} hidden={!shown.includes(item)} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <div id="health-note" className="mt-12 max-w-prose scroll-mt-24">
        <HealthNote />
      </div>
    </div>
  );
}
