import { FoldOnPhone } from "./fold-on-phone";

/** `foldOnPhone`: one line on a phone, so the text starts on the first screen. Only colours mark
 * `currentId`, so nothing moves as the reader scrolls. */
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
