import { Link } from "react-router";
import { paths } from "~/config/paths";
import type { ArticleSummary } from "~/lib/content-store/model";

/**
 * Readers without JavaScript and crawlers reach every article from the prerendered list, not only the
 * cards "Load More" has shown: so it lists all of them, whatever the tag and search.
 */
export function ArticleIndex({ articles }: { articles: readonly ArticleSummary[] }) {
  return (
    <nav aria-labelledby="vault-index" className="vault-index">
      <h2 id="vault-index">Every article in The Vault, newest first</h2>
      <ul>
        {articles.map((article) => (
          <li key={article.id}>
            <Link to={paths.article(article.id)}>{article.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
