import { PageHeader } from "./page-header";

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
      {/* Only the prerendered HTML needs it: with JavaScript on, a <noscript> never shows. */}
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
