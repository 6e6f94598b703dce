/** A titled section of plain paragraphs (diet guides, Editorial standards). */
export interface ProseSectionContent {
  /** Anchor id, kebab-case: the heading's id, for tables of contents. */
  id: string;
  title: string;
  paragraphs: readonly string[];
}

/** A section whose h2 names it (`aria-labelledby`), clear of the sticky header when jumped to.
 * Children follow the paragraphs (a link onward). */
export function ProseSection({
  section,
  children,
}: {
  section: ProseSectionContent;
  children?: React.ReactNode;
}) {
  return (
    <section aria-labelledby={section.id} className="scroll-mt-24">
      <h2 id={section.id} className="text-2xl font-semibold sm:text-3xl">
        {section.title}
      </h2>
      <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink-800">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {children}
      </div>
    </section>
  );
}
