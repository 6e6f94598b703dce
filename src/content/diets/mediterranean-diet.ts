import type { DietGuide } from "./model";

export const guide = {
  slug: "mediterranean-diet",
  name: "Mediterranean diet",
  title: "The Mediterranean diet: a practical, evidence-based guide",
  subtitle:
    "Olive oil, vegetables, legumes, fish and whole grains: the eating pattern with some of the strongest research behind it, and how to make it your own.",
  description:
    "The Mediterranean diet explained: what to eat, the PREDIMED evidence and its 2018 republication, olive oil, fish and legumes, the truth about wine, and fasting.",
  illustration: { src: "/images/diets/mediterranean-diet.svg", width: 640, height: 480 },
  explanation: [
    {
      id: "what-it-is",
      title: "What the Mediterranean diet is",
      paragraphs: [
        "The Mediterranean diet isn’t a branded plan with strict rules. It describes the traditional way of eating in places such as Crete, the rest of Greece and southern Italy in the early 1960s, when researchers noticed that people there had low rates of heart disease despite limited access to medical care. Nutrition researchers later summed the pattern up as a food pyramid.",
        "Its core is simple: plenty of vegetables, fruit, legumes, whole grains, nuts and seeds; extra-virgin olive oil as the main fat; fish and seafood regularly; moderate amounts of cheese, yogurt, eggs and poultry; and red and processed meat and sweets only occasionally. Meals tend to be cooked at home, shared and eaten slowly. There is nothing to count, no food group is banned, and it works on almost any budget if you lean on beans, seasonal vegetables and canned fish.",
      ],
    },
    {
      id: "the-evidence",
      title: "What the evidence shows",
      paragraphs: [
        "The best-known trial is PREDIMED, run in Spain. It assigned 7,447 adults aged 55 to 80 who were at high risk of cardiovascular disease, but did not yet have it, to a Mediterranean diet with extra-virgin olive oil, a Mediterranean diet with mixed nuts, or a control diet with advice to reduce fat. Neither Mediterranean group was asked to cut calories. After a median of 4.8 years, both Mediterranean groups had a lower rate of heart attack, stroke or death from cardiovascular causes, about 30 percent lower than the control group.",
        "There is an important footnote. The original 2013 report was retracted in 2018 after the investigators found problems with randomization: some household members were enrolled without being randomized, some participants at one of 11 sites were assigned to a group without randomization, and randomization tables appear to have been used inconsistently at another site. The team reanalyzed the data and republished the results in the New England Journal of Medicine in 2018. The conclusions held, including when the 1,588 participants affected were left out, but the episode is a useful reminder that even landmark trials deserve a careful reading.",
        "Other evidence points the same way. In the Lyon Diet Heart Study, people who had already had a heart attack and were advised to follow a Mediterranean-style diet had 14 cardiac deaths and non-fatal heart attacks over an average of 46 months, compared with 44 in the group advised to follow a usual prudent Western-type diet. In a large observational study of 22,043 adults in Greece, each two-point increase on a Mediterranean diet score was linked with a 25 percent lower death rate. Observational studies can’t prove cause and effect, but the overall picture is consistent.",
      ],
    },
    {
      id: "building-your-plate",
      title: "Building your plate: olive oil, fish, legumes and vegetables",
      paragraphs: [
        "Olive oil is the signature fat. Use extra-virgin olive oil for dressings, drizzling and everyday cooking in place of butter or other spreads. It is rich in monounsaturated fat and plant compounds called polyphenols, and it was a central part of the PREDIMED intervention. It is also calorie-dense, so if weight loss is your aim, measure rather than pour.",
        "Vegetables fill half the plate at most meals: tomatoes, leafy greens, eggplant, zucchini, peppers, onions and garlic, cooked generously with olive oil and herbs. Legumes such as lentils, chickpeas and beans appear several times a week, in soups, stews and salads, and provide protein and fiber at low cost. Whole grains, such as whole-wheat bread, bulgur, farro and oats, supply steady energy. The Dietary Guidelines for Americans, 2025–2030, make a similar point: prioritize fiber-rich whole grains and cut back on highly processed, refined carbohydrates.",
        "Fish and seafood, especially oily fish such as sardines, mackerel, anchovies and salmon, are eaten regularly, while poultry, eggs and dairy appear in moderation. Red meat becomes an occasional ingredient rather than the center of the meal, and processed meat is kept to a minimum. Fruit is the usual dessert, with sweets saved for special occasions.",
      ],
    },
    {
      id: "a-note-on-wine",
      title: "A note on wine",
      paragraphs: [
        "Moderate wine with meals is often described as part of the traditional pattern, but that doesn’t make wine a health food. The most recent Global Burden of Disease analysis of alcohol, published in 2022, found that the answer depends on age. For people aged 15 to 39, drinking brings no health benefit: the amount that minimizes health loss is zero or, in some regions, up to about 0.6 of a standard drink a day (a standard drink here is 10 g of pure alcohol).",
        "From age 40, small amounts, about 0.1 to 1.9 standard drinks a day depending on the region, may carry slightly lower risk than none, mainly through lower cardiovascular risk, while larger amounts add risk. The authors concluded that advice on drinking should differ by age and region. These are population estimates, not a reason to drink: if you don’t drink, don’t start.",
        "If you already drink, keep it moderate, have it with food and consider cutting back. If you don’t drink, or you are pregnant, take medication that interacts with alcohol or have a history of problem drinking, leave wine out entirely. You lose nothing of the Mediterranean diet’s core by doing so.",
      ],
    },
  ],
  foodsToEat: [
    "Extra-virgin olive oil as your main fat for cooking and dressings",
    "Tomatoes, leafy greens, eggplant, zucchini, peppers, onions and other vegetables",
    "Fresh fruit such as oranges, figs, grapes, apples and berries",
    "Lentils, chickpeas, white beans and other legumes",
    "Whole grains such as whole-wheat bread, bulgur, farro, barley and oats",
    "Walnuts, almonds and hazelnuts",
    "Seeds and tahini",
    "Oily fish such as sardines, mackerel, anchovies and salmon",
    "Shellfish such as mussels, clams and shrimp",
    "Poultry and eggs in moderate amounts",
    "Plain yogurt and cheeses such as feta, in moderate amounts",
    "Olives",
    "Garlic, herbs and spices such as oregano, basil, parsley and cumin",
    "Water as your everyday drink",
  ],
  foodsToAvoid: [
    "Sodas and other sugary drinks, and sweetened juices",
    "Candy, cakes, cookies and pastries as everyday foods",
    "Processed meats such as ham, salami, bacon and sausages",
    "Large or frequent portions of red meat",
    "White bread, sugary breakfast cereals and other refined grains",
    "Butter, lard and cream as everyday cooking fats",
    "Chips and other salty, ultra-processed snacks",
    "Fast food and deep-fried foods",
    "Prepared and frozen meals high in salt",
    "Spirits, binge drinking and drinking alcohol for its supposed health benefits",
  ],
  benefits: [
    {
      title: "Heart health",
      text: "This is where the evidence is strongest: randomized trials such as PREDIMED and the Lyon Diet Heart Study found fewer cardiovascular events. Most of that evidence comes from people at high risk or with existing heart disease, so effects in healthy younger adults are less certain.",
    },
    {
      title: "Linked with longer life",
      text: "Large observational studies, including one of more than 22,000 Greek adults, link closer adherence to a lower death rate. These studies show association rather than proof, because people who eat this way may differ in other ways too.",
    },
    {
      title: "Flexible and sustainable",
      text: "No food group is banned and nothing needs counting, which may make it easier to keep up than more restrictive diets. This is a practical advantage rather than a measured health outcome.",
    },
    {
      title: "Better overall diet quality",
      text: "Built on vegetables, legumes, whole grains, nuts and fish, the pattern naturally supplies fiber, unsaturated fats and a wide range of nutrients. This follows from the foods themselves rather than from a specific trial result.",
    },
    {
      title: "Benefits without calorie counting",
      text: "In PREDIMED, the Mediterranean diet groups had fewer cardiovascular events even though they were not asked to cut calories. It is not primarily a weight-loss diet, though. If weight loss is your goal, portions, especially of olive oil and nuts, still matter.",
    },
  ],
  combining: {
    id: "combining-with-fasting",
    title: "Combining the Mediterranean diet with fasting",
    paragraphs: [
      "The Mediterranean diet and intermittent fasting fit together naturally, because one is about what you eat and the other about when. Fasting’s biggest weakness is that it says nothing about food quality; the Mediterranean pattern fills that gap with meals built on vegetables, legumes, whole grains, fish and olive oil.",
      "A 16:8 schedule is the easiest match. Break your fast with a substantial, protein-rich meal, such as eggs with tomatoes and peppers, Greek yogurt with walnuts and fruit, or a lentil salad with feta, then finish the day with fish or a bean stew and plenty of vegetables. On a 5:2 plan, vegetable soups, legumes and salads make the low-intake days more filling for fewer calories.",
      "There is little research on this specific combination, so think of it as two sensible habits rather than a proven package. Keep an eye on protein and fiber when you eat fewer meals, go easy on calorie-dense olive oil and nuts if weight loss is your aim, and read our intermittent fasting guide first to check whether fasting is right for you. Anyone with diabetes or on regular medication should talk to their doctor before adding fasting.",
    ],
  },
  relatedTools: [
    {
      label: "Meal Examples",
      to: "/tools/meal-examples",
      text: "See simple Mediterranean-style breakfasts, lunches and dinners to get you started.",
    },
    {
      label: "Grocery List Generator",
      to: "/tools/grocery-list-generator",
      text: "Build a weekly shopping list around vegetables, legumes, fish and olive oil.",
    },
  ],
  sources: [
    {
      citation:
        "Estruch R, Ros E, Salas-Salvadó J, et al. Primary prevention of cardiovascular disease with a Mediterranean diet supplemented with extra-virgin olive oil or nuts. N Engl J Med. 2018;378(25):e34.",
      url: "https://doi.org/10.1056/NEJMoa1800389",
    },
    {
      citation:
        "de Lorgeril M, Salen P, Martin JL, Monjaud I, Delaye J, Mamelle N. Mediterranean diet, traditional risk factors, and the rate of cardiovascular complications after myocardial infarction: final report of the Lyon Diet Heart Study. Circulation. 1999;99(6):779-785.",
      url: "https://doi.org/10.1161/01.CIR.99.6.779",
    },
    {
      citation:
        "Trichopoulou A, Costacou T, Bamia C, Trichopoulos D. Adherence to a Mediterranean diet and survival in a Greek population. N Engl J Med. 2003;348(26):2599-2608.",
      url: "https://doi.org/10.1056/NEJMoa025039",
    },
    {
      citation:
        "Willett WC, Sacks F, Trichopoulou A, et al. Mediterranean diet pyramid: a cultural model for healthy eating. Am J Clin Nutr. 1995;61(6 Suppl):1402S-1406S.",
      url: "https://doi.org/10.1093/ajcn/61.6.1402S",
    },
    {
      citation:
        "GBD 2020 Alcohol Collaborators. Population-level risks of alcohol consumption by amount, geography, age, sex, and year: a systematic analysis for the Global Burden of Disease Study 2020. Lancet. 2022;400(10347):185-235.",
      url: "https://doi.org/10.1016/S0140-6736(22)00847-9",
    },
    {
      citation:
        "U.S. Department of Agriculture and U.S. Department of Health and Human Services. Dietary Guidelines for Americans, 2025–2030. January 2026.",
      url: "https://realfood.gov/",
    },
  ],
} satisfies DietGuide;
