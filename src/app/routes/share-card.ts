import { data } from "react-router";
import { dietGuideLoaders, isDietSlug } from "~/content/diets";
import { articlesForBuild } from "~/features/articles/prerender.server";
import { type ShareCardInput, renderShareCard } from "~/lib/share-card/share-card.server";
import type { Route } from "./+types/share-card";

// `/share/<page path>.png`: each article's and guide's link-preview card, prerendered to a PNG file
// at build time.

const publicDir = new URL("public/", `file://${process.cwd()}/`);

/** An illustration the card can draw: an SVG among the site's own files. */
function drawable(path: string | undefined): string | undefined {
  return path?.startsWith("/images/") && path.endsWith(".svg") ? path : undefined;
}

async function cardFor(pagePath: string): Promise<ShareCardInput | null> {
  const [, section, slug = ""] = pagePath.split("/");
  if (section === "articles") {
    const article = (await articlesForBuild()).find((candidate) => candidate.id === slug);
    if (!article) return null;
    return { title: article.title, label: "The Vault", illustrationPath: drawable(article.bannerImageUrl) };
  }
  if (section === "diets" && isDietSlug(slug)) {
    const guide = await dietGuideLoaders[slug]();
    return { title: guide.title, label: "Diet guide", illustrationPath: guide.illustration.src };
  }
  return null;
}

export async function loader({ params }: Route.LoaderArgs) {
  const pagePath = `/${params["*"].replace(/\.png$/, "")}`;
  const card = await cardFor(pagePath);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to answer 404
  if (!card) throw data(null, { status: 404 });
  const png = await renderShareCard(card, publicDir);
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
