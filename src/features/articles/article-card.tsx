import { Link } from "react-router";
import { paths } from "~/config/paths";
import type { ArticleSummary } from "~/lib/content-store/model";

interface ArticleCardProps {
  article: Pick<ArticleSummary, "id" | "title" | "excerpt" | "tags">;
  headingLevel?: 2 | 3;
  showTags?: boolean;
  className?: string;
}

/** Title, excerpt and tags; the whole card is one link target to the article. */
export function ArticleCard({
  article,
  headingLevel = 2,
  showTags = true,
  className = "",
}: ArticleCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={`group relative flex h-full flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-card transition-colors hover:border-brand-400 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-fuel-600 motion-reduce:transition-none ${className}`.trim()}
    >
      <Heading className="text-xl font-semibold">
        <Link
          to={paths.article(article.id)}
          className="group-hover:text-brand-800 after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
        >
          {article.title}
        </Link>
      </Heading>
      <p className="mt-3 line-clamp-3 text-ink-700">{article.excerpt}</p>
      {showTags && article.tags.length > 0 && (
        <ul className="mt-auto flex flex-wrap gap-2 pt-4" aria-label="Tags">
          {article.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
