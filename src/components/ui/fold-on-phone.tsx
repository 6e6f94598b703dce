/**
 * A block folded behind a one-line summary on a phone and simply shown from
 * `sm` up, so a phone's first screen reaches the text it came for. CSS does
 * it (`.fold-on-phone` in app.css): the prerendered HTML is final, nothing
 * waits for a script and nothing moves after load. Browsers without
 * `::details-content` keep the summary at every width, still one tap away.
 */
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
