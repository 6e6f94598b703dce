/**
 * A page's table of contents: a small heading and the in-page links to its
 * sections (diet guides, long articles). `id` names the nav by its heading.
 */
export function PageContents({
  id,
  title,
  entries,
  className = "",
}: {
  id: string;
  title: string;
  entries: readonly { id: string; title: string }[];
  className?: string;
}) {
  return (
    <nav aria-labelledby={id} className={className}>
      <h2 id={id} className="font-display text-sm font-semibold tracking-widest text-fuel-700 uppercase">
        {title}
      </h2>
      <ol className="mt-3 space-y-1 border-l-2 border-brand-100">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="-ml-0.5 block border-l-2 border-transparent py-2.5 pl-4 font-medium text-brand-800 underline decoration-brand-200 underline-offset-4 hover:border-brand-600 hover:decoration-brand-600"
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
