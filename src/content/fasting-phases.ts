import { paths } from "~/config/paths";

/**
 * What the fasting timer says about the hours of a fast: only what the site's
 * own articles and guides support, each linked to where it is explained and
 * sourced. Deliberately no hour marks for autophagy, "fat-burning zones" or
 * growth hormone in a daily fast: none is established in people.
 */
export interface FastingPhase {
  id: string;
  /** Hours into the fast where the phase is marked on the ring; null for notes without a mark. */
  fromHours: number | null;
  /** The mark's name in the list beside the ring (phases with a mark after hour 0). */
  markLabel?: string;
  title: string;
  text: string;
  link: { to: string; label: string };
}

const fastingGuideHowItWorks = `${paths.diets.intermittentFasting}#how-it-works`;

export const fastingPhases = [
  {
    id: "last-meal",
    fromHours: 0,
    title: "0–12 h: running on your last meal",
    text: "After eating, your body runs mainly on glucose from food and stores some as glycogen in the liver. Between meals, that glycogen keeps your blood sugar steady.",
    link: { to: fastingGuideHowItWorks, label: "How fasting works" },
  },
  {
    id: "metabolic-switch",
    fromHours: 12,
    markLabel: "the metabolic switch",
    title: "From about 12 h: the metabolic switch",
    text: "As liver glycogen runs low, the body releases more stored fat and the liver turns some of it into ketones. A major review places this typically beyond 12 hours after the last meal: a typical point, not a fixed hour.",
    link: {
      to: paths.article("10-benefits-of-fasting"),
      label: "Metabolic switching, and what it does and doesn’t prove",
    },
  },
  {
    id: "target",
    fromHours: null,
    title: "Your target",
    text: "The ring fills at the length you planned. In trials, much of the benefit of fasting schedules seems to come from simply eating less overall, so a fast you end early still counts: it is kept in your history as what it was.",
    link: { to: paths.diets.intermittentFasting, label: "The intermittent fasting guide" },
  },
  {
    id: "autophagy",
    fromHours: null,
    title: "Not marked: autophagy",
    text: "Fasting switches on autophagy, the recycling of worn-out cell parts, in cells and animals. No study has established an hour at which it starts in people, so the ring doesn’t mark one.",
    link: {
      to: paths.article("10-benefits-of-fasting"),
      label: "What the evidence says about cellular “housekeeping”",
    },
  },
] as const satisfies readonly FastingPhase[];

/** Shown once a plan runs past a day. */
export const longFastCaution =
  "Fasts longer than 24 hours are more demanding and aren’t needed for a daily schedule. Talk to your doctor before trying one, and stop if you feel faint, dizzy or unwell.";
