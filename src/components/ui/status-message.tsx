import { buttonStyles } from "./button-link";

export function ErrorWithRetry({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-fuel-200 bg-fuel-50 p-5 text-ink-900">
      <p>{message}</p>
      <button type="button" onClick={onRetry} className={`${buttonStyles.ghost} mt-4`}>
        Retry
      </button>
    </div>
  );
}
