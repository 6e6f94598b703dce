import { useState } from "react";
import { buttonStyles } from "~/components/ui/button-link";
import { ErrorWithRetry } from "~/components/ui/status-message";
import { useAsync } from "~/hooks/use-async";
import { useContentStore } from "~/lib/content-store/context";
import type { ContentStore, SubscriberCursor } from "~/lib/content-store/store";
import { downloadText } from "~/lib/download";
import { DeleteControl } from "./delete-control";
import { Notice, type Outcome } from "./notice";
import { subscribersCsv, subscribersFileName } from "./subscribers-csv";

/** Sign-ups per page: a screenful to scan for the address someone asked to remove. */
export const SUBSCRIBER_PAGE_SIZE = 25;
/** The export reads in big pages: fewer round trips, same reads billed. */
const EXPORT_PAGE_SIZE = 500;

const signedUpAt = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

const countText = (count: number) =>
  count === 0
    ? "No sign-ups yet."
    : `${count.toLocaleString("en-GB")} ${count === 1 ? "subscriber" : "subscribers"}`;

async function readAll(store: ContentStore) {
  const all = [];
  let after: SubscriberCursor | null = null;
  do {
    const page = await store.listSubscribers({ pageSize: EXPORT_PAGE_SIZE, after });
    all.push(...page.subscribers);
    after = page.next;
  } while (after);
  return all;
}

function ExportButton({ store, onDone }: { store: ContentStore; onDone: (outcome: Outcome) => void }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const subscribers = await readAll(store);
      downloadText(subscribersFileName(new Date()), "text/csv;charset=utf-8", subscribersCsv(subscribers));
      onDone({ ok: true, message: `Exported ${countText(subscribers.length).replace(/\.$/, "")} as CSV.` });
    } catch (error) {
      console.error("Failed to export subscribers:", error);
      onDone({ ok: false, message: "The export failed: we couldn’t read the list. Try again." });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" disabled={busy} onClick={() => void run()} className={buttonStyles.ghost}>
      {busy ? "Exporting…" : "Export CSV"}
    </button>
  );
}

/** Only the developer account may read them: the database's rules refuse anyone else. */
export function SubscriberList() {
  const store = useContentStore();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The cursor each page starts after; the first page starts at the newest.
  const [cursors, setCursors] = useState<(SubscriberCursor | null)[]>([null]);
  const [version, setVersion] = useState(0);
  const pageIndex = cursors.length - 1;
  const isStored = store.mode === "firebase";

  const count = useAsync(() => store.countSubscribers(), isStored ? `count-${version}` : null);
  const page = useAsync(
    async () => {
      try {
        return await store.listSubscribers({ pageSize: SUBSCRIBER_PAGE_SIZE, after: cursors.at(-1) ?? null });
      } catch (error) {
        console.error("Failed to load subscribers:", error);
        throw error;
      }
    },
    isStored ? `page-${pageIndex}-${version}` : null,
  );

  const afterDelete = (result: Outcome) => {
    setOutcome(result);
    if (!result.ok) return;
    // A page emptied by the delete gives way to the one before it.
    if (page.status === "success" && page.data.subscribers.length === 1 && pageIndex > 0) {
      setCursors((current) => current.slice(0, -1));
    }
    setVersion((current) => current + 1);
  };

  return (
    <section aria-labelledby="newsletter-subscribers" className="mt-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="newsletter-subscribers" className="text-2xl font-bold text-ink-900">
            Newsletter subscribers
          </h2>
          <p className="mt-2 max-w-2xl text-ink-700">
            The addresses readers left with the sign-up form, newest first. Nobody has confirmed one yet:
            import the export into your mailing service as unconfirmed, so its confirmation e-mail (double
            opt-in) goes out before any newsletter, as the form promises. Delete an address when its owner
            asks to be taken off.
          </p>
        </div>
        {isStored && <ExportButton store={store} onDone={setOutcome} />}
      </div>
      {!isStored ? (
        <p className="mt-6 rounded-2xl bg-ink-50 p-5 text-ink-800">
          No database is connected, so sign-ups aren’t stored and there are none to list.
        </p>
      ) : (
        <>
          <Notice outcome={outcome} />
          <p className="mt-6 font-medium text-ink-900" aria-live="polite">
            {count.status === "success" && countText(count.data)}
            {count.status === "error" && "We couldn’t count the sign-ups."}
          </p>
          <div className="mt-4" aria-busy={page.status === "loading"}>
            {page.status === "loading" && <p className="text-ink-700">Loading subscribers…</p>}
            {page.status === "error" && (
              <ErrorWithRetry message="We couldn’t load the subscribers." onRetry={page.retry} />
            )}
            {page.status === "success" &&
              (page.data.subscribers.length === 0 ? (
                <p className="rounded-2xl bg-ink-50 p-5 text-ink-800">
                  {pageIndex === 0 ? "Nobody has signed up yet." : "No more sign-ups."}
                </p>
              ) : (
                <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white">
                  {page.data.subscribers.map((subscriber) => (
                    <li
                      key={subscriber.id}
                      className="flex flex-wrap items-center justify-between gap-3 px-5 py-4"
                    >
                      <div className="min-w-0">
                        <p className="font-medium break-all text-ink-900">{subscriber.email}</p>
                        <p className="mt-1 text-sm text-ink-700">
                          Signed up {signedUpAt.format(subscriber.createdAt)} on{" "}
                          <code className="break-all">{subscriber.source}</code>
                        </p>
                      </div>
                      <DeleteControl
                        kind="subscriber"
                        id={subscriber.id}
                        title={subscriber.email}
                        remove={(id) => store.deleteSubscriber(id)}
                        onDone={afterDelete}
                      />
                    </li>
                  ))}
                </ul>
              ))}
            {(pageIndex > 0 || (page.status === "success" && page.data.next)) && (
              <nav aria-label="Subscriber pages" className="mt-4 flex flex-wrap items-center gap-3">
                <button
                  type="button"
                  disabled={pageIndex === 0 || page.status === "loading"}
                  onClick={() => setCursors((current) => current.slice(0, -1))}
                  className={buttonStyles.ghost}
                >
                  Newer
                </button>
                <span className="text-sm text-ink-700">{`Page ${pageIndex + 1}`}</span>
                <button
                  type="button"
                  disabled={page.status !== "success" || !page.data.next}
                  onClick={() => {
                    const next = page.status === "success" ? page.data.next : null;
                    if (next) setCursors((current) => [...current, next]);
                  }}
                  className={buttonStyles.ghost}
                >
                  Older
                </button>
              </nav>
            )}
          </div>
        </>
      )}
    </section>
  );
}
