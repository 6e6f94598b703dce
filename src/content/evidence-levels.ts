import type { EvidenceLevel } from "~/lib/content-store/model";

/**
 * The evidence levels of the articles' key takeaways. A level follows from
 * the kind of study behind a line, never from how sure the writer feels; the
 * Editorial standards page shows these definitions as its legend. Labels and
 * definitions are separate exports: an article page needs only the labels.
 */
export const evidenceLabels: Record<EvidenceLevel, string> = {
  strong: "Strong evidence",
  moderate: "Moderate evidence",
  limited: "Limited evidence",
  lab: "Animal or lab studies only",
  guidance: "Advice, not a finding",
};

export const evidenceDefinitions: Record<EvidenceLevel, string> = {
  strong:
    "several randomized controlled trials in people, or a systematic review or meta-analysis of them, that agree.",
  moderate:
    "at least one well-run randomized trial in people, or large observational studies that agree with each other.",
  limited:
    "small, short or uncontrolled studies in people, studies whose results conflict, or self-reports such as surveys and forum posts.",
  lab: "studies in animals or cells only. They are a reason to study something in people, not a result for people.",
  guidance:
    "practical or safety advice (how to start, who should ask a doctor first), following clinical guidelines and professional bodies where the article cites them. It is not a study result.",
};
