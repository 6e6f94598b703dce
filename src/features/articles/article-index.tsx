import { Link } from "react-router";
import { paths } from "~/config/paths";
import type { ArticleSummary } from "~/lib/content-store/model";

/**
 * The Vault's plain index: every article's title as a link, newest first like
 * the cards. It is in the prerendered HTML, so readers without JavaScript and
 * crawlers reach every article from the list page, not only the cards "Load
 * More" has shown. It lists all of them, whatever the tags and search above
 * show: it is the site's index, not a second view of the results. Its look is
 * the `vault-index` rules of the style sheet, which keeps it out of the
 * page's first-load JavaScript.
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
