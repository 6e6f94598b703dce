import type { DietGuide } from "./model";

export const guide = {
  slug: "vegan-diet",
  name: "Vegan diet",
  title: "The vegan diet: a practical guide to eating well on plants",
  subtitle:
    "A well-planned vegan diet can meet your needs at every stage of life. The key word is planned: vitamin B12 and a handful of other nutrients deserve your attention.",
  description:
    "How to plan a healthy vegan diet: vitamin B12, iron, calcium, vitamin D, omega-3, iodine and protein, plus what research shows and how to pair it with fasting.",
  illustration: { src: "/images/diets/vegan-diet.svg", width: 640, height: 480 },
  explanation: [
    {
      id: "what-it-is",
      title: "What a vegan diet is",
      paragraphs: [
        "A vegan diet leaves out all foods of animal origin: meat, poultry, fish, shellfish, dairy and eggs, and usually honey and ingredients such as gelatin, whey and casein. What remains is a wide and varied base of legumes, whole grains, vegetables, fruit, nuts, seeds and soy foods. People choose it for their health, for animal welfare, for the environment, or for a mix of all three.",
        "The Academy of Nutrition and Dietetics, the US professional body for dietitians, takes the position that appropriately planned vegetarian diets, including vegan diets, are healthful and nutritionally adequate and may help prevent and treat certain diseases. It considers them appropriate for all stages of life, from pregnancy and infancy to older age and for athletes. Notice the phrase “appropriately planned”. A diet of chips, white bread and vegan candy is technically vegan, but it isn’t what the research describes.",
      ],
    },
    {
      id: "planning-nutrients",
      title: "The nutrients to plan for",
      paragraphs: [
        "Vitamin B12 comes first because it is not optional. Plant foods don’t provide it reliably, so vegans need fortified foods or, more simply, a supplement. Deficiency can cause anemia and nerve problems, and it can develop gradually, so it’s best not to wait for symptoms. A B12 supplement is the single most important habit on a vegan diet.",
        "Iron and calcium need some thought. Plant (nonheme) iron from beans, lentils, tofu and greens is absorbed less efficiently than iron from meat; eating it with vitamin C-rich foods such as peppers or citrus helps, as does drinking tea and coffee between meals. For calcium, good choices are calcium-set tofu, fortified plant milks and yogurts, and low-oxalate greens such as kale, bok choy and broccoli. Spinach contains calcium, but very little of it is absorbed.",
        "Vitamin D, omega-3 fats and iodine round out the list. Vitamin D comes mainly from sunlight, which is unreliable for much of the year in many places, so fortified foods or a supplement are often needed. For omega-3, flaxseed, chia, hemp seeds and walnuts provide ALA, which the body converts only in small amounts to the longer-chain EPA and DHA. An algae-based supplement supplies DHA directly. Iodine is found in iodized salt and some supplements. Seaweed can also supply it, but its iodine content varies enormously, so it isn’t a dependable source.",
        "Protein is rarely the problem people fear, provided legumes and soy are part of most days. Beans, lentils, chickpeas, tofu, tempeh, edamame and soy milk are the backbone, with nuts, seeds and whole grains adding more. You don’t need to combine proteins carefully at each meal: eating a variety of plant proteins over the course of the day supplies all the essential amino acids.",
      ],
    },
    {
      id: "what-the-research-shows",
      title: "What the research shows",
      paragraphs: [
        "Most of the evidence is observational, comparing people who already eat differently, so diet can’t be fully separated from other habits. A 2017 meta-analysis by Dinu and colleagues combined 86 cross-sectional and 10 prospective cohort studies. Vegetarians and vegans had lower body mass index, total and LDL cholesterol and blood glucose than omnivores. Vegetarian diets were linked with a lower risk of ischemic heart disease, and vegan diets with a lower incidence of cancer overall, although the vegan findings rested on only a few studies.",
        "Randomized trials are fewer. In one, Barnard and colleagues assigned 99 adults with type 2 diabetes to a low-fat vegan diet or a diet based on American Diabetes Association guidelines for 22 weeks. Both groups improved, but weight, HbA1c (among those whose medication stayed the same) and LDL cholesterol fell further on the vegan diet.",
        "There is a caution too. In the EPIC-Oxford study, which followed almost 55,000 British adults for an average of 17.6 years, vegans had a higher risk of hip fractures and of fractures overall than meat eaters. The link was partly, but not fully, explained by lower body weight, calcium and protein intakes. It is a reminder that bone health deserves a plan: enough calcium, vitamin D and protein.",
      ],
    },
  ],
  foodsToEat: [
    "Beans, lentils, chickpeas and split peas",
    "Soy foods such as calcium-set tofu, tempeh, edamame and soy milk",
    "Whole grains such as oats, brown rice, quinoa, barley and whole-grain bread",
    "Calcium-fortified plant milks and yogurts, ideally also fortified with B12 and vitamin D",
    "Leafy greens such as kale, bok choy, broccoli and collard greens",
    "Other vegetables such as peppers, tomatoes, carrots, squash and mushrooms",
    "Fruit, especially vitamin C-rich citrus, kiwi and berries",
    "Nuts such as walnuts, almonds and cashews",
    "Seeds such as ground flaxseed, chia, hemp and pumpkin seeds",
    "Tahini, peanut butter and other nut and seed butters",
    "Fortified breakfast cereals and nutritional yeast with added B12",
    "Iodized salt, used in modest amounts",
    "Extra virgin olive oil and canola oil",
    "Herbs, spices, garlic and ginger for flavor",
  ],
  foodsToAvoid: [
    "Meat and poultry, including processed meats",
    "Fish and shellfish",
    "Milk, cheese, butter, cream and yogurt made from animal milk",
    "Eggs and foods made with them, such as many cakes and fresh pastas",
    "Honey",
    "Gelatin, found in some candy and desserts",
    "Whey, casein and other milk-derived ingredients in packaged foods",
    "Fish sauce, anchovies and other hidden animal ingredients in sauces",
    "Heavily processed vegan junk food such as candy, chips and pastries, best kept occasional",
    "Sugary drinks, which add calories without nutrients",
  ],
  benefits: [
    {
      title: "Healthier cholesterol and blood glucose",
      text: "In a large meta-analysis of observational studies, vegetarians and vegans had lower total and LDL cholesterol and blood glucose than omnivores. Because these studies are observational, they show an association rather than proof that the diet caused the difference.",
    },
    {
      title: "Possible help with type 2 diabetes",
      text: "In a 22-week randomized trial of adults with type 2 diabetes, a low-fat vegan diet improved HbA1c and LDL cholesterol more than a standard diabetes diet. This is a single trial, so it’s encouraging rather than conclusive.",
    },
    {
      title: "Lower heart disease risk in observational studies",
      text: "Vegetarian diets have been linked with a lower risk of ischemic heart disease in cohort studies, and the Academy of Nutrition and Dietetics counts a reduced risk among the potential benefits of vegetarian and vegan eating. Evidence specific to vegans is more limited.",
    },
    {
      title: "Plenty of fiber",
      text: "A diet built on legumes, whole grains, vegetables, fruit, nuts and seeds is naturally rich in fiber. The Academy’s position paper counts this fiber among the features linked to lower cholesterol and better blood glucose control.",
    },
    {
      title: "Support for weight management",
      text: "Vegans tend to have a lower body mass index in observational studies, and in the diabetes trial above, the vegan group lost more weight than the comparison group. Results depend on food quality, because vegan junk food is still junk food.",
    },
  ],
  combining: {
    id: "combining-with-fasting",
    title: "Combining a vegan diet with intermittent fasting",
    paragraphs: [
      "A vegan diet and time-restricted eating are fully compatible, although no trial has tested the two together. The main challenge is protein: plant foods are bulky and filling, so fitting enough protein into a shorter window takes planning.",
      "The simplest rule is to build every meal in your window around a substantial protein source: tofu, tempeh, edamame, lentils, beans, chickpeas, seitan or soy milk. Break your fast with a protein-led meal, such as tofu scramble on whole-grain toast or a bean and vegetable bowl, rather than fruit alone. Spreading protein across two or three meals is usually easier than trying to fit most of it into one large dinner, and if you exercise, place a protein-rich meal after your session within the window.",
      "Fasting hours can also work in your favor. Black coffee and tea during the fast keep them away from your iron-rich meals, which helps absorption. Take your B12 and any vitamin D or algae omega-3 supplement with a meal inside the window, and pair legumes and greens with a vitamin C source. Because plant-based meals are so filling, it’s easy to undereat on a short window; if you notice unplanned weight loss or fatigue, widen the window or add energy-dense foods such as nuts, nut butters and avocado.",
    ],
  },
  safety: {
    title: "Planning for every stage of life",
    points: [
      "Pregnancy and breastfeeding: a well-planned vegan diet can be appropriate, but nutrient needs rise, and babies of mothers without a B12 source can become deficient. Plan supplements (B12, iodine, vitamin D, DHA) with your midwife, doctor or a dietitian, and don’t fast.",
      "Infants and children: they need enough energy, protein, B12, vitamin D, calcium, iron, zinc and iodine to grow. Get professional advice, and never use plant milks as a substitute for breast milk or infant formula.",
      "Older adults: B12 absorption from food often declines with age, so fortified foods or supplements matter even more. Protein, calcium and vitamin D help protect muscle and bone.",
      "Bone health: because vegans in a large British study had a higher fracture risk, make calcium, vitamin D and protein a deliberate part of your plan.",
      "If you take medication for diabetes or blood pressure, talk to your doctor before switching, because your needs may change as your diet does.",
      "If you feel unusually tired, ask your doctor about checking your B12, iron and vitamin D status.",
    ],
  },
  relatedTools: [
    {
      label: "Meal Examples",
      to: "/tools/meal-examples",
      text: "Browse vegan meal ideas with a good protein source on every plate.",
    },
    {
      label: "Grocery List Generator",
      to: "/tools/grocery-list-generator",
      text: "Build a weekly vegan shopping list with legumes, fortified foods and greens.",
    },
    {
      label: "Supplement Matcher",
      to: "/tools/supplement-matcher",
      text: "Check which supplements, starting with B12, fit your vegan diet.",
    },
  ],
  sources: [
    {
      citation:
        "Melina V, Craig W, Levin S. Position of the Academy of Nutrition and Dietetics: Vegetarian Diets. J Acad Nutr Diet. 2016;116(12):1970-1980.",
      url: "https://doi.org/10.1016/j.jand.2016.09.025",
    },
    {
      citation:
        "Dinu M, Abbate R, Gensini GF, Casini A, Sofi F. Vegetarian, vegan diets and multiple health outcomes: a systematic review with meta-analysis of observational studies. Crit Rev Food Sci Nutr. 2017;57(17):3640-3649.",
      url: "https://doi.org/10.1080/10408398.2016.1138447",
    },
    {
      citation:
        "Barnard ND, Cohen J, Jenkins DJA, Turner-McGrievy G, Gloede L, Jaster B, Seidl K, Green AA, Talpers S. A low-fat vegan diet improves glycemic control and cardiovascular risk factors in a randomized clinical trial in individuals with type 2 diabetes. Diabetes Care. 2006;29(8):1777-1783.",
      url: "https://doi.org/10.2337/dc06-0606",
      interests:
        "The lead author, Neal Barnard, was president of the Physicians Committee for Responsible Medicine, a group that promotes vegetarian diets, and the trial was run with it (PCRM news release, July 27, 2006). It was funded by the National Institutes of Health and the Diabetes Action Research and Education Foundation.",
    },
    {
      citation:
        "Tong TYN, Appleby PN, Armstrong MEG, Fensom GK, Knuppel A, Papier K, Perez-Cornago A, Travis RC, Key TJ. Vegetarian and vegan diets and risks of total and site-specific fractures: results from the prospective EPIC-Oxford study. BMC Med. 2020;18(1):353.",
      url: "https://doi.org/10.1186/s12916-020-01815-3",
    },
    {
      citation:
        "National Institutes of Health, Office of Dietary Supplements. Vitamin B12: Fact Sheet for Health Professionals.",
      url: "https://ods.od.nih.gov/factsheets/VitaminB12-HealthProfessional/",
    },
  ],
} satisfies DietGuide;
