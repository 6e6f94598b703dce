import { useState } from "react";
import { ErrorWithRetry } from "~/components/ui/status-message";
import { useAsync } from "~/hooks/use-async";
import { useContentStore } from "~/lib/content-store/context";
import { DeleteControl } from "./delete-control";
import { Notice, type Outcome } from "./notice";

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The articles in the store (title, id, last updated), each deletable when a
 * database is connected. `version` changes after a write, which reloads it. */
export function ArticleList({ version, onDeleted }: { version: number; onDeleted: () => void }) {
  const store = useContentStore();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const articles = useAsync(async () => {
    try {
      return await store.listArticles();
    } catch (error) {
      console.error("Failed to load articles:", error);
      throw error;
    }
  }, `articles-${version}`);

  return (
    <section aria-labelledby="current-articles" className="mt-14">
      <h2 id="current-articles" className="text-2xl font-bold text-ink-900">
        Current articles
      </h2>
      <Notice outcome={outcome} />
      <div className="mt-6" aria-busy={articles.status === "loading"}>
        {articles.status === "loading" && <p className="text-ink-700">Loading articles…</p>}
        {articles.status === "error" && (
          <ErrorWithRetry message="We couldn’t load the articles." onRetry={articles.retry} />
        )}
        {articles.status === "success" &&
          (articles.data.length === 0 ? (
            <p className="rounded-2xl bg-ink-50 p-5 text-ink-800">
              No articles yet. Use “ADD ARTICLES.JSON” or upload a file.
            </p>
          ) : (
            <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white">
              {articles.data.map((article) => {
                const updated = article.updatedAt ?? article.createdAt;
                return (
                  <li key={article.id} className="flex items-center gap-4 px-4 py-3 sm:px-5">
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold text-ink-900">{article.title}</p>
                      <p className="mt-0.5 text-sm text-ink-700">
                        <code className="break-all">{article.id}</code> ·{" "}
                        <span className="whitespace-nowrap">
                          updated <time dateTime={updated.toISOString()}>{isoDay(updated)}</time>
                        </span>
                      </p>
                    </div>
                    {store.mode === "firebase" && (
                      <DeleteControl
                        kind="article"
                        id={article.id}
                        title={article.title}
                        remove={(id) => store.deleteArticle(id)}
                        onDone={(result) => {
                          setOutcome(result);
                          if (result.ok) onDeleted();
                        }}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          ))}
      </div>
    </section>
  );
}
