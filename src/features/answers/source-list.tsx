import type { AnswerSource } from "~/content/quick-answers";

/** A citation's `*Journal*` in italics, the rest as written. */
function Citation({ text }: { text: string }) {
  return text.split(/\*([^*]+)\*/).map((part, index) => (index % 2 === 1 ? <i key={part}>{part}</i> : part));
}

function SourceLink({ source }: { source: AnswerSource }) {
  const href = source.doi ? `https://doi.org/${source.doi}` : source.url;
  if (!href) return null;
  const label = source.doi ? `doi:${source.doi}` : new URL(href).hostname.replace(/^www\./, "");
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="wrap-anywhere text-brand-800 underline underline-offset-4"
    >
      {label}
    </a>
  );
}

/** The sources an answer rests on: each citation with its link and, where declared, who paid or employs its authors. */
export function SourceList({
  sources,
  className = "",
}: {
  sources: readonly AnswerSource[];
  className?: string;
}) {
  return (
    <ul className={`space-y-1 ${className}`.trim()}>
      {sources.map((source) => (
        <li key={source.citation}>
          <Citation text={source.citation} /> <SourceLink source={source} />
          {/* Who paid for a study or employs its authors, in the articles' words. */}
          {source.interests && (
            <span className="mt-0.5 block text-xs">
              <em>Interests:</em> {source.interests}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
