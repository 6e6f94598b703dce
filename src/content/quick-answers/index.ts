/**
 * The "Quick answers" page: short answers to the questions readers ask most,
 * each opening with a one-line verdict and resting on sources whose abstracts
 * (or publisher pages) were read for the exact claim made, and each linked to
 * the part of the site that tells the fuller story. Plain text only; the page
 * carries one "not medical advice" note, so the answers don't repeat it.
 */

import { paths } from "~/config/paths";
import type { QuickAnswer } from "./model";
import { source } from "./sources";

export type { AnswerLink, AnswerSource, QuickAnswer } from "./model";

// Site sections the answers point to. Article fragments are the ids rehype-slug
// (github-slugger) gives the articles' headings; diet-guide fragments are the
// guides' section ids (`safety` is the guide page's fixed id for its safety list).
const beginners = paths.article("intermittent-fasting-for-beginners");
const whatBreaks = paths.article("what-breaks-a-fast");
const sideEffects = paths.article("fasting-side-effects-and-when-to-stop");
const exercising = paths.article("exercise-while-fasting");
const alcohol = paths.article("alcohol-fasting-and-keto");
const women = paths.article("fasting-for-women");
const ifGuide = paths.diets.intermittentFasting;
const ketoGuide = paths.diets.keto;

export const quickAnswers: QuickAnswer[] = [
  {
    id: "coffee",
    question: "Does coffee break a fast?",
    verdict:
      "Black coffee doesn’t; a splash of milk technically does, and cream, sugar or butter clearly do.",
    answer:
      "A plain cup has almost no calories, which is why our 16:8 guide lists it with water and plain tea as fine while you fast. What turns coffee into food is what goes in it, syrups and the butter or oil in “bulletproof” coffee included. Mind the caffeine, though: Europe’s food safety authority found that up to 400 mg a day raises no safety concerns for healthy adults who aren’t pregnant (200 mg in pregnancy), and in one sleep study 400 mg taken even six hours before bed still disrupted sleep.",
    links: [
      { label: "What breaks a fast: coffee and tea", href: `${whatBreaks}#coffee-and-tea` },
      {
        label: "Caffeine: a tool, not a fuel",
        href: `${paths.article("meal-timing-for-deep-work")}#caffeine-a-tool-not-a-fuel`,
      },
      {
        label: "What breaks a fast — and what doesn’t",
        href: `${beginners}#what-breaks-a-fast--and-what-doesnt`,
      },
    ],
    sources: [source.efsa2015, source.drake2013],
  },
  {
    id: "tea",
    question: "Does tea break a fast?",
    verdict: "Plain tea doesn’t break a fast; milk, sugar or honey in it do.",
    answer:
      "Black, green or herbal tea with nothing added is on the same short list as water and black coffee, while ready-made tea drinks usually contain milk or sugar and count as food. Black and green tea still contain caffeine, and so do some plant “teas” such as yerba mate, so count them toward the 400 mg a day that Europe’s food safety authority considers safe for healthy adults who aren’t pregnant, and keep an evening cut-off.",
    links: [
      { label: "What breaks a fast: coffee and tea", href: `${whatBreaks}#coffee-and-tea` },
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
    verdict: "Sugar-free gum doesn’t meaningfully break a fast; gum sweetened with sugar does.",
    answer:
      "A piece of sugar-free gum adds so few calories that it passes the working rule that meaningful calories break a fast, so save sugary gum for your eating window. Whether gum actually helps is less clear: in one lab study of 60 young adults, chewing gum for 15 minutes each hour after lunch slightly reduced hunger and cut later snacking by about 36 calories, but in another of 47 adults, gum after lunch made no difference to appetite or how much they ate. The sugar alcohols in many sugar-free gums, such as sorbitol, can cause gas and bloating in some people, so if gum leaves you uncomfortable or hungrier, skip it.",
    links: [
      { label: "What breaks a fast: gum and sweeteners", href: `${whatBreaks}#gum-and-sweeteners` },
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
    verdict:
      "Not by calories, but whether zero-calorie sweeteners nudge insulin is unsettled, so treat them as a gray zone.",
    answer:
      "Sucralose, stevia and aspartame add few or no calories, so a diet drink or sweetened black coffee passes the calorie rule. The insulin studies are small and point different ways: in eight healthy adults, a sucralose drink on its own didn’t raise the gut hormones measured and just tasting it triggered no insulin response, while in 17 adults with obesity who didn’t normally use sweeteners, sucralose taken 10 minutes before a glucose drink raised the insulin response by about 20%. The practical test is your appetite: if sweet drinks keep cravings going or leave you hungrier, drop them.",
    links: [
      { label: "What breaks a fast: gum and sweeteners", href: `${whatBreaks}#gum-and-sweeteners` },
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
    verdict:
      "Calorie-free ones, like plain vitamins, creatine or unsweetened electrolytes, don’t; collagen, protein powders and sugary gummies do.",
    answer:
      "Check the label: gummy vitamins and sweetened electrolyte mixes usually contain sugar, so save them for your eating window. Protein powders and collagen are food: they carry calories, and protein on its own raises insulin — in 16 healthy men, a 45 g whey protein drink with no carbohydrate did exactly that — so take them with your meals. Take prescribed medicines as directed, and ask your pharmacist if one needs to be taken with food.",
    links: [
      {
        label: "What breaks a fast: supplements and electrolytes",
        href: `${whatBreaks}#supplements-and-electrolytes`,
      },
      {
        label: "Protein, BCAAs, collagen and bone broth",
        href: `${whatBreaks}#protein-bcaas-collagen-and-bone-broth`,
      },
      { label: "Supplement Matcher", href: "/tools/supplement-matcher" },
    ],
    sources: [source.power2009],
  },
  {
    id: "start-16-8",
    question: "How do I start 16:8 fasting?",
    verdict:
      "Start with a 12-hour overnight fast, then push your first meal later an hour or two at a time until you reach 16 hours.",
    answer:
      "Give it about two weeks, choose hours that suit most of your days, such as noon to 8 p.m. or 10 a.m. to 6 p.m., and expect hunger to come in waves around your old mealtimes before it settles. The timing alone does little: in the TREAT trial, 116 adults given only a noon-to-8 p.m. window lost little weight and no more than people on three regular meals, and in a 12-month trial an 8-hour window added no significant benefit to the same calorie cut. While you fast, have only water, black coffee or plain tea, and make protein and vegetables the base of every meal.",
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
    verdict:
      "It depends on how long you fast or how far you cut carbs; a blood ketone test is the reliable way to tell.",
    answer:
      "During a fast, the body leans more on fat and starts making ketones as the liver’s glycogen runs low, typically beyond about 12 hours after your last meal — a typical point, not a fixed hour. On a ketogenic diet, in a three-week trial in 75 healthy adults, daily morning blood tests showed ketosis consistently on diets with 5% or 15% of energy from carbohydrate, but only sporadically at 25%. Keto trials have used a blood level of at least 0.5 mmol/L of beta-hydroxybutyrate as the cut-off for nutritional ketosis. Signs like less hunger or a change in your breath are only clues, and thirst and frequent urination can also signal high blood sugar, so don’t put those down to ketosis if you have diabetes.",
    links: [
      {
        label: "Blood testing: the reference",
        href: `${paths.article("testing-for-ketones")}#blood-testing-the-reference`,
      },
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
    verdict:
      "It can be for many healthy adult women, though the research is thin; not if you’re pregnant, breastfeeding or trying to conceive.",
    answer:
      "Several key trials enrolled mostly women — a 5:2 trial in 107 premenopausal women, and a year-long alternate-day fasting trial in which 86 of 100 participants were women — and in both, weight loss matched ordinary daily calorie cutting. On hormones, a 2022 review of human trials found fasting didn’t change estrogen, gonadotropin or prolactin levels in women and lowered androgen markers in premenopausal women with obesity, while stressing that very few studies exist. A history of disordered eating is another reason not to fast, and if your periods change or fasting leaves you preoccupied with food, ease off and get it checked.",
    links: [
      { label: "Your cycle and your hormones", href: `${women}#your-cycle-and-your-hormones` },
      {
        label: "Trying to conceive, pregnancy and breastfeeding",
        href: `${women}#trying-to-conceive-pregnancy-and-breastfeeding`,
      },
      { label: "Who should not fast", href: `${ifGuide}#safety` },
    ],
    sources: [source.harvie2011, source.trepanowski2017, source.cienfuegos2022],
  },
  {
    id: "who-should-not-fast",
    question: "When should you not fast?",
    verdict:
      "When you’re pregnant or breastfeeding, under 18, underweight, have ever had an eating disorder, or have diabetes — unless a doctor supervises it.",
    answer:
      "The same goes if you’re trying to conceive, take insulin, sulfonylureas or other medicines that lower blood sugar or blood pressure, or have kidney disease or another long-term condition. The risks are real: in a trial of adults with type 2 diabetes on glucose-lowering medicines, fasting roughly doubled the rate of low blood sugar even though doses were reduced, and in a five-year study of 496 teenage girls, fasting for weight control was linked to later binge eating and bulimia. For diabetes, an expert review concluded that fasting can be done safely only under your healthcare provider’s supervision, with glucose monitoring and adjusted medicines. Whoever you are, stop and eat if you feel dizzy, shaky, faint or confused.",
    links: [
      { label: "Who should not fast — the full list", href: `${ifGuide}#safety` },
      {
        label: "Low blood sugar on diabetes medicines",
        href: `${sideEffects}#low-blood-sugar-on-diabetes-medicines`,
      },
      { label: "Red flags: stop and get help", href: `${sideEffects}#red-flags-stop-and-get-help` },
    ],
    sources: [source.corley2018, source.stice2008, source.grajower2019],
  },
  {
    id: "exercise",
    question: "Can I exercise while fasting?",
    verdict:
      "Yes, for most people and most everyday workouts; save long or hard sessions for after you’ve eaten.",
    answer:
      "A walk, an easy run or another short session in the fasted state is fine if you feel well: a meta-analysis of 46 studies found that eating beforehand improved performance in prolonged aerobic exercise but made no difference to shorter aerobic sessions. Follow strength training with a protein-rich meal when you can. Stop and eat if you feel dizzy, shaky or faint, and if you take insulin or sulfonylureas, don’t train fasted without a plan from your doctor.",
    links: [
      {
        label: "Performance: when eating first helps",
        href: `${exercising}#performance-when-eating-first-helps`,
      },
      { label: "Strength training and protein", href: `${exercising}#strength-training-and-protein` },
      {
        label: "Diabetes medicines: the real risk",
        href: `${exercising}#diabetes-medicines-the-real-risk`,
      },
    ],
    sources: [source.aird2018],
  },
  {
    id: "electrolytes",
    question: "Do I need electrolytes while fasting or on keto?",
    verdict: "Usually not on 16:8; on keto or in fasts longer than a day, you may need more salt.",
    answer:
      "On a 16:8 schedule you still eat every day, so plain water during the fast and meals salted as usual generally cover it. On keto, or in longer fasts, lower insulin tends to mean the kidneys let go of more sodium and water — in a classic experiment in six healthy volunteers, raising insulin roughly halved the sodium they passed in urine — and that loss probably plays a part in the headaches and light-headedness known as “keto flu.” The usual first steps are to salt your meals, have some broth while your window is open, and eat leafy greens, avocado, nuts and seeds, which supply potassium and magnesium; zero-calorie electrolyte drops don’t break a fast, but make sure they contain no sugar. Heart or kidney disease, high blood pressure, or diuretics and other blood pressure medicines are reasons to check with your doctor before you add salt or electrolyte supplements.",
    links: [
      {
        label: "Sodium, potassium, magnesium — and fluids",
        href: `${paths.article("keto-flu-and-electrolytes")}#sodium-potassium-magnesium--and-fluids`,
      },
      {
        label: "Headache and light-headedness while fasting",
        href: `${sideEffects}#common-and-usually-mild-headache-and-light-headedness`,
      },
      { label: "Keto flu and electrolytes", href: `${ketoGuide}#keto-flu-and-electrolytes` },
    ],
    sources: [source.defronzo1975],
  },
  {
    id: "muscle-loss",
    question: "Will fasting make me lose muscle?",
    verdict:
      "Not necessarily, if you eat enough protein and keep strength training, though weight loss by any method costs some lean tissue.",
    answer:
      "A short eating window can make it easy to under-eat protein. In the TREAT trial, body scans showed more lean-mass loss in people given only a noon-to-8 p.m. window than in those eating three meals a day, while in a 12-month trial where both groups had the same calorie targets, adding an 8-hour window made no significant difference to lean mass. When protein and training were controlled — 26 young men eating 1.8 g of protein per kg of body weight a day and lifting weights for four weeks — fat-free mass was kept equally well with or without an 8-hour window. Controlled studies link higher-protein diets during weight loss with better preservation of lean mass, so spread protein across your meals.",
    links: [
      { label: "Strength training and protein", href: `${exercising}#strength-training-and-protein` },
      {
        label: "Prioritize protein",
        href: `${paths.article("what-is-a-calorie-deficit")}#prioritize-protein`,
      },
      { label: "Common beginner mistakes", href: `${beginners}#common-beginner-mistakes` },
    ],
    sources: [source.lowe2020, source.liu2022, source.stratton2020, source.leidy2015],
  },
  {
    id: "alcohol",
    question: "Does alcohol break a fast?",
    verdict: "Yes: any alcoholic drink carries calories, so it ends your fast.",
    answer:
      "Mixers, beer and sweet wines add sugar on top. Drinking on an empty stomach also carries a blood sugar risk for people on diabetes medicines: in 10 older adults with type 2 diabetes taking a sulfonylurea, an infusion of alcohol equal to one or two drinks, given during a 24-hour fast, pushed blood glucose lower than a placebo did. If you drink, keep it to your eating window and have it with food, and if you take insulin or a sulfonylurea, talk to your doctor about alcohol and fasting first.",
    links: [
      {
        label: "A drink is food as far as your fast is concerned",
        href: `${alcohol}#a-drink-is-food-as-far-as-your-fast-is-concerned`,
      },
      { label: "Low blood sugar: who is at risk", href: `${alcohol}#low-blood-sugar-who-is-at-risk` },
      { label: "If you choose to drink", href: `${alcohol}#if-you-choose-to-drink` },
    ],
    sources: [source.burge1999],
  },
  {
    id: "breaking-a-fast",
    question: "What’s the best way to break a fast?",
    verdict: "No special food is needed: after a daily fast, eat a moderate, ordinary meal, slowly.",
    answer:
      "Base it on protein, vegetables and some fiber; protein is a good anchor, since higher-protein meals modestly increase fullness in feeding studies. A very large or rushed first meal is a common cause of bloating, so it can help to eat a little, pause, and have more later if you’re still hungry. Refeeding syndrome, a dangerous shift in the body’s salts and fluids, is a risk when someone is fed quickly after severe undernourishment — not after a 16-hour fast — but anyone who has eaten very little for a long stretch needs medical advice before eating normally again.",
    links: [
      {
        label: "Breaking a fast gently",
        href: `${paths.article("fasting-and-gut-health")}#breaking-a-fast-gently-then-feeding-your-microbes`,
      },
      {
        label: "Long fasts and refeeding syndrome",
        href: `${sideEffects}#long-fasts-and-refeeding-syndrome`,
      },
      { label: "Meal Examples", href: "/tools/meal-examples" },
    ],
    sources: [source.leidy2015, source.ponzo2021],
  },
  {
    id: "metabolism",
    question: "Does fasting slow your metabolism?",
    verdict: "Short fasts don’t appear to; what lowers your metabolism is losing weight, by any method.",
    answer:
      "In 11 lean, healthy adults, resting energy expenditure rose rather than fell by the third day of an 84-hour fast, far longer than anything we suggest. In a four-week trial of young men eating 25% fewer calories, resting energy expenditure fell whether they ate in an 8-hour window or on a normal schedule, with no difference between the two. Large, rapid weight loss can slow metabolism more than expected, and for a long time: six years after an extreme TV weight-loss competition, 14 contestants still burned about 500 calories a day fewer at rest than predicted, which is one more reason to aim for a moderate deficit rather than a crash diet.",
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
    verdict: "It can: on average, LDL ends up higher on keto and other low-carb diets than on low-fat diets.",
    answer:
      "The three meta-analyses we cite put that average gap at about 0.07 to 0.16 mmol/L (roughly 3 to 6 mg/dL), alongside lower triglycerides and higher HDL. Their figures differ mainly because they defined low-carb differently, from 50 g of carbohydrate a day or less to low-carbohydrate diets in general, and followed people for different lengths of time; our keto guide sets the three side by side. Averages can’t predict your own response: in a three-week trial in healthy young adults, individual LDL rises ranged from 5% to 107%. If you keep keto up beyond a few weeks, have your doctor test your lipids, and get most of your fat from olive oil, nuts, seeds and oily fish rather than lots of butter, cream and processed meat.",
    links: [
      {
        label: "LDL cholesterol: why the studies’ figures differ",
        href: `${ketoGuide}#ldl-and-other-caveats`,
      },
    ],
    sources: [source.bueno2013, source.mansoor2016, source.chawla2020, source.retterstol2018],
  },
  {
    id: "omad-16-8-5-2",
    question: "Which is better: OMAD, 16:8 or 5:2?",
    verdict:
      "None has been shown to beat the others, or plain calorie cutting, for weight loss, so pick the one you can keep.",
    answer:
      "In the TREAT trial 16:8 did no better than three regular meals, 5:2 matched daily calorie restriction over six months in 107 women, and alternate-day fasting matched it over a year, though more people dropped out (38% against 29%). One meal a day has the least evidence behind it: when healthy adults in a small study ate their whole day’s calories at one sitting for eight weeks, they felt hungrier, and their blood pressure and total and LDL cholesterol rose slightly compared with three meals a day. That’s why we suggest starting with 16:8 and don’t recommend OMAD as a first step.",
    links: [
      { label: "Common schedules, with honest notes", href: `${ifGuide}#common-schedules` },
      { label: "Fasting Schedule Generator", href: "/tools/fasting-schedule" },
    ],
    sources: [source.lowe2020, source.harvie2011, source.trepanowski2017, source.stote2007],
  },
  {
    id: "autophagy",
    question: "Does fasting trigger autophagy?",
    verdict:
      "Fasting is a strong trigger, but in people autophagy has barely been measured, and no one knows at what hour it starts.",
    answer:
      "Autophagy is the recycling of worn-out cell parts, and a 2018 review concluded that fasting and calorie restriction switch it on in a wide variety of tissues and organs. The first study of how time-restricted eating affects gene expression in humans followed 11 adults for four days and found higher expression of an autophagy gene in their blood cells when they ate between 8 a.m. and 2 p.m. No study has shown that a daily fast brings health benefits through autophagy, so be wary of plans and apps that promise an “autophagy window.”",
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
