import { evidenceLevels, type EvidenceLevel } from "~/lib/content-store/model";
import { authors } from "./authors";
import { evidenceLabels } from "./evidence-levels";
import { whoShouldNotFastLine } from "./health-note";

/** What each evidence level means: the legend beside the articles' key takeaways. */
const evidenceDefinitions: Record<EvidenceLevel, string> = {
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

/** A section of the Editorial standards page: a heading and plain paragraphs. */
export interface StandardsSection {
  id: string;
  title: string;
  paragraphs: string[];
}

/**
 * How The Vault is written, checked and paid for (the Editorial standards
 * page). Every statement here must stay true of the real process: what the
 * build checks is in src/lib/content-checks and src/lib/article-source.
 */
export const editorialStandards = {
  title: "Editorial standards",
  intro:
    "How we choose what to write about, where our facts come from, how articles are checked and corrected, and how we make money. If something here stops being true, this page changes first.",
  sections: [
    {
      id: "who-writes",
      title: "Who writes and checks our articles",
      paragraphs: [
        `Every article in The Vault is written by the ${authors["editorial-team"].name}. ${authors["editorial-team"].about}`,
        "No doctor, dietitian or outside expert reviews our articles before they are published, and we will not claim otherwise. That is why every factual claim points to a source you can read for yourself.",
      ],
    },
    {
      id: "topics-and-sources",
      title: "How we choose topics and sources",
      paragraphs: [
        "We write about the questions people ask when they start fasting or change how they eat: what the schedules are, what the research does and does not show, what to watch out for, and how to make a plan stick.",
        "We prefer systematic reviews, meta-analyses, randomized trials and guidelines from professional bodies over single small studies, and we say so when the evidence is small, short, early or from animals. Each article cites at least three sources, each with a DOI or a link to the publisher, and numbers in the text come from the paper's own abstract or the publisher's page, which we read before citing it.",
      ],
    },
    {
      id: "checks-and-updates",
      title: "How articles are checked and updated",
      paragraphs: [
        "Before an article goes live, its citations are checked against the papers they point to. Our build then refuses to publish an article that cites a source it does not list, lists a source it never cites, links to a page that does not exist, has a date in the future or is missing a required field.",
        "When we make a substantive change — new evidence, a corrected figure, a changed recommendation — the article shows the date it was updated next to the date it was first published, and says under “What changed” what we changed and why. Every such change, and every correction to a diet guide, a tool or the home page, is also listed on our corrections page, newest first. Typos and formatting fixes do not change the date and are not listed.",
      ],
    },
    {
      id: "evidence-levels",
      title: "How we grade the evidence",
      paragraphs: [
        "Each key takeaway at the top of an article carries an evidence level. The level follows from the kind of studies behind the line, not from how sure we feel about it:",
        ...evidenceLevels.map((level) => `${evidenceLabels[level]}: ${evidenceDefinitions[level]}`),
        "A line about people is never graded up because of animal studies, and a line that rests on studies of different kinds gets the level of the weakest one it needs.",
      ],
    },
    {
      id: "interests",
      title: "Who paid for the research",
      paragraphs: [
        "Under an article’s sources, a study shows its declared interests when they bear on the finding: who funded it, and authors who work for or are paid by a company or organization with a stake in the result. We take these from the paper’s funding and conflict-of-interest statements and the author affiliations on the publisher’s page, and we do not guess. A declared interest does not make a result wrong, but it is something a careful reader weighs.",
      ],
    },
    {
      id: "health-information",
      title: "Health information, not medical advice",
      paragraphs: [
        "Our articles, guides and tools are general education. They are not a diagnosis or treatment plan and cannot take your health history into account.",
        `Fasting is not for everyone. Talk to your doctor first, and do not fast without medical supervision, if you ${whoShouldNotFastLine}. Pages that promote fasting carry this note.`,
      ],
    },
    {
      id: "affiliate-links",
      title: "How affiliate links work",
      paragraphs: [
        "Some pages link to products on a retail marketplace. If you buy through one of those links, we may earn a small commission at no extra cost to you. Those links are labeled, marked as sponsored, and always sit next to a disclosure.",
        "Commissions never decide what we write or recommend. Products are placed under an article only when they fit what the article says; if an article explains that the evidence is against a supplement, that supplement is not shown under it. Product descriptions claim no more than the evidence supports, and most links go to a marketplace search so you can compare options yourself.",
        "The reader quotes on our home page are illustrative examples, not endorsements from named customers, and are labeled as such.",
      ],
    },
  ] satisfies StandardsSection[],
  correctionsLink: "Every correction and update, newest first",
  reportTitle: "Report an error",
  report:
    "Found a mistake, a broken link or a source that does not say what we say it does? E-mail us with the page’s address and what is wrong. We read every report, correct errors that we confirm, and show the update date on the article.",
} as const;
