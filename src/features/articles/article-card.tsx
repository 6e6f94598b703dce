import { Link } from "react-router";
import { paths } from "~/config/paths";
import type { ArticleSummary } from "~/lib/content-store/model";
import { formatArticleDate } from "./format";

interface ArticleCardProps {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
  /** The whole tag list; without it the card names its first tag above the title. */
  showTags?: boolean;
  className?: string;
}

/**
 * What a reader gets before opening an article: its picture, topic, date,
 * reading time, title and excerpt. The whole card is one link target.
 * The picture frame is a fixed 2:1, so a picture arriving late moves nothing;
 * articles without a banner show the banners' soft background instead.
 */
export function ArticleCard({
  article,
  headingLevel = 2,
  showTags = true,
  className = "",
}: ArticleCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const [firstTag] = article.tags;
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl border border-ink-100 bg-white pb-6 shadow-card transition-colors hover:border-brand-400 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-fuel-600 motion-reduce:transition-none ${className}`.trim()}
    >
      {/* Decorative: the title beside it says what the article is. The frame
          sets the picture's size, so one arriving late moves nothing. */}
      <div className="mb-6 aspect-[2/1] card-art">
        {article.bannerImageUrl && (
          <img src={article.bannerImageUrl} alt="" loading="lazy" className="size-full object-cover" />
        )}
      </div>
      {!showTags && firstTag && (
        <p className="mb-1 px-6 text-sm font-semibold text-brand-800 capitalize">{firstTag}</p>
      )}
      <p className="px-6 text-sm text-ink-700">
        <time dateTime={article.createdAt.toISOString()}>{formatArticleDate(article.createdAt)}</time>
        {article.readingMinutes !== undefined && (
          <>
            <span aria-hidden="true"> · </span>
            {article.readingMinutes} min read
          </>
        )}
      </p>
      <Heading className="mt-2 px-6 text-xl font-semibold">
        <Link
          to={paths.article(article.id)}
          className="group-hover:text-brand-800 after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
        >
          {article.title}
        </Link>
      </Heading>
      <p className="mt-3 line-clamp-3 px-6 text-ink-700">{article.excerpt}</p>
      {showTags && article.tags.length > 0 && (
        <ul className="mt-auto flex flex-wrap gap-2 px-6 pt-4" aria-label="Tags">
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
