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
export const searchQuestions: [query: string, answers: string[]][] = [
  // Tools, found by what they do
  ["track my fasts", ["/tools/fasting-timer"]],
  ["log how long I fasted", ["/tools/fasting-timer"]],
  [
    "how many calories should I eat to lose weight",
    ["/tools/macro-calculator", "/articles/what-is-a-calorie-deficit#…"],
  ],
  ["how much protein do I need on keto", ["/tools/macro-calculator"]],
  ["what to buy keto", ["/tools/grocery-list-generator"]],
  ["keto shopping list", ["/tools/grocery-list-generator"]],
  [
    "am I in ketosis",
    ["/tools/ketosis-quiz", "/articles/testing-for-ketones#…", "/quick-answers#ketosis-question"],
  ],
  ["what should I eat on keto", ["/tools/meal-examples", "/diets/ketogenic-diet#…"]],
  ["make me a fasting schedule", ["/tools/fasting-schedule"]],
  [
    "when should my eating window be",
    ["/tools/fasting-schedule", "/articles/intermittent-fasting-for-beginners#choosing-your-eating-window"],
  ],
  ["which supplements should I take", ["/tools/supplement-matcher"]],

  // Quick answers
  ["does coffee break a fast", ["/while-fasting#black-coffee", "/quick-answers#coffee-question"]],
  [
    "is it ok to have milk in coffee when fasting",
    [
      "/while-fasting#coffee-with-milk",
      "/quick-answers#coffee-question",
      "/articles/what-breaks-a-fast#coffee-and-tea",
    ],
  ],
  [
    "can I drink tea while fasting",
    [
      "/while-fasting#black-tea",
      "/while-fasting#green-tea",
      "/while-fasting#herbal-tea",
      "/quick-answers#tea-question",
    ],
  ],
  ["does chewing gum break a fast", ["/while-fasting#sugar-free-gum", "/quick-answers#gum-question"]],
  ["do sweeteners break a fast", ["/quick-answers#sweeteners-question"]],
  ["does stevia break a fast", ["/while-fasting#stevia", "/quick-answers#sweeteners-question"]],
  [
    "who should not fast",
    [
      "/quick-answers#who-should-not-fast-question",
      "/diets/intermittent-fasting#safety",
      "/articles/intermittent-fasting-for-beginners#who-should-not-fast-or-should-check-first",
    ],
  ],
  ["will I lose muscle if I fast", ["/quick-answers#muscle-loss-question"]],
  ["best way to break a fast", ["/quick-answers#breaking-a-fast-question"]],
  ["what should I eat first after fasting", ["/quick-answers#breaking-a-fast-question"]],
  ["does fasting slow metabolism", ["/quick-answers#metabolism-question"]],
  ["omad vs 16:8", ["/quick-answers#omad-16-8-5-2-question"]],
  [
    "does fasting trigger autophagy",
    ["/quick-answers#autophagy-question", "/articles/what-breaks-a-fast#what-about-autophagy"],
  ],
  ["how long to get into ketosis", ["/quick-answers#ketosis-question", "/diets/ketogenic-diet#…"]],
  [
    "how do I start 16:8",
    ["/quick-answers#start-16-8-question", "/articles/intermittent-fasting-for-beginners#…"],
  ],
  ["does alcohol break a fast", ["/quick-answers#alcohol-question"]],
  ["can I drink wine on keto", ["/articles/alcohol-fasting-and-keto#…", "/quick-answers#alcohol-question"]],
  [
    "beer while fasting",
    ["/while-fasting#beer", "/quick-answers#alcohol-question", "/articles/alcohol-fasting-and-keto#…"],
  ],
  [
    "does keto raise cholesterol",
    ["/quick-answers#keto-ldl-question", "/diets/ketogenic-diet#ldl-and-other-caveats"],
  ],
  ["do I need electrolytes while fasting", ["/quick-answers#electrolytes-question"]],

  // Article sections
  [
    "headache on day two of fasting",
    ["/articles/fasting-side-effects-and-when-to-stop#common-and-usually-mild-headache-and-light-headedness"],
  ],
  [
    "hair falling out after weight loss",
    ["/articles/fasting-side-effects-and-when-to-stop#hair-shedding-after-fast-weight-loss"],
  ],
  [
    "gallstones from losing weight fast",
    ["/articles/fasting-side-effects-and-when-to-stop#gallstones-and-rapid-weight-loss"],
  ],
  ["lifting weights on an empty stomach", ["/articles/exercise-while-fasting#…"]],
  ["should I work out fasted", ["/articles/exercise-while-fasting#…", "/quick-answers#exercise-question"]],
  ["gym while fasting", ["/articles/exercise-while-fasting#…", "/quick-answers#exercise-question"]],
  [
    "does fasting affect my period",
    [
      "/articles/fasting-for-women#your-cycle-and-your-hormones",
      "/articles/fasting-side-effects-and-when-to-stop#changes-to-your-period",
    ],
  ],
  ["fasting during menopause", ["/articles/fasting-for-women#perimenopause-and-menopause"]],
  ["intermittent fasting with pcos", ["/articles/fasting-for-women#pcos"]],
  ["is fasting safe for women", ["/quick-answers#women-question", "/articles/fasting-for-women#…"]],
  ["magnesium for keto flu", ["/articles/keto-flu-and-electrolytes#…"]],
  [
    "urine strips for ketones",
    ["/articles/testing-for-ketones#urine-strips-cheap-useful-early-on-imprecise"],
  ],
  ["breath ketone meter", ["/articles/testing-for-ketones#breath-meters"]],
  ["ketosis vs ketoacidosis", ["/articles/testing-for-ketones#nutritional-ketosis-versus-ketoacidosis"]],
  [
    "how to calculate tdee",
    ["/articles/what-is-a-calorie-deficit#bmr-tdee-and-a-simple-way-to-estimate-yours"],
  ],
  ["what are net carbs", ["/articles/keto-basics-net-carbs#…"]],
  ["does sleep affect weight loss", ["/articles/sleep-and-weight-loss#…"]],
  ["does cortisol make you gain weight", ["/articles/stress-cortisol-and-cravings#…"]],
  ["bloated when fasting", ["/articles/fasting-and-gut-health#why-fasting-can-sometimes-leave-you-bloated"]],
  ["how much fiber per day", ["/articles/fiber-for-a-healthier-gut#how-much-fiber-do-you-need"]],
  ["brain fog while fasting", ["/articles/fasting-and-mental-clarity#…"]],
  ["knee pain and weight loss", ["/articles/protecting-your-joints-while-losing-weight#…"]],
  ["vegan keto protein", ["/articles/vegetarian-and-vegan-keto#getting-enough-protein"]],
  [
    "does bone broth break a fast",
    ["/while-fasting#bone-broth", "/articles/what-breaks-a-fast#protein-bcaas-collagen-and-bone-broth"],
  ],
  [
    "can I take my medication while fasting",
    [
      "/articles/what-breaks-a-fast#medicines-never-skip-them-for-a-fast",
      "/while-fasting#prescription-medicines",
    ],
  ],
  [
    "is bulletproof coffee ok when fasting",
    ["/while-fasting#bulletproof-coffee", "/articles/what-breaks-a-fast#mct-oil-and-bulletproof-coffee"],
  ],
  ["benefits of fasting", ["/articles/10-benefits-of-fasting#…"]],

  // Guides and site pages
  ["vegan b12", ["/diets/vegan-diet#…"]],
  ["olive oil mediterranean", ["/diets/mediterranean-diet#…"]],
  ["what can I eat on paleo", ["/diets/paleo-diet#…"]],
  ["keto or mediterranean which is better", ["/diets/compare"]],
  ["how are articles fact checked", ["/editorial-standards#…"]],
  ["who writes this site", ["/about#…", "/editorial-standards#…"]],

  // Written after the ranking was tuned, for pages added since: never used to tune it.
  ["does fasting affect your thyroid", ["/articles/fasting-and-thyroid#…"]],
  ["intermittent fasting with hypothyroidism", ["/articles/fasting-and-thyroid#…"]],
  [
    "can I take levothyroxine while fasting",
    [
      "/articles/fasting-and-thyroid#intermittent-fasting-with-hypothyroidism-taking-levothyroxine",
      "/while-fasting#levothyroxine",
    ],
  ],
  ["can't sleep while fasting", ["/articles/fasting-and-sleep#…"]],
  ["should I eat before bed", ["/articles/fasting-and-sleep#should-you-eat-before-bed"]],
  ["are cheat days bad", ["/articles/cheat-days-and-refeeds#…"]],
  ["carb refeed on keto", ["/articles/cheat-days-and-refeeds#…"]],
  ["how much weight can I lose in a month", ["/articles/how-much-weight-can-you-lose-in-a-month#…"]],
  ["how fast will I lose weight on keto", ["/articles/how-much-weight-can-you-lose-in-a-month#…"]],
  ["keto constipation", ["/articles/constipation-on-keto#…"]],
  ["constipated on keto what do I do", ["/articles/constipation-on-keto#…"]],
  ["is dirty keto bad", ["/articles/dirty-keto-and-processed-food#…"]],
  ["lazy keto processed food", ["/articles/dirty-keto-and-processed-food#…"]],
  ["is intermittent fasting safe for teenagers", ["/articles/intermittent-fasting-for-teenagers#…"]],
  ["can a 15 year old do intermittent fasting", ["/articles/intermittent-fasting-for-teenagers#…"]],
  ["does creatine break a fast", ["/while-fasting#creatine", "/quick-answers#supplements-question"]],
  ["is lemon water ok while fasting", ["/while-fasting#lemon-water"]],
  ["diet soda while fasting", ["/while-fasting#diet-soda"]],
  ["apple cider vinegar while fasting", ["/while-fasting#apple-cider-vinegar"]],
  ["can I take ibuprofen while fasting", ["/while-fasting#ibuprofen"]],
  ["kombucha fasting", ["/while-fasting#kombucha"]],
  [
    "can I have honey in my tea while fasting",
    ["/while-fasting#honey", "/while-fasting#herbal-tea", "/quick-answers#tea-question"],
  ],
];
