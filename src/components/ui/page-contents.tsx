import { FoldOnPhone } from "./fold-on-phone";

/**
 * A page's table of contents: a small heading and the in-page links to its
 * sections (diet guides, long articles). `id` names the nav by its heading.
 * With `foldOnPhone`, a phone shows one line that opens it, so the text it
 * lists starts on the first screen. `currentId` marks the link of the section
 * being read (useCurrentSection); only colours change, so nothing moves.
 */
export function PageContents({
  id,
  title,
  entries,
  foldOnPhone = false,
  currentId,
  className = "",
}: {
  id: string;
  title: string;
  entries: readonly { id: string; title: string }[];
  foldOnPhone?: boolean;
  currentId?: string;
  className?: string;
}) {
  const contents = (
    <>
      <h2 id={id} className="toc-title">
        {title}
      </h2>
      <ol className="toc-list">
        {entries.map((entry) => {
          // Styled by app.css (`.toc-link`), as is the current one.
          const isCurrent = entry.id === currentId;
          return (
            <li key={entry.id}>
              <a href={`#${entry.id}`} aria-current={isCurrent ? "true" : undefined} className="toc-link">
                {entry.title}
              </a>
            </li>
          );
        })}
      </ol>
    </>
  );
  return (
    <nav aria-labelledby={id} className={className}>
      {foldOnPhone ? (
        <FoldOnPhone summary={`${title} (${entries.length} sections)`}>{contents}</FoldOnPhone>
      ) : (
        contents
      )}
    </nav>
  );
}
