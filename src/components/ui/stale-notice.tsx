import { buttonStyles } from "./button-link";

/**
 * The database could not be read, so the page shows the build's copy: say so,
 * offer a retry. Rare (Firebase mode, offline or an outage): pages import it
 * with `lazy`, so its code loads when it shows, not with the page.
 */
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
