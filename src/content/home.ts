/** Landing page text (spec "Landing page content"). */
export const home = {
  hero: {
    text: "Explore tools, products, and bite-sized guidance to help you fast with purpose — and fuel your day the right way.",
    cta: "Start Learning",
  },
  banner: {
    title: "Feel better. Think clearer. Move stronger.",
    text: "Changing when you eat — not just what you eat — could be the simplest step toward feeling better every day.",
  },
  explainer: {
    eyebrow: "Intermittent fasting, explained",
    title: "It’s about when you eat, not what you eat",
    paragraphs: [
      "Intermittent fasting is a rhythm, not a menu. You keep eating the foods you enjoy, but you eat them inside a set window and give your body a real break in between.",
      "A popular way to start: eat within an 8-hour window — say noon to 8 pm — and stay off food for the other 16 hours, most of which you spend asleep. There is no need to eat less on purpose; many people simply find they do once snacking has a start and an end.",
    ],
    highlight: "Structure, not restriction.",
    cta: "Learn 10 benefits of Intermittent Fasting",
    /** Example day for the 16:8 split shown beside the text. */
    window: { startHour: 12, eatingHours: 8, fastingHours: 16, from: "12:00", to: "20:00" },
  },
} as const;
