import type { Product } from "~/lib/content-store/model";

export function AffiliateDisclosure() {
  return (
    <p className="text-sm text-ink-700">
      <strong className="font-semibold text-ink-900">Affiliate disclosure:</strong> as an Amazon Associate we
      earn from qualifying purchases. If you buy through these links we may earn a small commission, at no
      extra cost to you. It never decides what we recommend.
    </p>
  );
}

export function ProductCard({
  product,
  headingLevel = 3,
  showTags = false,
}: {
  product: Product;
  headingLevel?: 2 | 3;
  showTags?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    // On a phone the picture sits beside the text, so a screen shows more than one pick.
    <article className="flex h-full gap-4 rounded-2xl border border-ink-100 bg-white p-5 shadow-card sm:flex-col sm:gap-0">
      {product.image && (
        <img
          src={product.image}
          alt=""
          width={400}
          height={400}
          loading="lazy"
          className="size-16 shrink-0 rounded-xl object-contain sm:mx-auto sm:size-32"
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <Heading className="text-lg font-semibold sm:mt-4">{product.name}</Heading>
        <p className="mt-2 flex-1 text-ink-700">{product.description}</p>
        {showTags && (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
            {product.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                {tag}
              </li>
            ))}
          </ul>
        )}
        {product.isAdvisedAgainst ? (
          // The description says why it is advised against; a buy link would contradict it.
          <p className="mt-4 flex min-h-11 items-center text-sm font-medium text-ink-700">
            No buy link: we don’t recommend buying this.
          </p>
        ) : (
          <a
            href={product.link}
            target="_blank"
            rel="sponsored noopener noreferrer"
            className="mt-4 inline-flex min-h-11 items-center gap-1 self-start rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
          >
            View on Amazon
            <span className="sr-only">: {product.name} (opens in a new tab)</span>
            <span aria-hidden="true">↗</span>
          </a>
        )}
      </div>
    </article>
  );
}
