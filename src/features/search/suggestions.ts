// Questions the site answers well, offered before the first key and when nothing matched.

const FIRST = ["Does coffee break a fast?", "How do I start 16:8?", "Keto flu", "Protein on a vegan diet"];

/** By the topic they share with a search that found nothing. */
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

const SHOWN = 4;

/** First five letters, so "fasting" and "fasted" meet: the page has no stemmer (that is in the worker). */
const topicsOf = (text: string) =>
  new Set((text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((word) => word.slice(0, 5)));

export function suggestionsFor(query: string): string[] {
  const asked = topicsOf(query);
  if (asked.size === 0) return FIRST;
  const shared = (question: string) => [...topicsOf(question)].filter((topic) => asked.has(topic)).length;
  const onTopic = ON_TOPIC.filter((question) => shared(question) > 0).sort((a, b) => shared(b) - shared(a));
  return [...new Set([...onTopic, ...FIRST])].slice(0, SHOWN);
}
