/**
 * The "Quick answers" page: short answers to the questions readers ask most,
 * each resting on sources whose abstracts (or publisher pages) were read for
 * the exact claim made, and each linked to the part of the site that tells
 * the fuller story. Plain text only; the page carries one "not medical
 * advice" note, so the answers don't repeat it.
 */

import { paths } from "~/config/paths";
import type { QuickAnswer } from "./model";
import { source } from "./sources";

export type { AnswerLink, AnswerSource, QuickAnswer } from "./model";

// Site sections the answers point to. Article fragments are the ids rehype-slug
// (github-slugger) gives the articles' headings; diet-guide fragments are the
// guides' section ids (`safety` is the guide page's fixed id for its safety list).
const beginners = paths.article("intermittent-fasting-for-beginners");
const ifGuide = paths.diets.intermittentFasting;
const ketoGuide = paths.diets.keto;

export const quickAnswers: QuickAnswer[] = [
  {
    id: "coffee",
    question: "Does coffee break a fast?",
    answer:
      "Black coffee doesn’t break your fast in any practical sense: a plain cup has almost no calories, which is why our 16:8 guide lists it with water and plain tea as fine while you fast. What turns coffee into food is what goes in it — milk, cream, sugar, syrups, or the butter and oil in “bulletproof” coffee. Mind the caffeine, though: Europe’s food safety authority found that up to 400 mg a day raises no safety concerns for healthy adults who aren’t pregnant (200 mg in pregnancy), and in one sleep study 400 mg taken even six hours before bed still disrupted sleep.",
    links: [
      {
        label: "What breaks a fast — and what doesn’t",
        href: `${beginners}#what-breaks-a-fast--and-what-doesnt`,
      },
      {
        label: "Caffeine: a tool, not a fuel",
        href: `${paths.article("meal-timing-for-deep-work")}#caffeine-a-tool-not-a-fuel`,
      },
    ],
    sources: [source.efsa2015, source.drake2013],
  },
  {
    id: "tea",
    question: "Does tea break a fast?",
    answer:
      "Plain tea — black, green or herbal, with no milk, sugar or honey — doesn’t break a fast; it’s on the same short list as water and black coffee. Adding milk or sweetening it does, and so do ready-made tea drinks that contain them. Black and green tea still contain caffeine, and so do some plant “teas” such as yerba mate, so count them toward the 400 mg a day that Europe’s food safety authority considers safe for healthy adults who aren’t pregnant, and keep an evening cut-off.",
    links: [
      {
        label: "What breaks a fast — and what doesn’t",
        href: `${beginners}#what-breaks-a-fast--and-what-doesnt`,
      },
      { label: "A typical 16:8 day", href: `${ifGuide}#a-typical-day` },
    ],
    sources: [source.efsa2015],
  },
  {
    id: "gum",
    question: "Does chewing gum break a fast?",
    answer:
      "A piece of sugar-free gum adds so few calories that, by the working rule that meaningful calories break a fast, it doesn’t; gum sweetened with sugar is better saved for your eating window. Whether gum actually helps is less clear: in one lab study of 60 young adults, chewing gum for 15 minutes each hour after lunch slightly reduced hunger and cut later snacking by about 36 calories, but in another of 47 adults, gum after lunch made no difference to appetite or how much they ate. The sugar alcohols in many sugar-free gums, such as sorbitol, can cause gas and bloating in some people, so if gum leaves you uncomfortable or hungrier, skip it.",
    links: [
      {
        label: "What breaks a fast — and what doesn’t",
        href: `${beginners}#what-breaks-a-fast--and-what-doesnt`,
      },
      {
        label: "Why fasting can sometimes leave you bloated",
        href: `${paths.article("fasting-and-gut-health")}#why-fasting-can-sometimes-leave-you-bloated`,
      },
    ],
    sources: [source.hetherington2007, source.julis2007],
  },
  {
    id: "sweeteners",
    question: "Do sweeteners break a fast?",
    answer:
      "Zero-calorie sweeteners such as sucralose, stevia or aspartame add few or no calories, so a diet drink or sweetened black coffee doesn’t break your fast by the calorie rule, but we treat them as a gray zone. Whether they nudge insulin is unsettled, and the studies are small: in eight healthy adults, a sucralose drink on its own didn’t raise the gut hormones measured and just tasting it triggered no insulin response, while in 17 adults with obesity who didn’t normally use sweeteners, sucralose taken 10 minutes before a glucose drink raised the insulin response by about 20%. The practical test is your appetite: if sweet drinks keep cravings going or leave you hungrier, drop them.",
    links: [
      {
        label: "What breaks a fast — and what doesn’t",
        href: `${beginners}#what-breaks-a-fast--and-what-doesnt`,
      },
    ],
    sources: [source.ford2011, source.pepino2013],
  },
  {
    id: "supplements",
    question: "Do supplements like electrolytes, vitamins, collagen or creatine break a fast?",
    answer:
      "Check the label: products with no calories, such as unsweetened electrolyte drops, a plain vitamin tablet or plain creatine monohydrate powder, don’t break a fast by the calorie rule. Gummy vitamins and sweetened electrolyte mixes usually contain sugar, so save them for your eating window. Protein powders and collagen are food: they carry calories, and protein on its own raises insulin — in 16 healthy men, a 45 g whey protein drink with no carbohydrate did exactly that — so take them with your meals. Take prescribed medicines as directed, and ask your pharmacist if one needs to be taken with food.",
    links: [
      {
        label: "What breaks a fast — and what doesn’t",
        href: `${beginners}#what-breaks-a-fast--and-what-doesnt`,
      },
      { label: "Supplement Matcher", href: "/tools/supplement-matcher" },
    ],
    sources: [source.power2009],
  },
  {
    id: "start-16-8",
    question: "How do I start 16:8 fasting?",
    answer:
      "Ease in over about two weeks: begin with a 12-hour overnight fast, then delay your first meal by an hour or two at a time until the gap reaches 16 hours. Choose hours that suit most of your days, such as noon to 8 p.m. or 10 a.m. to 6 p.m., and expect hunger to come in waves around your old mealtimes before it settles. The timing alone does little: in the TREAT trial, 116 adults given only a noon-to-8 p.m. window lost little weight and no more than people on three regular meals, and in a 12-month trial an 8-hour window added no significant benefit to the same calorie cut. While you fast, have only water, black coffee or plain tea, and make protein and vegetables the base of every meal.",
    links: [
      { label: "Your first two weeks", href: `${beginners}#your-first-two-weeks` },
      { label: "Fasting Schedule Generator", href: "/tools/fasting-schedule" },
      { label: "Fasting timer", href: paths.fastingTimer },
    ],
    sources: [source.lowe2020, source.liu2022],
  },
  {
    id: "ketosis",
    question: "How long does it take to get into ketosis, and how can I tell?",
    answer:
      "During a fast, the body leans more on fat and starts making ketones as the liver’s glycogen runs low, typically beyond about 12 hours after your last meal — a typical point, not a fixed hour. On a ketogenic diet it depends mostly on how far you cut carbs: in a three-week trial in 75 healthy adults, daily morning blood tests showed ketosis consistently on diets with 5% or 15% of energy from carbohydrate, but only sporadically at 25%. The reliable way to tell is a blood ketone test, and keto trials have used at least 0.5 mmol/L of beta-hydroxybutyrate as the cut-off for nutritional ketosis. Signs like less hunger or a change in your breath are only clues, and thirst and frequent urination can also signal high blood sugar, so don’t put those down to ketosis if you have diabetes.",
    links: [
      { label: "Ketosis Indicator Quiz", href: "/tools/ketosis-quiz" },
      { label: "Net carbs and ketosis, explained", href: `${ketoGuide}#net-carbs-and-ketosis` },
      {
        label: "The metabolic switch on the fasting timer",
        href: `${paths.fastingTimer}#phase-metabolic-switch`,
      },
    ],
    sources: [source.anton2018, source.harvey2019, source.harvey2018],
  },
  {
    id: "women",
    question: "Is intermittent fasting safe for women?",
    answer:
      "Fasting can be a reasonable option for many healthy adult women, but the research is thinner than the headlines suggest, and there are clear exceptions. Several key trials enrolled mostly women — a 5:2 trial in 107 premenopausal women, and a year-long alternate-day fasting trial in which 86 of 100 participants were women — and in both, weight loss matched ordinary daily calorie cutting. On hormones, a 2022 review of human trials found fasting didn’t change estrogen, gonadotropin or prolactin levels in women and lowered androgen markers in premenopausal women with obesity, while stressing that very few studies exist. Don’t fast if you’re pregnant, breastfeeding or trying to conceive, or have a history of disordered eating, and if your periods change or fasting leaves you preoccupied with food, ease off and get it checked.",
    links: [
      { label: "Who should not fast", href: `${ifGuide}#safety` },
      { label: "Common schedules, with honest notes", href: `${ifGuide}#common-schedules` },
    ],
    sources: [source.harvie2011, source.trepanowski2017, source.cienfuegos2022],
  },
  {
    id: "who-should-not-fast",
    question: "When should you not fast?",
    answer:
      "Don’t fast without medical supervision if you are pregnant, breastfeeding or trying to conceive; are under 18; are underweight or have ever had an eating disorder; have type 1 diabetes, or take insulin, sulfonylureas or other medicines that lower blood sugar or blood pressure; or have kidney disease or another long-term condition. The risks are real: in a trial of adults with type 2 diabetes on glucose-lowering medicines, fasting roughly doubled the rate of low blood sugar even though doses were reduced, and in a five-year study of 496 teenage girls, fasting for weight control was linked to later binge eating and bulimia. For diabetes, an expert review concluded that fasting can be done safely only under your healthcare provider’s supervision, with glucose monitoring and adjusted medicines. Whoever you are, stop and eat if you feel dizzy, shaky, faint or confused.",
    links: [
      { label: "Who should not fast — the full list", href: `${ifGuide}#safety` },
      {
        label: "Health information, not medical advice",
        href: `${paths.editorialStandards}#health-information`,
      },
      {
        label: "When to seek help for eating worries",
        href: `${paths.article("stress-cortisol-and-cravings")}#when-to-seek-professional-help`,
      },
    ],
    sources: [source.corley2018, source.stice2008, source.grajower2019],
  },
  {
    id: "exercise",
    question: "Can I exercise while fasting?",
    answer:
      "Yes, for most people and most everyday workouts: a walk, an easy run or another short session in the fasted state is fine if you feel well. A meta-analysis of 46 studies found that eating beforehand improved performance in prolonged aerobic exercise but made no difference to shorter aerobic sessions. So put long or hard sessions, such as a long run or a race, inside your eating window or eat first, and follow strength training with a protein-rich meal when you can. Stop and eat if you feel dizzy, shaky or faint, and if you take insulin or sulfonylureas, don’t train fasted without a plan from your doctor.",
    links: [
      { label: "A typical 16:8 day, and how to get started", href: `${ifGuide}#a-typical-day` },
      { label: "Who should not fast", href: `${ifGuide}#safety` },
    ],
    sources: [source.aird2018],
  },
  {
    id: "electrolytes",
    question: "Do I need electrolytes while fasting or on keto?",
    answer:
      "If you fast 16:8 you still eat every day, so plain water during the fast and meals salted as usual generally cover it. On keto, or in fasts of more than a day, lower insulin tends to mean the kidneys let go of more sodium and water — in a classic experiment in six healthy volunteers, raising insulin roughly halved the sodium they passed in urine — and that loss probably plays a part in the headaches and light-headedness known as “keto flu.” The usual first steps are to salt your meals, have some broth while your window is open, and eat leafy greens, avocado, nuts and seeds, which supply potassium and magnesium; zero-calorie electrolyte drops don’t break a fast, but make sure they contain no sugar. Heart or kidney disease, high blood pressure, or diuretics and other blood pressure medicines are reasons to check with your doctor before you add salt or electrolyte supplements.",
    links: [
      {
        label: "Sodium, potassium, magnesium — and fluids",
        href: `${paths.article("keto-flu-and-electrolytes")}#sodium-potassium-magnesium--and-fluids`,
      },
      { label: "Keto flu and electrolytes", href: `${ketoGuide}#keto-flu-and-electrolytes` },
    ],
    sources: [source.defronzo1975],
  },
  {
    id: "muscle-loss",
    question: "Will fasting make me lose muscle?",
    answer:
      "Not necessarily, but a short eating window can make it easy to under-eat protein, and weight loss by any method takes some lean tissue with it. In the TREAT trial, body scans showed more lean-mass loss in people given only a noon-to-8 p.m. window than in those eating three meals a day, while in a 12-month trial where both groups had the same calorie targets, adding an 8-hour window made no significant difference to lean mass. When protein and training were controlled — 26 young men eating 1.8 g of protein per kg of body weight a day and lifting weights for four weeks — fat-free mass was kept equally well with or without an 8-hour window. Controlled studies link higher-protein diets during weight loss with better preservation of lean mass, so spread protein across your meals and keep up strength training.",
    links: [
      { label: "Common beginner mistakes", href: `${beginners}#common-beginner-mistakes` },
      {
        label: "Prioritize protein",
        href: `${paths.article("what-is-a-calorie-deficit")}#prioritize-protein`,
      },
    ],
    sources: [source.lowe2020, source.liu2022, source.stratton2020, source.leidy2015],
  },
  {
    id: "alcohol",
    question: "Does alcohol break a fast?",
    answer:
      "Yes: alcoholic drinks carry calories, and mixers, beer and sweet wines add sugar too, so any drink ends your fast. Drinking on an empty stomach also carries a blood sugar risk for people on diabetes medicines: in 10 older adults with type 2 diabetes taking a sulfonylurea, an infusion of alcohol equal to one or two drinks, given during a 24-hour fast, pushed blood glucose lower than a placebo did. If you drink, keep it to your eating window and have it with food, and if you take insulin or a sulfonylurea, talk to your doctor about alcohol and fasting first.",
    links: [
      {
        label: "What breaks a fast — and what doesn’t",
        href: `${beginners}#what-breaks-a-fast--and-what-doesnt`,
      },
      {
        label: "A practical sleep plan",
        href: `${paths.article("sleep-and-weight-loss")}#a-practical-sleep-plan`,
      },
    ],
    sources: [source.burge1999],
  },
  {
    id: "breaking-a-fast",
    question: "What’s the best way to break a fast?",
    answer:
      "There’s no special fast-breaking food: after a daily fast, start with a moderate, ordinary meal built around protein, vegetables and some fiber, and eat slowly. A very large or rushed first meal is a common cause of bloating, so it can help to eat a little, pause, and have more later if you’re still hungry. Protein is a good anchor, since higher-protein meals modestly increase fullness in feeding studies. Refeeding syndrome, a dangerous shift in the body’s salts and fluids, is a risk when someone is fed quickly after severe undernourishment — not after a 16-hour fast — but anyone who has eaten very little for a long stretch needs medical advice before eating normally again.",
    links: [
      {
        label: "Breaking a fast gently",
        href: `${paths.article("fasting-and-gut-health")}#breaking-a-fast-gently-then-feeding-your-microbes`,
      },
      { label: "Meal Examples", href: "/tools/meal-examples" },
    ],
    sources: [source.leidy2015, source.ponzo2021],
  },
  {
    id: "metabolism",
    question: "Does fasting slow your metabolism?",
    answer:
      "Short fasts don’t appear to: in 11 lean, healthy adults, resting energy expenditure rose rather than fell by the third day of an 84-hour fast, far longer than anything we suggest. What does lower it is losing weight by any method, and in a four-week trial of young men eating 25% fewer calories, resting energy expenditure fell whether they ate in an 8-hour window or on a normal schedule, with no difference between the two. Large, rapid weight loss can slow metabolism more than expected, and for a long time: six years after an extreme TV weight-loss competition, 14 contestants still burned about 500 calories a day fewer at rest than predicted, which is one more reason to aim for a moderate deficit rather than a crash diet.",
    links: [
      {
        label: "Why crash diets tend to backfire",
        href: `${paths.article("what-is-a-calorie-deficit")}#why-crash-diets-tend-to-backfire`,
      },
      {
        label: "How big should your deficit be?",
        href: `${paths.article("what-is-a-calorie-deficit")}#how-big-should-your-deficit-be`,
      },
    ],
    sources: [source.zauner2000, source.stratton2020, source.fothergill2016],
  },
  {
    id: "keto-ldl",
    question: "Does keto raise LDL cholesterol?",
    answer:
      "It can. In a meta-analysis of 13 trials lasting a year or more, very-low-carbohydrate ketogenic diets raised LDL cholesterol more than low-fat diets, alongside lower triglycerides and higher HDL, and a 2020 meta-analysis of 38 trials found the same pattern for low-carbohydrate diets at 6 to 12 months, with LDL about 0.07 mmol/L higher on average. Averages can’t predict your own response, so if you keep keto up beyond a few weeks, have your doctor test your lipids, and get most of your fat from olive oil, nuts, seeds and oily fish rather than lots of butter, cream and processed meat.",
    links: [
      { label: "LDL cholesterol and other caveats", href: `${ketoGuide}#ldl-and-other-caveats` },
      {
        label: "Keto’s realistic pros and cons",
        href: `${paths.article("keto-basics-net-carbs")}#the-realistic-pros-and-cons`,
      },
    ],
    sources: [source.bueno2013, source.chawla2020],
  },
  {
    id: "omad-16-8-5-2",
    question: "Which is better: OMAD, 16:8 or 5:2?",
    answer:
      "None has been shown to beat the others, or ordinary calorie cutting, for weight loss, so the best schedule is the one you can keep. 16:8 did no better than three regular meals in the TREAT trial, 5:2 matched daily calorie restriction over six months in 107 women, and alternate-day fasting matched it over a year, though more people dropped out (38% against 29%). One meal a day has the least evidence behind it: when healthy adults in a small study ate their whole day’s calories at one sitting for eight weeks, they felt hungrier, and their blood pressure and total and LDL cholesterol rose slightly compared with three meals a day. That’s why we suggest starting with 16:8 and don’t recommend OMAD as a first step.",
    links: [
      { label: "Common schedules, with honest notes", href: `${ifGuide}#common-schedules` },
      { label: "Fasting Schedule Generator", href: "/tools/fasting-schedule" },
    ],
    sources: [source.lowe2020, source.harvie2011, source.trepanowski2017, source.stote2007],
  },
  {
    id: "autophagy",
    question: "Does fasting trigger autophagy?",
    answer:
      "Fasting is one of the strongest known triggers of autophagy, the recycling of worn-out cell parts: a 2018 review concluded that fasting and calorie restriction switch it on in a wide variety of tissues and organs. In people, though, it has barely been measured: the first study of how time-restricted eating affects gene expression in humans followed 11 adults for four days and found higher expression of an autophagy gene in their blood cells when they ate between 8 a.m. and 2 p.m. No study has shown at what hour autophagy starts in people, or that a daily fast brings health benefits through it, so be wary of plans and apps that promise an “autophagy window.”",
    links: [
      {
        label: "Cellular “housekeeping” and stress resistance",
        href: `${paths.article("10-benefits-of-fasting")}#8-cellular-housekeeping-and-stress-resistance`,
      },
      {
        label: "Why the fasting timer doesn’t mark autophagy",
        href: `${paths.fastingTimer}#phase-autophagy`,
      },
    ],
    sources: [source.bagherniya2018, source.jamshed2019],
  },
];
