// The same articles on every call, bodies as long as a real article's (about 8 KB): the list's search reads them.

// A subject, then its tags; the first tag is also the product tag.
const TOPICS = [
  ["Intermittent Fasting", "fasting", "weight loss"],
  ["the 16:8 Schedule", "fasting", "productivity"],
  ["Keto Electrolytes", "keto", "energy", "electrolytes"],
  ["Net Carbs", "keto", "weight loss"],
  ["Gut Bacteria", "gut health", "fiber"],
  ["Sleep Debt", "sleep", "energy", "mental health"],
  ["Protein at Breakfast", "protein", "weight loss", "energy"],
  ["Mediterranean Meals", "gut health", "heart health"],
];
const TITLES = ["{}: What the Research Says", "A Beginner's Guide to {}", "{} Without the Hype"];
const SENTENCES = [
  "Several small randomized trials suggest a modest benefit, but most lasted only a few weeks.",
  "When researchers matched calories between groups, the differences usually became much smaller.",
  "People who found the routine easy to follow stayed with it longer, which may matter more than the method.",
  "If you take medication for blood sugar or blood pressure, talk to your doctor before changing how you eat.",
  "Sleep, stress and activity all shape appetite, so a change in one often shows up in the others.",
  "Drinking enough water and getting some salt helps with the headaches people sometimes report at first.",
];
const SECTIONS = ["What the studies found", "How to start", "Who should be careful", "The bottom line"];

export function generateArticles(/** @type {number} */ count) {
  let state = 8; // A linear congruential generator's.
  const random = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  /** @type {<T>(items: readonly T[]) => T} */
  const pick = (items) => /** @type {any} */ (items[Math.floor(random() * items.length)]);
  const paragraph = (length = 5) => `<p>${Array.from({ length }, () => pick(SENTENCES)).join(" ")}</p>`;
  const section = (/** @type {string} */ heading) =>
    `<h2>${heading}</h2>${[1, 2, 3, 4].map(() => paragraph()).join("")}`;
  return Array.from({ length: count }, (_, index) => {
    const [subject = "", ...tags] = pick(TOPICS);
    const source = `<ol><li>A randomized trial of ${subject.toLowerCase()}. <cite>J Nutr</cite>. 2021.</li></ol>`;
    return {
      id: `generated-article-${index + 1}`,
      title: `${pick(TITLES).replace("{}", subject)} (Part ${index + 1})`,
      excerpt: `A plain-language look at ${subject.toLowerCase()}: what trials found, where the evidence is thin, and how to try it safely.`,
      content: [paragraph(2), ...SECTIONS.map(section), "<h2>Sources</h2>", source].join("\n"),
      author: "Fast & Fuel Editorial Team",
      createdAt: new Date(Date.UTC(2025, 11, 31) - Math.floor(random() * 3 * 365 * 86_400_000)).toISOString(),
      tags,
      productTags: tags.slice(0, 1),
    };
  });
}

/** @type {(articles: ReturnType<typeof generateArticles>, exportName: string) => string} */
export function articlesModuleSource(articles, exportName) {
  const entries = articles.map(
    ({ createdAt, ...rest }) => `{...${JSON.stringify(rest)},createdAt:new Date("${createdAt}")}`,
  );
  return `const articles=[\n${entries.join(",\n")}\n];\nexport { articles as ${exportName} };\n`;
}
