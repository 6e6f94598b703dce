export interface ProseSectionContent {
  /** The heading's id, for tables of contents. */
  id: string;
  title: string;
  paragraphs: readonly string[];
}

/** Clear of the sticky header when jumped to. */
export function TitledSection({
  id,
  title,
  className = "",
  headingClassName = "text-2xl font-semibold sm:text-3xl",
  children,
}: {
  id: string;
  title: React.ReactNode;
  className?: string;
  headingClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className ? `scroll-mt-24 ${className}` : "scroll-mt-24"}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Children follow the paragraphs (a link onward). */
export function ProseSection({
  section,
  children,
}: {
  section: ProseSectionContent;
  children?: React.ReactNode;
}) {
  return (
    <TitledSection id={section.id} title={section.title}>
      <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink-800">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {children}
      </div>
    </TitledSection>
  );
}
