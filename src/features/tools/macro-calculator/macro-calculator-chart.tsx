import { formatNumber, macroSplit, type Macro, type MacroResult } from "./macro-calculator";

// A radius whose circumference is 100, so dash lengths read as percentages.
const RADIUS = 100 / (2 * Math.PI);

type GramsKey = "fatGrams" | "proteinGrams" | "carbsGrams";

const macros: readonly { key: Macro; label: string; swatch: string; stroke: string; grams: GramsKey }[] = [
  { key: "fat", label: "Fat", swatch: "bg-brand-700", stroke: "stroke-brand-700", grams: "fatGrams" },
  {
    key: "protein",
    label: "Protein",
    swatch: "bg-fuel-600",
    stroke: "stroke-fuel-600",
    grams: "proteinGrams",
  },
  { key: "carbs", label: "Carbs", swatch: "bg-ink-600", stroke: "stroke-ink-600", grams: "carbsGrams" },
];

// The table's columns; the numbers line up on the right, and the last has no gap after it.
const COLUMNS = [
  { label: "Macro", className: "py-2 pr-3 font-semibold" },
  { label: "Grams", className: "py-2 pr-3 text-right font-semibold" },
  { label: "kcal", className: "py-2 pr-3 text-right font-semibold" },
  { label: "Share", className: "py-2 text-right font-semibold" },
] as const;

/** Each macro's share of the calories its grams carry: the split in grams has no fixed shares. */
export function sharesOfGrams(result: MacroResult): Record<Macro, number> {
  const kcal = (macro: (typeof macros)[number]) => result[macro.grams] * macroSplit[macro.key].kcalPerGram;
  const total = macros.reduce((sum, macro) => sum + kcal(macro), 0);
  return Object.fromEntries(
    macros.map((macro) => [macro.key, total > 0 ? kcal(macro) / total : 0]),
  ) as Record<Macro, number>;
}

const fixedShares = Object.fromEntries(
  Object.entries(macroSplit).map(([key, { share }]) => [key, share]),
) as Record<Macro, number>;

/** The donut is decorative (aria-hidden); the table beside it is what assistive technology reads. */
export function MacroBreakdown({
  result,
  shares = fixedShares,
}: {
  result: MacroResult;
  shares?: Record<Macro, number>;
}) {
  // Each segment starts where the previous ones end, from 12 o'clock (a quarter turn back).
  const segments = macros.map(({ key, stroke }, index) => {
    const share = shares[key] * 100;
    const before = macros.slice(0, index).reduce((sum, m) => sum + shares[m.key] * 100, 0);
    return { key, stroke, share, dashOffset: 25 - before };
  });
  return (
    <div className="grid items-center gap-6 sm:grid-cols-[12rem_1fr]">
      <svg viewBox="0 0 42 42" aria-hidden="true" className="mx-auto size-44 sm:size-48">
        <circle cx="21" cy="21" r={RADIUS} fill="none" strokeWidth="7" className="stroke-ink-100" />
        {segments.map(({ key, stroke, share, dashOffset }) => (
          <circle
            key={key}
            cx="21"
            cy="21"
            r={RADIUS}
            fill="none"
            strokeWidth="7"
            strokeDasharray={`${share} ${100 - share}`}
            strokeDashoffset={dashOffset}
            className={stroke}
          />
        ))}
        <text x="21" y="21" textAnchor="middle" className="fill-ink-950 font-display text-[6px] font-bold">
          {formatNumber(result.calories)}
        </text>
        <text x="21" y="27" textAnchor="middle" className="fill-ink-700 text-[3.5px]">
          kcal / day
        </text>
      </svg>
      <div>
        <table className="w-full text-left">
          <caption className="mb-2 text-left font-display text-lg font-semibold text-ink-950">
            Where your calories come from
          </caption>
          <thead>
            <tr className="border-b border-ink-200 text-sm text-ink-700">
              {COLUMNS.map(({ label, className }) => (
                <th key={label} scope="col" className={className}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {macros.map(({ key, label, swatch, grams }) => (
              <tr key={key} className="border-b border-ink-100 text-ink-900">
                <th scope="row" className="py-2 pr-3 font-medium">
                  <span className="inline-flex items-center gap-2">
                    <span aria-hidden="true" className={`size-3 rounded-sm ${swatch}`} />
                    {label}
                  </span>
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{formatNumber(result[grams])} g</td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {formatNumber(result[grams] * macroSplit[key].kcalPerGram)}
                </td>
                <td className="py-2 text-right tabular-nums">{Math.round(shares[key] * 100)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
