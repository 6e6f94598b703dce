import { useContext, useId, useState } from "react";
import { HealthNoteContext } from "~/components/ui/health-note-context";

/**
 * One setting for the tracker and the timer. The charities are the health note's, listed here rather than
 * shared: the note ships on every article, and its script is at its budget.
 */
export function QuietModeSetting({
  on,
  onChange,
}: {
  on: boolean;
  onChange: (on: boolean) => Promise<string | null>;
}) {
  const id = useId();
  // The switch moves at the tap, not when the store has written it and read it back.
  const [pending, setPending] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const support = useContext(HealthNoteContext)?.support;
  return (
    <div className="rounded-2xl border border-ink-100 bg-white p-4 sm:p-5">
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          role="switch"
          checked={pending ?? on}
          onChange={(event) => {
            const next = event.target.checked;
            setPending(next);
            void onChange(next).then((refused) => {
              setProblem(refused);
              setPending(null);
            });
          }}
          aria-describedby={`${id}-what`}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <span className="font-semibold text-ink-950">Quiet mode</span>
      </label>
      <p id={`${id}-what`} className="mt-1 text-ink-700">
        Hides weights, streaks and goals on the progress tracker and the fasting timer; the tracker then only
        says which way your trend is going. The timer still shows the time, so you know when your eating
        window opens.
      </p>
      {support && (
        <p className="mt-2 text-sm text-ink-700 [&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2">
          If numbers about food or your body have started to feel like too much, an eating disorder charity
          can help:{" "}
          {support.charities.map((charity, index) => (
            <span key={charity.name}>
              {index > 0 && (index === support.charities.length - 1 ? " or " : ", ")}
              <a href={charity.href} target="_blank" rel="noopener noreferrer">
                {charity.name}
              </a>{" "}
              ({charity.where})
            </span>
          ))}
          .
        </p>
      )}
      {problem && (
        <p role="alert" className="mt-2 font-medium text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}
