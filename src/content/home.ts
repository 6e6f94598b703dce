/** Landing page text. */
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
      "A popular way to start: eat within an 8-hour window — say noon to 8 pm — and stay off food for the other 16 hours, most of which you spend asleep. You don’t count calories or weigh portions. For some people, giving snacking a start and an end is what helps them eat less, and eating less is where any weight loss comes from.",
      "On its own, the window does little. Over 12 weeks, 116 adults told only to eat between noon and 8 pm lost under 1 kg (about 2 lb) on average, not significantly more than people eating three regular meals (Lowe et al., JAMA Intern Med 2020). And over a year, in a trial of 139 adults all cutting calories to the same targets, the ones who also kept to an 8-hour window did not lose significantly more (Liu et al., NEJM 2022). Think of the window as a frame that can make eating less easier, not as something that works by itself.",
    ],
    highlight: "Structure, not restriction.",
    cta: "Learn 10 benefits of Intermittent Fasting",
    /** Example day for the 16:8 split shown beside the text. */
    window: { startHour: 12, eatingHours: 8, fastingHours: 16, from: "12:00", to: "20:00" },
  },
  /** Benefit grid (md+ only): six cards. */
  benefits: [
    {
      title: "Boost Your Energy",
      text: "Steadier blood sugar between meals can mean fewer mid-afternoon crashes and less reaching for snacks.",
      icon: "bolt",
    },
    {
      title: "Support Your Health",
      text: "In one small five-week trial, eating earlier in the day improved insulin sensitivity and blood pressure; larger trials found smaller or no differences.",
      icon: "heart",
    },
    {
      title: "Burn Fat Naturally",
      text: "After hours without food your body switches toward stored fat for fuel — no gadgets or pills required.",
      icon: "flame",
    },
    {
      title: "Sleep Like a Champ",
      text: "Finishing your last meal a few hours before bed leaves digestion done by the time your head hits the pillow.",
      icon: "moon",
    },
    {
      title: "Improve Focus",
      text: "Many people report clearer, calmer mornings once they stop grazing — a simple rhythm leaves room to think.",
      icon: "target",
    },
    {
      title: "Feel Lighter",
      text: "Fewer late-night snacks and less bloating: a defined eating window helps many people feel lighter day to day.",
      icon: "feather",
    },
  ],
  /** Benefit ticker: 13 items, one loop in 200 s. */
  ticker: {
    /** Above the band: the items are what people say, and the evidence differs from item to item. */
    heading: "What people say fasting helps with",
    evidenceLink: "How strong the evidence is for each",
    loopSeconds: 200,
    items: [
      "Energy and focus",
      "More efficient fat burning",
      "Brain function",
      "Less inflammation and joint pain",
      "Skin health",
      "Cellular health",
      "Insulin sensitivity (lower type 2 diabetes risk)",
      "Sleep quality",
      "Gut health and less bloating",
      "Mental clarity",
      "Possibly lower risk of neurodegenerative disease",
      "Retaining lean muscle during fat loss",
      "Possible longevity and anti-aging",
    ],
  },
  /** Stats: five counters, 2 s, starting 100 ms after coming into view.
   * Each figure is shown as a claim, next to what studies show, with the source. */
  stats: {
    title: "amplify your life!",
    intro:
      "A steadier eating rhythm can compound: each good day makes the next one easier. The big numbers quoted for fasting are another matter. Here is each one you will see claimed, next to what studies actually show.",
    durationSeconds: 2,
    delayMs: 100,
    claimLabel: "Claimed",
    verdictLabel: "What studies show",
    /**
     * `verdict`: what the evidence says about the figure, with where it says
     * so: a paper (checked against its abstract: Liu et al. 2022,
     * doi:10.1056/NEJMoa2114833; Hartman et al. 1992, doi:10.1210/jcem.74.4.1548337;
     * Sutton et al. 2018, doi:10.1016/j.cmet.2018.04.010) or the article that weighs the studies.
     */
    counters: [
      {
        value: 3,
        suffix: "x",
        label: "more fat burned",
        verdict: {
          text: "Not established. In a year-long trial, fat loss with an eating window matched plain calorie cutting.",
          source: { label: "Liu et al., NEJM 2022", href: "https://doi.org/10.1056/NEJMoa2114833" },
        },
      },
      {
        value: 50,
        suffix: "%",
        label: "increase in mental clarity",
        verdict: {
          text: "Not established. We found no study that measured it.",
          source: { label: "What studies of focus found", href: "/articles/fasting-and-mental-clarity" },
        },
      },
      {
        value: 20,
        suffix: "%",
        label: "longevity boost markers",
        verdict: {
          text: "Not established. Lifespan effects come from animal studies; none shows fasting helps people live longer.",
          source: { label: "The evidence, benefit by benefit", href: "/articles/10-benefits-of-fasting" },
        },
      },
      {
        value: 500,
        suffix: "%",
        label: "more growth hormone",
        verdict: {
          text: "About 400% more, in nine men on the second day of a two-day fast.",
          source: {
            label: "Hartman et al., J Clin Endocrinol Metab 1992",
            href: "https://doi.org/10.1210/jcem.74.4.1548337",
          },
        },
      },
      {
        value: 2,
        suffix: "x",
        label: "improved insulin sensitivity",
        verdict: {
          text: "Improved, not doubled, in eight men with prediabetes eating early for five weeks.",
          source: {
            label: "Sutton et al., Cell Metab 2018",
            href: "https://doi.org/10.1016/j.cmet.2018.04.010",
          },
        },
      },
    ],
    evidence: {
      label: "About these numbers:",
      text: "Only two of these figures come close to a published study, and neither matches exactly. Growth hormone: in nine men, 24-hour growth hormone production rose about five-fold — roughly 400% more, not 500% — on the second day of a fast (Hartman et al., J Clin Endocrinol Metab 1992), which is a two-day fast, not daily time-restricted eating. Insulin sensitivity: five weeks of early time-restricted eating improved insulin sensitivity in men with prediabetes (Sutton et al., Cell Metab 2018), but the study did not report a doubling. The 3x fat-burning, 50% mental-clarity and 20% longevity-marker figures are not established: we found no study that supports them. Results vary from person to person.",
    },
  },
  /** The compact intro below the desktop hero band: what the site is, in a line. */
  intro: "Free, sourced guides and tools for intermittent fasting, keto and other diets.",
  /** The phone's two ways in, under the intro (the desktop hero has its button). */
  phoneActions: {
    timer: "Start a fast",
    beginners: "New to fasting? Start here",
    beginnersArticle: "intermittent-fasting-for-beginners",
  },
  /** "What's here": every tool and guide with its purpose in a line, keyed by
   * path, and a first path for a beginner. */
  offer: {
    title: "Everything here is free to use",
    startHere: {
      title: "New to fasting? Start here",
      steps: [
        {
          to: "/articles/intermittent-fasting-for-beginners",
          label: "Learn how 16:8 works",
          text: "Choosing your window, what breaks a fast, and your first two weeks.",
        },
        {
          to: "/tools/fasting-schedule",
          label: "Plan your eating window",
          text: "Turn your wake and bed times into a schedule you can keep.",
        },
        {
          to: "/tools/fasting-timer",
          label: "Time your first fast",
          text: "Start the timer and watch the ring fill. It works offline.",
        },
      ],
    },
    toolsTitle: "Free tools",
    guidesTitle: "Diet guides",
    purposes: {
      "/tools/fasting-timer": "Time today’s fast and keep your history",
      "/tools/fasting-schedule": "16:8, 18:6 or one meal a day around your sleep",
      "/tools/macro-calculator": "Your daily calories and keto macros",
      "/tools/meal-examples": "Meal ideas for your diet and goal",
      "/tools/ketosis-quiz": "Five questions on the common signs of ketosis",
      "/tools/grocery-list-generator": "A shopping list for your diet, by aisle",
      "/tools/supplement-matcher": "What people take for your goals, with caveats",
      "/diets/intermittent-fasting": "When you eat: schedules, benefits, who should not fast",
      "/diets/ketogenic-diet": "Very low carb: net carbs, ketosis, keto flu and LDL",
      "/diets/mediterranean-diet": "Olive oil, vegetables, legumes and fish, and the research behind it",
      "/diets/paleo-diet": "Meat, fish, eggs and plants, minus grains, legumes and dairy",
      "/diets/vegan-diet": "All plants, planned: B12, iron, calcium and protein",
      "/diets/compare": "All five side by side: carbs, fit and fasting",
    } as Record<string, string>,
  },
  finalCta: {
    title: "Ready to fuel your first fast?",
    text: "Build a schedule that fits your day with our free tools, and get short, sourced tips in your inbox — once in a while, never spam.",
    primary: "Try the free tools",
    secondary: "Join the newsletter",
  },
} as const;
