// Synthetic but realistic articles for the article list benchmark: titles,
// excerpts, tags and a short HTML body with sources, like the built-in ones
// (src/content/articles), deterministic for a given seed. Pure, no I/O.

const TOPICS = [
  { subject: "Intermittent Fasting", tags: ["fasting", "weight loss"] },
  { subject: "the 16:8 Schedule", tags: ["fasting", "productivity"] },
  { subject: "Alternate-Day Fasting", tags: ["fasting", "weight loss"] },
  { subject: "Keto Electrolytes", tags: ["keto", "energy", "electrolytes"] },
  { subject: "Net Carbs", tags: ["keto", "weight loss"] },
  { subject: "Ketone Testing", tags: ["keto", "energy"] },
  { subject: "Gut Bacteria", tags: ["gut health", "fiber"] },
  { subject: "Fermented Foods", tags: ["gut health"] },
  { subject: "Dietary Fiber", tags: ["gut health", "fiber", "weight loss"] },
  { subject: "Sleep Debt", tags: ["sleep", "energy", "mental health"] },
  { subject: "Cortisol and Cravings", tags: ["mental health", "stress", "weight loss"] },
  { subject: "Deep Work and Meal Timing", tags: ["productivity", "energy"] },
  { subject: "Protein at Breakfast", tags: ["protein", "weight loss", "energy"] },
  { subject: "Strength Training While Dieting", tags: ["exercise", "weight loss"] },
  { subject: "Hydration", tags: ["electrolytes", "energy"] },
  { subject: "Caffeine on an Empty Stomach", tags: ["fasting", "productivity", "energy"] },
  { subject: "Mindful Eating", tags: ["mental health", "weight loss"] },
  { subject: "Calorie Deficits", tags: ["weight loss"] },
  { subject: "Mediterranean Meals", tags: ["gut health", "heart health"] },
  { subject: "Joint Pain and Weight Loss", tags: ["exercise", "weight loss"] },
];

const TEMPLATES = [
  "{subject}: What the Research Actually Says",
  "A Beginner's Guide to {subject}",
  "{subject} Without the Hype",
  "7 Common Mistakes with {subject}",
  "How {subject} Affects Your Energy",
  "{subject} for Busy People",
  "The Science of {subject}, Explained Simply",
  "Is {subject} Right for You?",
  "{subject} After 40: What Changes",
  "Myths and Facts About {subject}",
];

const EXCERPTS = [
  "A plain-language look at {subject}: what small trials and larger reviews found, where the evidence is thin, and how to try it safely.",
  "Everything you need to start with {subject} this week — the basics, the common pitfalls and the research behind each tip.",
  "{subject} gets a lot of attention online. Here is what holds up, what does not, and what we still do not know.",
  "Practical steps for {subject}, with honest notes on who should be careful and when to talk to a doctor first.",
];

const SENTENCES = [
  "Several small randomized trials suggest a modest benefit, but most lasted only a few weeks.",
  "When researchers matched calories between groups, the differences usually became much smaller.",
  "People who found the routine easy to follow tended to stay with it longer, which may matter more than the method itself.",
  "Start gradually: a change you can keep for months beats an ambitious plan that lasts a week.",
  "If you take medication for blood sugar or blood pressure, talk to your doctor before changing how you eat.",
  "Sleep, stress and activity all shape appetite, so a change in one often shows up in the others.",
  "Most of the benefit seems to come from eating a little less and choosing whole foods more often.",
  "Track one simple measure, such as your waist or how you feel in the afternoon, rather than everything at once.",
  "Drinking enough water and getting some salt helps with the headaches people sometimes report at the start.",
  "Reviews of the evidence describe the results as promising but call for longer studies in more diverse groups.",
  "Animal studies show striking effects that have not yet been reproduced in people.",
  "A food diary for two weeks is a cheap way to see what actually changes in your routine.",
];

const SECTIONS = ["What the studies found", "How to start", "Who should be careful", "The bottom line"];

/**
 * A seeded pseudo-random source (mulberry32): the same seed, the same articles.
 * @param {number} seed
 * @returns {() => number} values in [0, 1)
 */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * @template T
 * @param {readonly T[]} items
 * @param {() => number} random
 * @returns {T}
 */
function pick(items, random) {
  return /** @type {T} */ (items[Math.floor(random() * items.length)]);
}

/** @param {string} text */
function slugify(text) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * @typedef {object} GeneratedArticle The `Article` shape of src/lib/content-store/model.ts, with an ISO date.
 * @property {string} id
 * @property {string} title
 * @property {string} excerpt
 * @property {string} content
 * @property {string} author
 * @property {string} createdAt ISO date.
 * @property {string[]} tags
 * @property {string[]} productTags
 */

/**
 * `count` articles with unique ids, spread over the three years before `until`.
 * @param {number} count
 * @param {{ seed?: number, until?: Date }} [options]
 * @returns {GeneratedArticle[]}
 */
export function generateArticles(count, { seed = 8, until = new Date("2025-12-31T08:00:00Z") } = {}) {
  const random = seededRandom(seed);
  const spanMs = 3 * 365 * 24 * 60 * 60 * 1000;
  return Array.from({ length: count }, (_, index) => {
    const topic = pick(TOPICS, random);
    const title = pick(TEMPLATES, random).replace("{subject}", topic.subject);
    const sentence = () => pick(SENTENCES, random);
    // Bodies as long as the real articles' (about 8 KB of HTML): the search box
    // also searches them.
    const paragraph = () => `<p>${sentence()} ${sentence()} ${sentence()} ${sentence()} ${sentence()}</p>`;
    const paragraphs = SECTIONS.map(
      (heading) => `<h2>${heading}</h2>\n${paragraph()}\n${paragraph()}\n${paragraph()}\n${paragraph()}`,
    );
    const number = index + 1;
    return {
      id: `${slugify(title)}-${number}`,
      title: `${title} (Part ${number})`,
      excerpt: pick(EXCERPTS, random).replace("{subject}", topic.subject.toLowerCase()),
      content: [
        `<p>${sentence()} ${sentence()}</p>`,
        ...paragraphs,
        "<h2>Sources</h2>",
        `<ol>\n  <li>Example A, Example B. A randomized trial of ${topic.subject.toLowerCase()}. <cite>J Nutr</cite>. 2021;${number % 150}(4):1-9.</li>\n</ol>`,
      ].join("\n"),
      author: "Fast & Fuel Editorial Team",
      createdAt: new Date(until.getTime() - Math.floor(random() * spanMs)).toISOString(),
      tags: [...topic.tags],
      productTags: topic.tags.slice(0, 1),
    };
  });
}

/**
 * The source of an ES module exporting the articles under `exportName`, the
 * way the built chunk of src/content/articles does (dates as `Date`s).
 * @param {readonly GeneratedArticle[]} articles
 * @param {string} exportName
 */
export function articlesModuleSource(articles, exportName) {
  if (!/^[A-Za-z_$][\w$]*$/.test(exportName)) throw new Error(`Not an export name: ${exportName}`);
  const entries = articles.map(({ createdAt, ...rest }) => {
    const json = JSON.stringify(rest);
    return `{...${json},createdAt:new Date(${JSON.stringify(createdAt)})}`;
  });
  return `const articles=[\n${entries.join(",\n")}\n];\nexport { articles as ${exportName} };\n`;
}
