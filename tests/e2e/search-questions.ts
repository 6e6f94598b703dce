/**
 * Questions as readers type them into the site search, each with the page or
 * section that must come first. An answer ending in `#…` accepts the page or
 * any of its sections; otherwise the link must be exactly that. Where two
 * places answer equally well, either may come first.
 *
 * The questions were written from how people phrase them (plain words, typos
 * aside), not from the pages' wording: most use words the answering page
 * doesn't have in its heading. Where a paraphrase reaches a page, the page's
 * own title typed as a query is not listed as well.
 */
const article = (slug: string) => `/articles/${slug}`;
const faq = (id: string) => `/quick-answers#${id}-question`;
const whileFasting = (id: string) => `/while-fasting#${id}`;

export const searchQuestions: [query: string, ...answers: string[]][] = [
  // Tools, found by what they do
  ["track my fasts", "/tools/fasting-timer"],
  ["log how long I fasted", "/tools/fasting-timer"],
  [
    "how many calories should I eat to lose weight",
    "/tools/macro-calculator",
    article("what-is-a-calorie-deficit#…"),
  ],
  ["how much protein do I need on keto", "/tools/macro-calculator"],
  ["what to buy keto", "/tools/grocery-list-generator"],
  ["keto shopping list", "/tools/grocery-list-generator"],
  ["am I in ketosis", "/tools/ketosis-quiz", article("testing-for-ketones#…"), faq("ketosis")],
  ["what should I eat on keto", "/tools/meal-examples", "/diets/ketogenic-diet#…"],
  ["make me a fasting schedule", "/tools/fasting-schedule"],
  [
    "when should my eating window be",
    "/tools/fasting-schedule",
    article("intermittent-fasting-for-beginners#choosing-your-eating-window"),
  ],
  ["which supplements should I take", "/tools/supplement-matcher"],

  // Quick answers
  ["does coffee break a fast", whileFasting("black-coffee"), faq("coffee")],
  [
    "is it ok to have milk in coffee when fasting",
    whileFasting("coffee-with-milk"),
    faq("coffee"),
    article("what-breaks-a-fast#coffee-and-tea"),
  ],
  [
    "can I drink tea while fasting",
    whileFasting("black-tea"),
    whileFasting("green-tea"),
    whileFasting("herbal-tea"),
    faq("tea"),
  ],
  ["does chewing gum break a fast", whileFasting("sugar-free-gum"), faq("gum")],
  ["do sweeteners break a fast", faq("sweeteners")],
  ["does stevia break a fast", whileFasting("stevia"), faq("sweeteners")],
  [
    "who should not fast",
    faq("who-should-not-fast"),
    "/diets/intermittent-fasting#safety",
    article("intermittent-fasting-for-beginners#who-should-not-fast-or-should-check-first"),
  ],
  ["will I lose muscle if I fast", faq("muscle-loss")],
  ["best way to break a fast", faq("breaking-a-fast")],
  ["what should I eat first after fasting", faq("breaking-a-fast")],
  ["does fasting slow metabolism", faq("metabolism")],
  ["omad vs 16:8", faq("omad-16-8-5-2")],
  ["does fasting trigger autophagy", faq("autophagy"), article("what-breaks-a-fast#what-about-autophagy")],
  ["how long to get into ketosis", faq("ketosis"), "/diets/ketogenic-diet#…"],
  ["how do I start 16:8", faq("start-16-8"), article("intermittent-fasting-for-beginners#…")],
  ["does alcohol break a fast", faq("alcohol")],
  ["can I drink wine on keto", article("alcohol-fasting-and-keto#…"), faq("alcohol")],
  ["beer while fasting", whileFasting("beer"), faq("alcohol"), article("alcohol-fasting-and-keto#…")],
  ["does keto raise cholesterol", faq("keto-ldl"), "/diets/ketogenic-diet#ldl-and-other-caveats"],
  ["do I need electrolytes while fasting", faq("electrolytes")],

  // Article sections
  [
    "headache on day two of fasting",
    article("fasting-side-effects-and-when-to-stop#common-and-usually-mild-headache-and-light-headedness"),
  ],
  [
    "hair falling out after weight loss",
    article("fasting-side-effects-and-when-to-stop#hair-shedding-after-fast-weight-loss"),
  ],
  [
    "gallstones from losing weight fast",
    article("fasting-side-effects-and-when-to-stop#gallstones-and-rapid-weight-loss"),
  ],
  ["lifting weights on an empty stomach", article("exercise-while-fasting#…")],
  ["should I work out fasted", article("exercise-while-fasting#…"), faq("exercise")],
  ["gym while fasting", article("exercise-while-fasting#…"), faq("exercise")],
  [
    "does fasting affect my period",
    article("fasting-for-women#your-cycle-and-your-hormones"),
    article("fasting-side-effects-and-when-to-stop#changes-to-your-period"),
  ],
  ["fasting during menopause", article("fasting-for-women#perimenopause-and-menopause")],
  ["intermittent fasting with pcos", article("fasting-for-women#pcos")],
  ["is fasting safe for women", faq("women"), article("fasting-for-women#…")],
  ["magnesium for keto flu", article("keto-flu-and-electrolytes#…")],
  ["urine strips for ketones", article("testing-for-ketones#urine-strips-cheap-useful-early-on-imprecise")],
  ["breath ketone meter", article("testing-for-ketones#breath-meters")],
  ["ketosis vs ketoacidosis", article("testing-for-ketones#nutritional-ketosis-versus-ketoacidosis")],
  ["how to calculate tdee", article("what-is-a-calorie-deficit#bmr-tdee-and-a-simple-way-to-estimate-yours")],
  ["what are net carbs", article("keto-basics-net-carbs#…")],
  ["does sleep affect weight loss", article("sleep-and-weight-loss#…")],
  ["does cortisol make you gain weight", article("stress-cortisol-and-cravings#…")],
  ["bloated when fasting", article("fasting-and-gut-health#why-fasting-can-sometimes-leave-you-bloated")],
  ["how much fiber per day", article("fiber-for-a-healthier-gut#how-much-fiber-do-you-need")],
  ["brain fog while fasting", article("fasting-and-mental-clarity#…")],
  ["knee pain and weight loss", article("protecting-your-joints-while-losing-weight#…")],
  ["vegan keto protein", article("vegetarian-and-vegan-keto#getting-enough-protein")],
  [
    "does bone broth break a fast",
    whileFasting("bone-broth"),
    article("what-breaks-a-fast#protein-bcaas-collagen-and-bone-broth"),
  ],
  [
    "can I take my medication while fasting",
    article("what-breaks-a-fast#medicines-never-skip-them-for-a-fast"),
    whileFasting("prescription-medicines"),
  ],
  [
    "is bulletproof coffee ok when fasting",
    whileFasting("bulletproof-coffee"),
    article("what-breaks-a-fast#mct-oil-and-bulletproof-coffee"),
  ],
  ["benefits of fasting", article("10-benefits-of-fasting#…")],

  // Guides and site pages
  ["vegan b12", "/diets/vegan-diet#…"],
  ["olive oil mediterranean", "/diets/mediterranean-diet#…"],
  ["what can I eat on paleo", "/diets/paleo-diet#…"],
  ["keto or mediterranean which is better", "/diets/compare"],
  ["how are articles fact checked", "/editorial-standards#…"],
  ["who writes this site", "/about#…", "/editorial-standards#…"],

  // Written after the ranking was tuned, for pages added since: never used to tune it.
  ["does fasting affect your thyroid", article("fasting-and-thyroid#…")],
  ["intermittent fasting with hypothyroidism", article("fasting-and-thyroid#…")],
  [
    "can I take levothyroxine while fasting",
    article("fasting-and-thyroid#intermittent-fasting-with-hypothyroidism-taking-levothyroxine"),
    whileFasting("levothyroxine"),
  ],
  ["can't sleep while fasting", article("fasting-and-sleep#…")],
  ["should I eat before bed", article("fasting-and-sleep#should-you-eat-before-bed")],
  ["are cheat days bad", article("cheat-days-and-refeeds#…")],
  ["carb refeed on keto", article("cheat-days-and-refeeds#…")],
  ["how much weight can I lose in a month", article("how-much-weight-can-you-lose-in-a-month#…")],
  ["how fast will I lose weight on keto", article("how-much-weight-can-you-lose-in-a-month#…")],
  ["keto constipation", article("constipation-on-keto#…")],
  ["constipated on keto what do I do", article("constipation-on-keto#…")],
  ["is dirty keto bad", article("dirty-keto-and-processed-food#…")],
  ["lazy keto processed food", article("dirty-keto-and-processed-food#…")],
  ["is intermittent fasting safe for teenagers", article("intermittent-fasting-for-teenagers#…")],
  ["can a 15 year old do intermittent fasting", article("intermittent-fasting-for-teenagers#…")],
  ["does creatine break a fast", whileFasting("creatine"), faq("supplements")],
  ["is lemon water ok while fasting", whileFasting("lemon-water")],
  ["diet soda while fasting", whileFasting("diet-soda")],
  ["apple cider vinegar while fasting", whileFasting("apple-cider-vinegar")],
  ["can I take ibuprofen while fasting", whileFasting("ibuprofen")],
  ["kombucha fasting", whileFasting("kombucha")],
  ["can I have honey in my tea while fasting", whileFasting("honey"), whileFasting("herbal-tea"), faq("tea")],
];
