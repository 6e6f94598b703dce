import { PageHeader } from "./page-header";

/**
 * The top of a tool page: "Free tool", the tool's h1 and intro, and, for
 * visitors without JavaScript, a plain word that the tool needs it (its
 * explanations still read fine without).
 */
export function ToolHeader({
  title,
  intro,
  className,
}: {
  title: string;
  intro: string;
  className?: string;
}) {
  return (
    <PageHeader eyebrow="Free tool" title={title} intro={intro} className={className}>
      {/* Only the prerendered HTML needs the note's text: with JavaScript on, the browser never shows
          a <noscript>, and React leaves its content as it is while hydrating. */}
      {import.meta.env.SSR ? (
        <noscript>
          <p className="mt-6 rounded-2xl border border-fuel-300 bg-fuel-50 p-4 text-ink-900">
            This tool needs JavaScript to work. Turn it on in your browser’s settings to use it; the rest of
            this page reads fine without it.
          </p>
        </noscript>
      ) : (
        <noscript />
      )}
    </PageHeader>
  );
}
