import { Link } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { ProseSection } from "~/components/ui/prose-section";
import { paths } from "~/config/paths";
import { site } from "~/config/site";
import { editorialStandards } from "~/content/editorial-standards";

/** The Editorial standards page: how The Vault is written, checked and funded. */
export function EditorialStandardsPage() {
  const { title, intro, sections, reportTitle, report } = editorialStandards;
  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader eyebrow="The Vault" title={title} intro={intro} />
      <div className="mt-12 max-w-prose space-y-12">
        {sections.map((section) => (
          <ProseSection key={section.id} section={section}>
            {section.id === "checks-and-updates" && (
              <p>
                <Link
                  to={paths.corrections}
                  className="font-semibold text-brand-800 underline underline-offset-4"
                >
                  {editorialStandards.correctionsLink}
                </Link>
              </p>
            )}
          </ProseSection>
        ))}
        <section
          aria-labelledby="report-an-error"
          className="rounded-3xl border-2 border-fuel-300 bg-fuel-50 p-6 sm:p-8"
        >
          <h2 id="report-an-error" className="text-2xl font-semibold text-ink-950">
            {reportTitle}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-ink-800">{report}</p>
          <p className="mt-2 text-lg">
            <a
              href={`mailto:${site.correctionsEmail}?subject=${encodeURIComponent("Correction")}`}
              className="inline-block py-2.5 font-semibold wrap-anywhere text-brand-800 underline underline-offset-4"
            >
              {site.correctionsEmail}
            </a>
          </p>
        </section>
      </div>
    </div>
  );
}
