import { Link } from "react-router";
import { paths } from "~/config/paths";
import type { ArticleSummary } from "~/lib/content-store/model";
import { formatArticleDate } from "./format";

interface ArticleCardProps {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
  /** The whole tag list; without it the card names its first tag above the title. */
  showTags?: boolean;
  /** Picture on top at every width (the home rail's cards). */
  stacked?: boolean;
  className?: string;
}

/**
 * On a phone a card is a row, a square crop beside the text, so two or more fit a screen; from `sm` up,
 * and when `stacked`, the picture sits on top. The frame's size is fixed, so a late picture moves nothing.
 */
export function ArticleCard({
  article,
  headingLevel = 2,
  showTags = true,
  stacked = false,
  className = "",
}: ArticleCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const [firstTag] = article.tags;
  return (
    <article className={`article-card group ${stacked ? "article-card-stacked" : ""} ${className}`.trim()}>
      {/* Decorative: the title beside it says what the article is. */}
      <div className="article-card-art card-art">
        {article.bannerImageUrl && <img src={article.bannerImageUrl} alt="" loading="lazy" />}
      </div>
      <div className="article-card-text">
        {!showTags && firstTag && <p className="article-card-topic">{firstTag}</p>}
        <p className="text-sm text-ink-700">
          <time dateTime={article.createdAt.toISOString()}>{formatArticleDate(article.createdAt)}</time>
          {article.readingMinutes !== undefined && (
            <>
              <span aria-hidden="true"> · </span>
              {article.readingMinutes} min read
            </>
          )}
        </p>
        <Heading className="article-card-title">
          <Link to={paths.article(article.id)}>{article.title}</Link>
        </Heading>
        <p className="article-card-excerpt">{article.excerpt}</p>
        {showTags && article.tags.length > 0 && (
          <ul className="article-card-tags" aria-label="Tags">
            {article.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
