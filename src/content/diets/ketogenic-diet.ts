import type { DietGuide } from "./model";

export const guide = {
  slug: "ketogenic-diet",
  name: "Ketogenic diet",
  title: "The ketogenic diet: a clear, evidence-based guide",
  subtitle:
    "What keto is, how net carbs and ketosis work, what to eat, and the honest trade-offs, from keto flu to LDL cholesterol.",
  description:
    "Keto explained: under 20–50 g of net carbs a day, how ketosis works, foods to eat and avoid, keto flu and electrolytes, LDL caveats and pairing it with fasting.",
  illustration: { src: "/images/diets/ketogenic-diet.svg", width: 640, height: 480 },
  atAGlance: {
    target: {
      label: "Net carbs a day",
      figure: "Under 20–50 g",
      text: "The usual keto range. Many people start near the lower end because it makes ketosis more likely.",
      sectionId: "what-it-is",
    },
    plate: {
      src: "/images/diets/keto-plate.svg",
      width: 400,
      height: 300,
      alt: "A plate with leafy greens and broccoli, a salmon fillet and half an avocado.",
      caption: "Non-starchy vegetables, a protein food and a fat such as olive oil, avocado or cheese.",
    },
    sampleDay: {
      diet: "keto",
      goal: "fat-loss",
      meals: [
        { meal: "breakfast", title: "Spinach & Feta Egg Muffins" },
        { meal: "lunch", title: "Tuna-Stuffed Avocado" },
        { meal: "dinner", title: "Chicken & Broccoli Tray Bake" },
      ],
      to: "/tools/meal-examples",
    },
    links: [
      { label: "Work out your keto macros", to: "/tools/macro-calculator" },
      { label: "More keto meal examples", to: "/tools/meal-examples" },
      { label: "Keto grocery list", to: "/tools/grocery-list-generator?diet=keto" },
    ],
  },
  explanation: [
    {
      id: "what-it-is",
      title: "What the ketogenic diet is",
      paragraphs: [
        "The ketogenic diet, or keto, is a very-low-carbohydrate, high-fat way of eating. It cuts carbohydrate so far that your body changes its main fuel: instead of running mostly on glucose, it burns more fat and produces ketones, which the brain and many other tissues can use for energy. Keto began as a medical treatment for epilepsy and has since become one of the best-known weight-loss diets.",
        "The usual keto range is under 20–50 g of net carbs per day. Research definitions reflect this: a major meta-analysis counted diets with no more than 50 g of carbohydrate a day as very-low-carbohydrate ketogenic diets, and in the DIETFITS trial the low-carbohydrate group was asked to cut digestible carbohydrate to 20 g a day for the first eight weeks before slowly adding some back. Many people start near the lower end because it makes ketosis more likely, then find the level that works for them.",
        "Protein is kept moderate rather than unlimited, and fat supplies most of the remaining energy: a typical keto plate combines non-starchy vegetables, a protein food and a fat such as olive oil, avocado or cheese. A day on keto might start with eggs and spinach, bring a salad of leafy greens with oily fish and olive oil at lunch, and end with chicken, roasted cauliflower and broccoli.",
      ],
    },
    {
      id: "net-carbs-and-ketosis",
      title: "Net carbs and ketosis, explained",
      paragraphs: [
        "Most keto plans count net carbs rather than total carbohydrate. Fiber is a carbohydrate too, but your body doesn’t digest it into glucose, so net carbs leave it out. The arithmetic depends on where a food was labeled and on whether it contains sugar alcohols; our article Keto basics: how to count net carbs works through US and UK or EU labels, sugar alcohols, common counting mistakes and what a day’s allowance looks like on the plate.",
        "When carbohydrate stays very low, the liver turns fatty acids into three ketone bodies: beta-hydroxybutyrate, acetoacetate and acetone. This state of raised ketones is called nutritional ketosis, and it usually develops within a few days of cutting carbs.",
        "Nutritional ketosis is not the same as diabetic ketoacidosis, a dangerous emergency in which ketones climb far higher because the body lacks insulin. In people whose insulin response works normally, dietary ketosis stays in a much lower range. That difference is exactly why people with type 1 diabetes, or anyone taking insulin or SGLT2 inhibitor medicines, must only try keto with medical supervision.",
      ],
    },
    {
      id: "keto-flu-and-electrolytes",
      title: "Keto flu and electrolytes",
      paragraphs: [
        "Many people hit a rough patch in the first days or weeks. Headaches, tiredness, nausea, dizziness and brain fog are common enough to have a nickname: keto flu. There is little formal research on it. One study of online forum posts found that reports peaked in the first week and dwindled after about four weeks, though self-selected forum users can’t tell us how common it really is.",
        "Fluid and mineral shifts are likely contributors. As glycogen stores run down, the water stored with them is lost, and lower insulin levels are thought to make the kidneys excrete more sodium. Intake of potassium and magnesium may drop too when fruit, potatoes, beans and whole grains leave your plate with nothing to replace them.",
        "Practical steps may soften the transition: salt your food or have a cup of broth, drink regularly, eat plenty of leafy greens, avocado, nuts and seeds, and go easy on hard training at first. Anyone with heart or kidney disease or high blood pressure, or on diuretics, should check with their doctor before adding salt or taking potassium or magnesium supplements.",
      ],
    },
    {
      id: "ldl-and-other-caveats",
      title: "LDL cholesterol and other caveats",
      paragraphs: [
        "Keto’s effect on blood fats is mixed. In trials that compared low-carbohydrate with low-fat diets, triglycerides tended to fall and HDL cholesterol to rise, but LDL cholesterol, the kind most closely linked to heart disease, ended up higher on the low-carbohydrate side. You will see three different figures for that LDL gap on this site and elsewhere. They come from three meta-analyses that pooled different trials, so each answers a slightly different question. We give each in both common units (1 mmol/L of LDL cholesterol is 38.67 mg/dL).",
        "Bueno and colleagues (2013) took the strictest definition: 13 weight-loss trials with a year or more of follow-up, in which adults were assigned either a very-low-carbohydrate ketogenic diet, with no more than 50 g of carbohydrate a day, or a calorie-restricted low-fat diet. LDL came out 0.12 mmol/L (about 4.6 mg/dL) higher on keto, with a 95% confidence interval of 0.04 to 0.20 mmol/L (1.5 to 7.7 mg/dL).",
        "Mansoor and colleagues (2016) pooled 11 trials of six months or more in 1,369 healthy adults with excess weight, and counted a diet as low-carbohydrate if it followed the Atkins diet or gave less than 20% of energy as carbohydrate (on 2,000 calories a day, that means under 100 g). LDL was 0.16 mmol/L (about 6.2 mg/dL) higher than on low-fat diets, but the estimate was imprecise: its confidence interval ran from 0.003 to 0.33 mmol/L (0.1 to 12.8 mg/dL).",
        "Chawla and colleagues (2020) cast the widest net, 38 trials in 6,499 adults, and grouped the results by how long people were followed. At 6 to 12 months, LDL was 0.07 mmol/L (about 2.7 mg/dL) higher on low-carbohydrate diets, with a confidence interval of 0.02 to 0.12 mmol/L (0.8 to 4.6 mg/dL). Its abstract sets no carbohydrate cut-off, so this figure is about low-carbohydrate diets in general, not keto specifically.",
        "So the three numbers differ because the studies asked different things: how far carbohydrate was cut, how long people were followed, and which trials and people were counted. They don’t contradict each other. Each is an average difference between two diet groups, not the rise any one person should expect; all three point the same way; and their confidence intervals overlap.",
        "The average also hides a wide spread between people. In a three-week trial that 30 healthy, normal-weight young adults completed, half kept carbohydrate below 20 g a day and half carried on with their usual diet (Retterstøl 2018). In the low-carbohydrate group, average LDL went from 2.2 to 3.1 mmol/L (about 85 to 120 mg/dL), 44% more than in the control group, and individual increases ranged from 5% to 107%. If you follow keto for more than a few weeks, ask your doctor to check your lipids, and favor unsaturated fats such as olive oil, nuts, seeds and oily fish over large amounts of butter, cream and processed meat.",
        "Keto also removes several fiber-rich food groups, including whole grains, beans and most fruit, so leaning on vegetables, nuts and seeds matters for digestion. And it is restrictive: social meals, travel and cost make strict keto hard to keep up, and the best diet for weight loss is usually the one you can stick to.",
      ],
    },
  ],
  foodsToEat: [
    "Eggs",
    "Oily fish such as salmon, mackerel and sardines",
    "Poultry and unprocessed meat",
    "Shrimp, crab and other shellfish",
    "Leafy greens such as spinach, kale, lettuce and arugula",
    "Non-starchy vegetables such as zucchini, cauliflower, broccoli, peppers, mushrooms and asparagus",
    "Avocado",
    "Extra-virgin olive oil",
    "Olives",
    "Nuts such as almonds, walnuts, pecans and macadamias",
    "Seeds such as chia, flax and pumpkin seeds",
    "Cheese and full-fat plain Greek yogurt, in sensible portions",
    "Tofu and tempeh",
    "Raspberries, blackberries and strawberries, in small portions",
    "Water, black coffee, plain tea and broth",
  ],
  foodsToAvoid: [
    "Sugar, honey, syrups and candy",
    "Sodas, fruit juice and sweetened coffee drinks",
    "Bread, pasta, rice, couscous and breakfast cereals",
    "Cakes, cookies and pastries",
    "Potatoes, corn, parsnips and other starchy vegetables",
    "Bananas, grapes, mango and other higher-sugar fruit",
    "Dried fruit",
    "Beans, lentils and chickpeas, which are nutritious but carb-dense",
    "Beer, cider, sweet wine and sugary cocktails",
    "Flavored yogurts and low-fat products with added sugar",
    "“Keto” snacks sweetened with maltitol",
  ],
  benefits: [
    {
      title: "Modest weight loss",
      text: "A meta-analysis of trials lasting at least 12 months found that very-low-carbohydrate ketogenic diets led to about 0.9 kg more weight loss than low-fat diets. That is a real but small edge; in DIETFITS, 609 adults lost similar amounts on healthy low-carb and low-fat diets over a year (about 6.0 kg versus 5.3 kg, not a significant difference).",
    },
    {
      title: "Lower triglycerides and higher HDL",
      text: "The same meta-analysis found lower triglycerides and diastolic blood pressure and higher HDL cholesterol on keto. The evidence is fairly consistent but the changes are modest, and they come alongside a rise in LDL.",
    },
    {
      title: "Clear rules and, for some, fewer cravings",
      text: "Some people find a firm carb limit easier than moderation and report fewer cravings. The evidence here is mixed: in a tightly controlled two-week inpatient study of 20 adults, people ate about 690 more calories a day on an animal-based keto diet than on a plant-based low-fat diet.",
    },
    {
      title: "Blood sugar control in type 2 diabetes",
      text: "Reviews of therapeutic uses report that very-low-carbohydrate diets can lower blood glucose in people with type 2 diabetes. This is promising but needs medical supervision, because glucose-lowering medicines often have to be reduced to avoid dangerous lows.",
    },
    {
      title: "An established therapy for some epilepsy",
      text: "Keto has a long track record as a treatment for drug-resistant epilepsy, especially in children. This is the strongest evidence for keto, but it is a specialist, medically supervised therapy, not a do-it-yourself plan.",
    },
  ],
  combining: {
    id: "combining-with-fasting",
    title: "Combining keto with intermittent fasting",
    paragraphs: [
      "Keto and intermittent fasting are often paired, since both push insulin down and ketones up, and many people on keto report that a 16:8 window feels easier, though that is mostly anecdote. Direct research on the pairing is scarce, nothing shows it works better than either approach done well alone, and the early side effects of each can pile up while fewer meals leave less room for protein, fiber and electrolytes.",
      "If you try it, give keto a few weeks to settle before adding a moderate eating window, rather than going straight to one meal a day. With diabetes or any glucose-lowering medicine, only combine the two under your doctor’s guidance. Our intermittent fasting guide covers the pairing in full, in its section on combining intermittent fasting with keto.",
    ],
  },
  safety: {
    title: "Check with your doctor before starting keto if…",
    points: [
      "You have type 1 diabetes, or type 2 diabetes treated with insulin or other glucose-lowering medicines: doses often need adjusting to avoid low blood sugar.",
      "You take an SGLT2 inhibitor such as empagliflozin, dapagliflozin or canagliflozin: these medicines carry a warning about ketoacidosis, a medical emergency, so keto should only be tried with your doctor’s agreement and supervision.",
      "You are pregnant, trying to conceive or breastfeeding.",
      "You have kidney disease, a history of kidney stones, or liver disease.",
      "You have had pancreatitis, or you have a rare disorder of fat metabolism.",
      "You have high LDL cholesterol or heart disease, or take medicines for blood pressure, including diuretics.",
      "You are under 18 (except as a supervised medical therapy), or you have a history of eating disorders.",
      "Stop and get urgent medical help if you have repeated vomiting, abdominal pain, rapid breathing, confusion or a racing or irregular heartbeat, especially if you have diabetes.",
    ],
  },
  relatedTools: [
    {
      label: "Keto Macro Calculator",
      to: "/tools/macro-calculator",
      text: "Estimate your daily calories and split them into keto targets for fat, protein and carbs.",
    },
    {
      label: "Ketosis Indicator Quiz",
      to: "/tools/ketosis-quiz",
      text: "Check whether the signs you’re noticing are consistent with ketosis.",
    },
    {
      label: "Grocery List Generator",
      to: "/tools/grocery-list-generator",
      text: "Build a keto-friendly shopping list around vegetables, protein and whole-food fats.",
    },
  ],
  sources: [
    {
      citation:
        "Paoli A, Rubini A, Volek JS, Grimaldi KA. Beyond weight loss: a review of the therapeutic uses of very-low-carbohydrate (ketogenic) diets. Eur J Clin Nutr. 2013;67(8):789-796.",
      url: "https://doi.org/10.1038/ejcn.2013.116",
    },
    {
      citation:
        "Bueno NB, de Melo ISV, de Oliveira SL, da Rocha Ataide T. Very-low-carbohydrate ketogenic diet v. low-fat diet for long-term weight loss: a meta-analysis of randomised controlled trials. Br J Nutr. 2013;110(7):1178-1187.",
      url: "https://doi.org/10.1017/S0007114513000548",
    },
    {
      citation:
        "Gardner CD, Trepanowski JF, Del Gobbo LC, et al. Effect of low-fat vs low-carbohydrate diet on 12-month weight loss in overweight adults and the association with genotype pattern or insulin secretion: the DIETFITS randomized clinical trial. JAMA. 2018;319(7):667-679.",
      url: "https://doi.org/10.1001/jama.2018.0245",
    },
    {
      citation:
        "Mansoor N, Vinknes KJ, Veierød MB, Retterstøl K. Effects of low-carbohydrate diets v. low-fat diets on body weight and cardiovascular risk factors: a meta-analysis of randomised controlled trials. Br J Nutr. 2016;115(3):466-479.",
      url: "https://doi.org/10.1017/S0007114515004699",
    },
    {
      citation:
        "Chawla S, Tessarolo Silva F, Amaral Medeiros S, Mekary RA, Radenkovic D. The effect of low-fat and low-carbohydrate diets on weight loss and lipid levels: a systematic review and meta-analysis. Nutrients. 2020;12(12):3774.",
      url: "https://doi.org/10.3390/nu12123774",
    },
    {
      citation:
        "Retterstøl K, Svendsen M, Narverud I, Holven KB. Effect of low carbohydrate high fat diet on LDL cholesterol and gene expression in normal-weight, young adults: a randomized controlled study. Atherosclerosis. 2018;279:52-61.",
      url: "https://doi.org/10.1016/j.atherosclerosis.2018.10.013",
    },
    {
      citation:
        "Hall KD, Guo J, Courville AB, et al. Effect of a plant-based, low-fat diet versus an animal-based, ketogenic diet on ad libitum energy intake. Nat Med. 2021;27(2):344-353.",
      url: "https://doi.org/10.1038/s41591-020-01209-1",
    },
    {
      citation:
        "Bostock ECS, Kirkby KC, Taylor BV, Hawrelak JA. Consumer reports of “keto flu” associated with the ketogenic diet. Front Nutr. 2020;7:20.",
      url: "https://doi.org/10.3389/fnut.2020.00020",
    },
    {
      citation:
        "U.S. Food and Drug Administration. FDA revises labels of SGLT2 inhibitors for diabetes to include warnings about too much acid in the blood and serious urinary tract infections. FDA Drug Safety Communication. December 4, 2015.",
    },
  ],
} satisfies DietGuide;
