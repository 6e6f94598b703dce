import type { EvidenceLevel } from "~/lib/content-store/model";

/**
 * The evidence levels of the articles' key takeaways. A level follows from
 * the kind of study behind a line, never from how sure the writer feels; the
 * Editorial standards page defines each one (its legend). An article page
 * needs only these labels, so the definitions live with that page's text.
 */
export const evidenceLabels: Record<EvidenceLevel, string> = {
  strong: "Strong evidence",
  moderate: "Moderate evidence",
  limited: "Limited evidence",
  lab: "Animal or lab studies only",
  guidance: "Advice, not a finding",
};
