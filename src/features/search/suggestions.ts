// What the search page offers before the first key and when nothing matched:
// questions the site answers well, those on the reader's topic first.

/** Offered before the reader types. */
const FIRST = ["Does coffee break a fast?", "How do I start 16:8?", "Keto flu", "Protein on a vegan diet"];

/** Offered after a search that found nothing, by the topic they share with it. */
const ON_TOPIC = [
  ...FIRST,
  "Can I exercise while fasting?",
  "Does alcohol break a fast?",
  "What are net carbs?",
  "Is intermittent fasting safe for women?",
  "How much weight can I lose in a month?",
  "Does fasting affect sleep?",
  "Constipation on keto",
  "Supplements while fasting",
  "Sweeteners and fasting",
  "Calorie deficit",
  "Ketone testing",
  "Mediterranean diet",
];

/** How many questions are offered. */
const SHOWN = 4;

/**
 * A word's stand-in for its topic: its first five letters, so "fasting" and
 * "fasted", "ketones" and "ketosis" meet. The page has no stemmer of its own
 * (that lives with the search, in its worker); a topic needs no more.
 */
const topicsOf = (text: string) =>
  new Set((text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((word) => word.slice(0, 5)));

/** Questions to try: after a search that found nothing, those sharing a topic with it first. */
export function suggestionsFor(query: string): string[] {
  const asked = topicsOf(query);
  if (asked.size === 0) return FIRST;
  const shared = (question: string) => [...topicsOf(question)].filter((topic) => asked.has(topic)).length;
  const onTopic = ON_TOPIC.filter((question) => shared(question) > 0).sort((a, b) => shared(b) - shared(a));
  return [...new Set([...onTopic, ...FIRST])].slice(0, SHOWN);
}
