import { whoShouldNotFastLine } from "./health-note";

/** Text of the About page. */
export interface AboutContent {
  brandMessage: { eyebrow: string; title: string; lead: string };
  mission: { title: string; body: string[]; pillars: { title: string; text: string }[] };
  aboutMe: { title: string; paragraphs: string[]; signature: string };
  callToAction: { title: string; text: string };
  disclaimer: string;
}

export const about = {
  brandMessage: {
    eyebrow: "About Fast & Fuel",
    title: "Eat with a plan, not with guilt",
    lead: "Fast & Fuel is a small, independent guide to intermittent fasting and everyday nutrition. We turn the research into plain language, give you free tools to try it, and list a few product types with an honest note on what the evidence does and doesn't show.",
  },
  mission: {
    title: "Our mission",
    body: [
      "Most diet advice is either a sales pitch or a rulebook. We think people deserve something better: clear explanations of what fasting and the popular diets actually do, where the evidence is strong, where it is thin, and who should sit a strategy out.",
      "Our aim is simple: help you build an eating rhythm you can keep for years — one that leaves you with steady energy, a clearer head and a body composition you are happy with.",
    ],
    pillars: [
      {
        title: "Sourced, not hyped",
        text: "Every article links the studies and guidelines behind its claims, and says so when the science is still early.",
      },
      {
        title: "Tools you can use today",
        text: "Schedule builders, macro math and shopping lists that run in your browser, free and without an account.",
      },
      {
        title: "Honest product picks",
        text: "Product links are marked as affiliate links and open a marketplace search, not a single brand. A commission never decides what we list or what we say about it.",
      },
    ],
  },
  aboutMe: {
    title: "About Me",
    paragraphs: [
      "I started Fast & Fuel after years of bouncing between diets that each promised everything. What finally worked for me was not a stricter plan but a simpler one: a consistent eating window, meals built around protein and vegetables, and enough sleep to make the rest possible.",
      'Along the way I noticed how hard it was to find straight answers. Headlines contradicted each other, and many "guides" were written to sell something. So I started collecting the research, reading the original papers and writing down what held up — first for myself, then for friends who kept asking.',
      "This site is the result. I am not a doctor, and nothing here replaces advice from one who knows your history. What I can promise is that every page is written carefully, corrected when new evidence arrives, and meant to make your next step a little easier.",
    ],
    signature: "— The founder of Fast & Fuel",
  },
  callToAction: {
    title: "Ready to start?",
    text: "Learn how intermittent fasting works and whether it suits you, or browse the product types we've looked into.",
  },
  disclaimer: `Fast & Fuel shares general education, not medical advice. Talk to your doctor before changing how you eat, and do not fast without medical supervision if you ${whoShouldNotFastLine}.`,
} satisfies AboutContent;
