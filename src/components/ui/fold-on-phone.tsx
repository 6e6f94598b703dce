/** Folded on a phone so its first screen reaches the text it came for. CSS does it, so nothing waits for a
 * script or moves after load; without `::details-content` the summary shows at every width. */
export function FoldOnPhone({
  summary,
  className = "",
  children,
}: {
  summary: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <details className={`fold-on-phone ${className}`.trim()}>
      <summary className="fold-summary">{summary}</summary>
      {children}
    </details>
  );
}
