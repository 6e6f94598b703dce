import { paths } from "~/config/paths";

/**
 * Corrections to pages that are not articles (the diet guides, the home page,
 * products and tools), for the public corrections log. Articles keep theirs
 * in their own front matter (`revisions`). Newest entries may go anywhere:
 * the log sorts them.
 */
export const siteCorrections: readonly { date: string; title: string; path: string; change: string }[] = [
  {
    date: "2026-12-01",
    title: "Who should not fast, everywhere",
    path: `${paths.diets.intermittentFasting}#safety`,
    change:
      "The health note, the line that ends our articles, the fasting guide’s safety list, About and Editorial standards now give one list of who should not fast without a doctor, in the same words. Some had left out people trying to conceive, frail older adults, kidney or heart disease, or medicines that must be taken with food. The health note also says where to turn if eating or your weight feels out of control.",
  },
  {
    date: "2026-12-01",
    title: "Ketogenic diet guide",
    path: paths.diets.keto,
    change:
      "The LDL section now sets the three meta-analyses side by side, each figure in mmol/L and mg/dL with who was studied and for how long, and says why they differ; a 2020 meta-analysis of 38 trials joins the sources. The macro calculator is described as it works: it splits calories 70/25/5, it takes no net-carb limit.",
  },
  {
    date: "2026-12-01",
    title: "Home page",
    path: paths.home,
    change:
      "The explainer no longer says you don’t need to eat less on 16:8. It now says that a set window helps some people eat less, and that this is where any weight loss comes from. It also gives both trials: over 12 weeks, a noon-to-8 pm window by itself brought little weight loss, no more than three regular meals did, and over a year, people cutting calories to the same targets did not lose significantly more when they also ate within an 8-hour window. Screen readers now name the scrolling list of benefits with the words of the heading you see above it.",
  },
  {
    date: "2026-11-25",
    title: "Home page",
    path: paths.home,
    change:
      "The statistics now set what readers will see claimed elsewhere beside what studies show, each with its source. The list of benefits people mention has a heading and a link to what the evidence says for each. After “no need to eat less” we now say what trials found: in a 12-month trial, eating within a window added nothing to the same calorie cut. A benefit card no longer calls one small trial “several clinical trials”.",
  },
  {
    date: "2026-11-25",
    title: "Ketogenic diet guide",
    path: paths.diets.keto,
    change:
      "The rise in LDL cholesterol is now cited to two sources whose abstracts report it (a meta-analysis of 11 trials and a three-week trial in young adults) instead of a trial whose abstract gives weight results only.",
  },
  {
    date: "2026-11-25",
    title: "Mediterranean diet guide",
    path: paths.diets.mediterranean,
    change:
      "The note on wine now cites the Global Burden of Disease study of 2020, which found the least harmful amount differs by age (none for people aged 15 to 39), instead of its 2016 round, which put it at zero for everyone.",
  },
  {
    date: "2026-11-25",
    title: "Paleo diet guide",
    path: paths.diets.paleo,
    change:
      "The meta-analysis of four trials is now described as its abstract gives it, blood pressure included: a few mm Hg lower, with confidence intervals that just include no effect.",
  },
  {
    date: "2026-11-25",
    title: "Vegan diet guide",
    path: paths.diets.vegan,
    change:
      "The sources now say that the lead author of the 2006 trial in type 2 diabetes was president of a group that promotes vegetarian diets, and that the trial was run with it.",
  },
  {
    date: "2026-11-25",
    title: "Products",
    path: paths.products,
    change:
      "MCT oil powder is no longer shown under our articles on focus: it has calories, so it breaks a fast, and no focus benefit is proven. The electrolyte and magnesium picks now say to ask a doctor or pharmacist first if you have kidney disease or take certain medicines. The health note now appears on this page.",
  },
  {
    date: "2026-11-25",
    title: "Grocery list generator",
    path: paths.tools + "/grocery-list-generator",
    change:
      "The keto list now leads with unsaturated fats (olive oil, avocado, nuts and seeds), as our keto guide advises for LDL cholesterol. The vegan list adds B12-fortified foods and iodized salt. The health note now appears on this page.",
  },
  {
    date: "2026-11-25",
    title: "Ketosis quiz",
    path: paths.tools + "/ketosis-quiz",
    change:
      "When the answers include both fruity breath and a lot of thirst or urination, which can also mean diabetic ketoacidosis, the result now says first that people with diabetes should check their blood sugar and ketones and get medical help.",
  },
];
