import { articleDocuments } from "~/content/articles";
import { builtInProducts } from "~/content/products";
import { paths } from "~/config/paths";

// `/articles.json` and `/products.json`, prerendered at build time: the site's content in the shape
// the developer page's uploads write to Firestore.

export function loader({ request }: { request: Request }) {
  const { pathname } = new URL(request.url);
  const body = pathname === paths.productsJson ? builtInProducts : articleDocuments;
  return new Response(`${JSON.stringify(body, null, 2)}\n`, {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
