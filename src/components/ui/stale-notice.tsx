import { buttonStyles } from "./button-link";

/** Rare (offline, an outage), so pages import it with `lazy`: its code loads when it shows. */
export function StaleNotice({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-ink-200 bg-white p-4 text-ink-800"
    >
      <p>We couldn’t check for newer {what}, so this list may be out of date.</p>
      <button type="button" onClick={onRetry} className={buttonStyles.ghost}>
        Retry
      </button>
    </div>
  );
}

export default StaleNotice;
