import type { AnswerLink, AnswerSource } from "~/content/quick-answers/model";
import type { EvidenceLevel } from "~/lib/content-store/model";

/**
 * What a drink, food, supplement or medicine does to a fast, by the site's
 * working rule that meaningful calories (or a real insulin response) end one:
 * - `breaks`: meaningful calories (food, sugar, fat, protein, alcohol), or protein's clear insulin response.
 * - `unlikely`: no meaningful calories and no good evidence of an effect that matters for a fast.
 * - `depends`: on the amount, the product's label, or how it is taken (every prescription medicine
 *   is here or `unknown`: the medicine's own instructions come first).
 * - `unknown`: the evidence is missing or too unsettled to say.
 */
export type FastingVerdict = "breaks" | "unlikely" | "depends" | "unknown";

/** The shelves of the lookup, in the order the page shows them. */
export type WhileFastingGroup =
  "drinks" | "sweeteners" | "gum-and-mints" | "supplements" | "foods-and-broths" | "medicines-and-care";

/** One thing readers ask about: "Can I have this while fasting?" */
export interface WhileFastingItem {
  /** URL fragment on /while-fasting, kebab-case, unique, e.g. "black-coffee". */
  id: string;
  /** As a reader names it, e.g. "Black coffee". */
  name: string;
  /** Other names a reader may type to find it (brands excluded), e.g. ["espresso", "americano"]. */
  also?: string[];
  group: WhileFastingGroup;
  verdict: FastingVerdict;
  /** One plain sentence: why, with the amount where it matters; numbers only from `sources` (or `sourcedAt`). No markdown. */
  why: string;
  /** How strong the evidence behind the verdict is (legend: /editorial-standards#evidence-levels). */
  evidence: EvidenceLevel;
  /** Verified sources for the verdict; may be empty only when `sourcedAt` names the section that carries them. */
  sources: AnswerSource[];
  /** A section of this site whose sources carry the verdict (site path with #fragment). */
  sourcedAt?: AnswerLink;
  /** The page (or section) that tells the fuller story. */
  more: AnswerLink;
}
