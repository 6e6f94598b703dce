import { LIVE_NOW } from "./publish-note";
import type { UploadOutcome } from "./uploads";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** The visible result of an upload: how many were written, and which were not and why. */
export function UploadResult({ label, outcome }: { label: string; outcome: UploadOutcome }) {
  if (outcome.kind === "error") {
    return (
      <div role="alert" className="rounded-2xl border border-fuel-300 bg-fuel-50 p-4 text-fuel-900">
        <p className="font-semibold">{label}: nothing was uploaded.</p>
        <p className="mt-1">{outcome.message}</p>
      </div>
    );
  }
  const { written, failed, skipped } = outcome.report;
  const ok = failed.length === 0 && skipped.length === 0;
  return (
    <div
      role={ok ? "status" : "alert"}
      className={`rounded-2xl border p-4 ${ok ? "border-brand-200 bg-brand-50 text-brand-900" : "border-fuel-300 bg-fuel-50 text-fuel-900"}`}
    >
      <p className="font-semibold">
        {label}: {plural(written.length, "document")} written
        {failed.length > 0 && `, ${failed.length} failed`}
        {skipped.length > 0 && `, ${skipped.length} skipped`}.
      </p>
      {written.length > 0 && <p className="mt-1">{LIVE_NOW}</p>}
      {(failed.length > 0 || skipped.length > 0) && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {failed.map(({ id, reason }) => (
            <li key={id}>
              <strong>{id}</strong>: {reason}
            </li>
          ))}
          {skipped.map(({ reason }, index) => (
            // Skipped items have no id to key on; the list never reorders.
            <li key={`${String(index)}-${reason}`}>Skipped: {reason}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
