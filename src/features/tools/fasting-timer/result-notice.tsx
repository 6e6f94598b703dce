import { buttonStyles } from "~/components/ui/button-link";

export interface ResultNotice {
  ok: boolean;
  message: string;
  details?: string[];
  /** The tracker's replaced day. */
  undo?: () => void;
}

/** Render it inside a live region that is always on the page, so it is announced. */
export function ResultNoticeBox({ notice }: { notice: ResultNotice }) {
  return (
    <div
      className={`flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border p-4 ${notice.ok ? "border-brand-200 bg-brand-50 text-ink-900" : "border-fuel-300 bg-fuel-50 text-fuel-900"}`}
    >
      <p className="font-medium">{notice.message}</p>
      {notice.undo && (
        <button
          type="button"
          className="min-h-11 rounded-full px-3 font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          onClick={notice.undo}
        >
          Undo
        </button>
      )}
      {notice.details && notice.details.length > 0 && (
        <ul className="w-full list-disc pl-5">
          {notice.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function StoreUnavailable({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="m-auto rounded-2xl border border-fuel-300 bg-fuel-50 p-5 text-fuel-900">
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{message}</p>
      <button type="button" className={`${buttonStyles.ghost} mt-4`} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
