import type { DietGuide } from "./model";

export const guide = {
  slug: "paleo-diet",
  name: "Paleo diet",
  title: "The paleo diet: what it is and what the evidence says",
  subtitle:
    "Meat, fish, eggs, vegetables, fruit and nuts, minus grains, legumes and dairy. Here’s the ancestral idea, the small trials behind it and the trade-offs worth planning for.",
  description:
    "What the paleo diet includes, what small trials found on blood sugar and waist size, and how to cover fiber and calcium without grains, legumes or dairy.",
  illustration: { src: "/images/diets/paleo-diet.svg", width: 640, height: 480 },
  explanation: [
    {
      id: "what-it-is",
      title: "What the paleo diet is",
      paragraphs: [
        "The paleo (short for Paleolithic) diet builds meals around foods presumed to have been available to humans before farming began: meat, fish and shellfish, eggs, vegetables, fruit, roots, nuts and seeds. Foods that arrived with agriculture and industry are left out, namely cereal grains, legumes, dairy, refined sugar, added salt and processed vegetable oils. The idea was set out in an influential 1985 paper by Boyd Eaton and Melvin Konner, who argued that human biology was shaped by hunter-gatherer foods and that modern diets have changed far faster than our genes.",
        "It’s worth taking the word “presumed” seriously. Paleolithic people lived in very different environments and ate very different things, so there was never a single caveman menu, and today’s farmed meat and produce differ a great deal from their wild ancestors. Paleo is best seen not as historical re-enactment but as a practical filter: mostly whole, minimally processed foods, cooked from fresh ingredients.",
      ],
    },
    {
      id: "what-the-evidence-says",
      title: "What the research shows",
      paragraphs: [
        "The paleo diet has been tested in a handful of small randomized trials, most of them from Sweden. In one of the earliest, Lindeberg and colleagues assigned 29 people with ischemic heart disease and either glucose intolerance or type 2 diabetes to a Paleolithic diet or a Mediterranean-like diet for 12 weeks. Glucose tolerance improved more on the paleo diet (the area under the blood glucose curve fell by 26%, against 7% in the comparison group), and the difference did not seem to be explained by changes in waist size alone.",
        "A crossover pilot study by Jönsson and colleagues in 2009 gave 13 people with type 2 diabetes a paleo diet and a standard diabetes diet for three months each. During the paleo period, HbA1c, triglycerides, diastolic blood pressure, weight and waist circumference were lower and HDL cholesterol was higher. Participants also ate less total energy on the paleo diet, which may explain part of the effect.",
        "In 2015, Manheimer and colleagues pooled four randomized trials with 159 participants who had at least one feature of metabolic syndrome. Over the short term (up to six months), paleo eating reduced waist circumference by about 2.4 cm and triglycerides by about 0.4 mmol/L more than guideline-based diets. Blood pressure was also a few mm Hg lower (about 3.6 mm Hg systolic and 2.5 mm Hg diastolic), but for both the confidence interval just included no effect, and the differences in HDL cholesterol and fasting blood sugar were not statistically significant. The authors concluded that the findings warrant further research. A longer trial, in 70 postmenopausal women with obesity, found more fat loss on paleo than on a diet based on Nordic nutrition guidelines at six months, but the gap was no longer statistically significant after two years.",
      ],
    },
    {
      id: "common-critiques",
      title: "The trade-offs: fiber, calcium and practicality",
      paragraphs: [
        "Most criticism of paleo is about what it removes rather than what it includes. Whole grains, legumes and dairy are foods that mainstream dietary guidelines actively encourage, and cutting out all three at once takes away important sources of fiber, calcium and several B vitamins. Without beans, lentils, oats or whole-grain bread, you need to lean deliberately on vegetables, fruit, nuts, seeds and starchy roots such as sweet potato to keep your fiber intake up.",
        "Calcium needs the same attention. Without dairy, include alternatives on purpose: canned sardines or salmon with their soft bones, leafy greens such as kale and bok choy, almonds and, if you’re happy to be flexible, a calcium-fortified unsweetened nut milk. It’s also worth remembering what the trials actually tested: lean meat, fish, fruit, vegetables, roots, eggs and nuts. A version heavy in bacon, sausages and paleo-branded treats is a different diet, even if it follows the same rules.",
        "Finally, there’s practicality: fresh meat, fish, nuts and berries can be expensive, and strict rules make eating out harder. A looser version that keeps the whole-food core but allows some legumes, oats or yogurt is a reasonable compromise, even if it’s no longer exactly what the trials studied.",
      ],
    },
  ],
  foodsToEat: [
    "Fresh meat and poultry, favoring lean cuts such as chicken, turkey and lean beef",
    "Oily fish such as salmon, mackerel and sardines (canned sardines with bones add calcium)",
    "White fish and shellfish such as cod, shrimp and mussels",
    "Eggs",
    "Leafy greens such as spinach, kale, arugula and bok choy",
    "Other non-starchy vegetables such as broccoli, peppers, zucchini and tomatoes",
    "Starchy roots and tubers such as sweet potatoes, carrots, beets and squash",
    "Berries and other whole fruit such as apples, oranges and kiwis",
    "Nuts such as almonds, walnuts and hazelnuts",
    "Seeds such as pumpkin, sunflower, chia and flaxseed",
    "Avocados and olives",
    "Extra virgin olive oil for cooking and dressings",
    "Herbs, spices, garlic, lemon and vinegar for flavor",
    "Water, black coffee and unsweetened tea",
  ],
  foodsToAvoid: [
    "Wheat, rye, barley and products made from them, such as bread and pasta",
    "Rice, oats, corn and other cereal grains",
    "Beans, lentils, chickpeas and peas",
    "Peanuts and peanut butter (peanuts are legumes)",
    "Soy foods such as tofu, tempeh and soy milk",
    "Milk, cheese, yogurt and other dairy products",
    "Sugar, syrups, candy and sugary drinks",
    "Highly processed snacks, prepared meals and pastries",
    "Processed vegetable and seed oils such as soybean or corn oil",
    "Heavily salted foods and added table salt",
    "Processed meats such as sausages and salami, which are often labeled paleo but are best kept occasional",
  ],
  benefits: [
    {
      title: "Fewer ultra-processed foods",
      text: "By design, paleo cuts out most packaged snacks, candy and sugary drinks, which is a sensible direction for almost anyone. This is a general principle of healthy eating rather than something the paleo trials measured on its own.",
    },
    {
      title: "Short-term improvements in metabolic markers",
      text: "In a meta-analysis of four small trials, paleo diets improved waist circumference and triglycerides more than guideline-based diets over a few months, and blood pressure fell a little more, though not conclusively. The evidence is promising but limited by small numbers and short follow-up.",
    },
    {
      title: "Possible help with blood sugar",
      text: "Two small Swedish trials found better glucose tolerance or HbA1c on a paleo diet in people with heart disease or type 2 diabetes. These results come from a few dozen participants and still need confirming in larger, longer studies.",
    },
    {
      title: "Filling meals that may help you eat less",
      text: "Meals built on protein, vegetables and fruit tend to be satisfying, and in one crossover trial people ate less total energy during the paleo period. In the two-year trial, however, the extra fat loss seen at six months had faded by the end.",
    },
    {
      title: "More fruit and vegetables",
      text: "In the 2009 crossover trial, the paleo period brought higher intakes of fruit and vegetables than the standard diabetes diet. That shift is in line with virtually every dietary guideline, paleo or not.",
    },
  ],
  combining: {
    id: "combining-with-fasting",
    title: "Combining paleo with intermittent fasting",
    paragraphs: [
      "Paleo and time-restricted eating fit together easily: paleo decides what you eat, and fasting decides when. Because paleo meals are built around protein, vegetables and fats, many people find them filling enough to make a longer overnight fast comfortable. No trial has tested the combination directly, though, so any benefit comes from each approach on its own and from the fact that eating within a window often means eating a little less overall.",
      "With fewer meals, each one has to do more work. Break your fast with protein and vegetables, such as eggs with sautéed greens, rather than fruit alone, and make sure the meals in your window cover what paleo can run short on: a starchy root or fruit for fiber, leafy greens, and calcium from canned sardines or almonds. If you exercise, place a meal with sweet potato or fruit near your training session.",
      "The main risk is restricting twice: removing three food groups while shrinking your eating window can push your intake lower than you intend. Ongoing tiredness, irritability, poor sleep or constipation are signs to widen the window or add more starchy vegetables and fruit. A gentle 12-hour overnight fast, extended only if it feels easy, is a sensible start.",
    ],
  },
  safety: {
    title: "Who should take extra care",
    points: [
      "If you take medication for diabetes or high blood pressure, talk to your doctor before starting, because changes in diet can alter how much medication you need.",
      "If you have kidney disease, get medical advice before increasing your protein intake substantially.",
      "Without dairy, plan calcium and vitamin D deliberately, especially for teenagers, older adults and postmenopausal women.",
      "Pregnant or breastfeeding women and children shouldn’t cut out whole food groups without professional guidance.",
      "If you have a history of disordered eating, strict food rules can do more harm than good, so talk to a health professional first.",
      "Keep processed meats such as bacon and sausages occasional, even when they’re labeled paleo. Mainstream dietary guidelines advise limiting them.",
    ],
  },
  relatedTools: [
    {
      label: "Meal Examples",
      to: "/tools/meal-examples",
      text: "See sample paleo breakfasts, lunches and dinners built on whole foods.",
    },
    {
      label: "Grocery List Generator",
      to: "/tools/grocery-list-generator",
      text: "Turn a week of paleo meals into a shopping list, with calcium and fiber sources included.",
    },
  ],
  sources: [
    {
      citation:
        "Eaton SB, Konner M. Paleolithic nutrition: a consideration of its nature and current implications. N Engl J Med. 1985;312(5):283-289.",
      url: "https://doi.org/10.1056/NEJM198501313120505",
    },
    {
      citation:
        "Lindeberg S, Jönsson T, Granfeldt Y, Borgstrand E, Soffman J, Sjöström K, Ahrén B. A Palaeolithic diet improves glucose tolerance more than a Mediterranean-like diet in individuals with ischaemic heart disease. Diabetologia. 2007;50(9):1795-1807.",
      url: "https://doi.org/10.1007/s00125-007-0716-y",
    },
    {
      citation:
        "Jönsson T, Granfeldt Y, Ahrén B, Branell UC, Pålsson G, Hansson A, Söderström M, Lindeberg S. Beneficial effects of a Paleolithic diet on cardiovascular risk factors in type 2 diabetes: a randomized cross-over pilot study. Cardiovasc Diabetol. 2009;8:35.",
      url: "https://doi.org/10.1186/1475-2840-8-35",
    },
    {
      citation:
        "Manheimer EW, van Zuuren EJ, Fedorowicz Z, Pijl H. Paleolithic nutrition for metabolic syndrome: systematic review and meta-analysis. Am J Clin Nutr. 2015;102(4):922-932.",
      url: "https://doi.org/10.3945/ajcn.115.113613",
    },
    {
      citation:
        "Mellberg C, Sandberg S, Ryberg M, Eriksson M, Brage S, Larsson C, Olsson T, Lindahl B. Long-term effects of a Palaeolithic-type diet in obese postmenopausal women: a 2-year randomized trial. Eur J Clin Nutr. 2014;68(3):350-357.",
      url: "https://doi.org/10.1038/ejcn.2013.290",
    },
  ],
} satisfies DietGuide;
