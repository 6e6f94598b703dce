/** A reader's words on the landing page: the quote, and a first name with an age. */
export interface Testimonial {
  quote: string;
  name: string;
  age: number;
}

/**
 * PRE-LAUNCH: these are sample quotes written to show the layout. Replace them
 * with real reader quotes, used with the reader's written consent, before the
 * site goes live.
 */
/**
 * Said plainly, in body-size text above the quotes (not as fine print),
 * for as long as the quotes are samples.
 */
export const testimonialsNote =
  "These are illustrative quotes, written to show how reader stories will appear — not reviews from real readers. We’ll replace them with real stories, shared with permission.";

export const testimonials = [
  {
    quote:
      "I always thought I needed to eat every three hours. A 16:8 window turned out to be easier than any diet I've tried — no counting, just a clear start and stop.",
    name: "Maya",
    age: 34,
  },
  {
    quote:
      "The fasting schedule tool fit my shift work in two minutes. Three months in, my afternoons are steadier and I've stopped the late-night fridge visits.",
    name: "Daniel",
    age: 41,
  },
  {
    quote:
      "What I like is that every article tells you how strong the evidence is. It made me trust the advice — and talk to my doctor before changing anything.",
    name: "Priya",
    age: 29,
  },
  {
    quote:
      "Keto plus an eating window finally clicked for me once I understood electrolytes. The keto-flu article saved my first week.",
    name: "Tom",
    age: 52,
  },
] as const satisfies readonly Testimonial[];
