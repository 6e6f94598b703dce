import type { AnswerSource } from "~/content/quick-answers/model";

/** USDA FoodData Central food page: every calorie figure on /while-fasting comes from one of these. */
const fdc = (description: string, fdcId: number): AnswerSource => ({
  citation: `U.S. Department of Agriculture, Agricultural Research Service. ${description} (SR Legacy, FDC ID ${fdcId}). *FoodData Central*. 2019.`,
  url: `https://fdc.nal.usda.gov/food-details/${fdcId}/nutrients`,
});

/**
 * The food-composition pages, papers and guidance pages the "Can I have this
 * while fasting?" lookup rests on, beyond those it shares with the quick
 * answers (`~/content/quick-answers/sources`). How each was checked against
 * the line it supports is logged in docs/sources/while-fasting.md.
 */
export const whileFastingSource = {
  // USDA FoodData Central, SR Legacy (values are per 100 g).
  fdcWater: fdc("Beverages, water, tap, drinking", 173647),
  fdcClubSoda: fdc("Beverages, carbonated, club soda", 174842),
  fdcCoffee: fdc("Beverages, coffee, brewed, prepared with tap water", 171890),
  fdcBlackTea: fdc("Beverages, tea, black, brewed, prepared with tap water", 173227),
  fdcGreenTea: fdc("Beverages, tea, green, brewed, regular", 171917),
  fdcHerbalTea: fdc("Beverages, tea, herb, other than chamomile, brewed", 173232),
  fdcWholeMilk: fdc("Milk, whole, 3.25% milkfat, without added vitamin A and vitamin D", 172217),
  fdcHeavyCream: fdc("Cream, fluid, heavy whipping", 170859),
  fdcButter: fdc("Butter, salted", 173410),
  fdcCola: fdc("Beverages, carbonated, cola, regular", 174852),
  fdcOrangeJuice: fdc("Orange juice, canned, unsweetened", 169099),
  fdcLemon: fdc("Lemons, raw, without peel", 167746),
  fdcCoconutWater: fdc("Nuts, coconut water (liquid from coconuts)", 170174),
  fdcBeer: fdc("Alcoholic beverage, beer, regular, all", 168746),
  fdcRedWine: fdc("Alcoholic beverage, wine, table, red", 173190),
  fdcSpirits: fdc("Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof", 174815),
  fdcAlmondMilk: fdc("Beverages, almond milk, unsweetened, shelf stable", 174832),
  fdcSportsDrink: fdc("Beverages, PEPSICO QUAKER, Gatorade, G performance O 2, ready-to-drink", 173660),
  fdcHoney: fdc("Honey", 169640),
  fdcSugar: fdc("Sugars, granulated", 169655),
  fdcHardCandy: fdc("Candies, hard", 167990),
  fdcSalt: fdc("Salt, table", 173468),
  fdcAlmonds: fdc("Nuts, almonds", 170567),
  fdcCucumber: fdc("Cucumber, with peel, raw", 168409),

  // Papers.
  tey2017: {
    citation:
      "Tey SL, Salleh NB, Henry J, Forde CG. Effects of aspartame-, monk fruit-, stevia- and sucrose-sweetened beverages on postprandial glucose, insulin and energy intake. *Int J Obes (Lond)*. 2017;41(3):450-457.",
    doi: "10.1038/ijo.2016.225",
  },
  anton2010: {
    citation:
      "Anton SD, Martin CK, Han H, et al. Effects of stevia, aspartame, and sucrose on food intake, satiety, and postprandial glucose and insulin levels. *Appetite*. 2010;55(1):37-43.",
    doi: "10.1016/j.appet.2010.03.009",
  },
  wolnerhanssen2021: {
    citation:
      "Wölnerhanssen BK, Drewe J, Verbeure W, et al. Gastric emptying of solutions containing the natural sweetener erythritol and effects on gut hormone secretion in humans: a pilot dose-ranging study. *Diabetes Obes Metab*. 2021;23(6):1311-1321.",
    doi: "10.1111/dom.14342",
  },
  witkowski2023: {
    citation:
      "Witkowski M, Nemet I, Alamri H, et al. The artificial sweetener erythritol and cardiovascular event risk. *Nat Med*. 2023;29(3):710-718.",
    doi: "10.1038/s41591-023-02223-9",
  },
  meyerGerspach2021: {
    citation:
      "Meyer-Gerspach AC, Drewe J, Verbeure W, et al. Effect of the natural sweetener xylitol on gut hormone secretion and gastric emptying in humans: a pilot dose-ranging study. *Nutrients*. 2021;13(1):174.",
    doi: "10.3390/nu13010174",
  },
  franchi2021: {
    citation:
      "Franchi F, Yaranov DM, Rollini F, et al. Effects of D-allulose on glucose tolerance and insulin response to a standard oral sucrose load: results of a prospective, randomized, crossover study. *BMJ Open Diabetes Res Care*. 2021;9(1):e001939.",
    doi: "10.1136/bmjdrc-2020-001939",
    interests: "Three authors were affiliated with Matsutani Chemical Industry Co., Ltd., a company.",
  },
  talebi2017: {
    citation:
      "Talebi M, Frink LA, Patil RA, Armstrong DW. Examination of the varied and changing ethanol content of commercial kombucha products. *Food Anal Methods*. 2017;10(12):4062-4067.",
    doi: "10.1007/s12161-017-0980-5",
  },
  dawsonHughes2015: {
    citation:
      "Dawson-Hughes B, Harris SS, Lichtenstein AH, Dolnikowski G, Palermo NJ, Rasmussen H. Dietary fat increases vitamin D-3 absorption. *J Acad Nutr Diet*. 2015;115(2):225-230.",
    doi: "10.1016/j.jand.2014.09.014",
  },
  lawson1988: {
    citation:
      "Lawson LD, Hughes BG. Absorption of eicosapentaenoic acid and docosahexaenoic acid from fish oil triacylglycerols or fish oil ethyl esters co-ingested with a high-fat meal. *Biochem Biophys Res Commun*. 1988;156(2):960-963.",
    doi: "10.1016/s0006-291x(88)80937-9",
    interests: "Both authors were affiliated with Murdock Pharmaceuticals.",
  },
  vanSloun2020: {
    citation:
      "van Sloun B, Goossens GH, Erdos B, Lenz M, van Riel N, Arts ICW. The impact of amino acids on postprandial glucose and insulin kinetics in humans: a quantitative overview. *Nutrients*. 2020;12(10):3211.",
    doi: "10.3390/nu12103211",
  },
  antonio2021: {
    citation:
      "Antonio J, Candow DG, Forbes SC, et al. Common questions and misconceptions about creatine supplementation: what does the scientific evidence really show? *J Int Soc Sports Nutr*. 2021;18(1):13.",
    doi: "10.1186/s12970-021-00412-w",
  },
  gibb2015: {
    citation:
      "Gibb RD, McRorie JW Jr, Russell DA, Hasselblad V, D’Alessio DA. Psyllium fiber improves glycemic control proportional to loss of glycemic control: a meta-analysis of data in euglycemic subjects, patients at risk of type 2 diabetes mellitus, and patients being treated for type 2 diabetes mellitus. *Am J Clin Nutr*. 2015;102(6):1604-1614.",
    doi: "10.3945/ajcn.115.106989",
    interests:
      "Three authors were affiliated with Procter & Gamble, whose stored clinical records were searched for the analysis.",
  },
  mitrou2015: {
    citation:
      "Mitrou P, Petsiou E, Papakonstantinou E, et al. Vinegar consumption increases insulin-stimulated glucose uptake by the forearm muscle in humans with type 2 diabetes. *J Diabetes Res*. 2015;2015:175204.",
    doi: "10.1155/2015/175204",
  },
  tompkins2011: {
    citation:
      "Tompkins TA, Mainville I, Arcand Y. The impact of meals on a probiotic during transit through a model of the human upper gastrointestinal tract. *Benef Microbes*. 2011;2(4):295-303.",
    doi: "10.3920/BM2011.0022",
    interests: "The first author was affiliated with Institut Rosell Inc., a company.",
  },
  vonSiebenthal2023: {
    citation:
      "von Siebenthal HK, Moretti D, Zimmermann MB, Stoffel NU. Effect of dietary factors and time of day on iron absorption from oral iron supplements in iron deficient women. *Am J Hematol*. 2023;98(9):1356-1363.",
    doi: "10.1002/ajh.26987",
  },
  miller2010: {
    citation:
      "Miller KC, et al. Reflex inhibition of electrically induced muscle cramps in hypohydrated humans. *Med Sci Sports Exerc*. 2010;42(5):953-961.",
    doi: "10.1249/MSS.0b013e3181c0647e",
  },
  benvenga2008: {
    citation:
      "Benvenga S, Bartolone L, Pappalardo MA, et al. Altered intestinal absorption of L-thyroxine caused by coffee. *Thyroid*. 2008;18(3):293-301.",
    doi: "10.1089/thy.2007.0222",
  },
  nordestgaard2016: {
    citation:
      "Nordestgaard BG, Langsted A, Mora S, et al. Fasting is not routinely required for determination of a lipid profile: clinical and laboratory implications including flagging at desirable concentration cut-points—a joint consensus statement from the European Atherosclerosis Society and European Federation of Clinical Chemistry and Laboratory Medicine. *Eur Heart J*. 2016;37(25):1944-1958.",
    doi: "10.1093/eurheartj/ehw152",
  },

  // Guidance and label pages.
  dailymedIbuprofen: {
    citation:
      "U.S. National Library of Medicine. Ibuprofen tablet, film coated (Direct Rx): drug label. *DailyMed*. Updated November 3, 2015.",
    url: "https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=84d86fd2-24c4-438f-a8ba-2002b10bacdf",
  },
  nhsIbuprofen: {
    citation: "NHS. How and when to take ibuprofen. *Medicines A to Z*.",
    url: "https://www.nhs.uk/medicines/ibuprofen-for-adults/how-and-when-to-take-ibuprofen/",
  },
  nhsParacetamol: {
    citation: "NHS. How and when to take paracetamol for adults. *Medicines A to Z*.",
    url: "https://www.nhs.uk/medicines/paracetamol-for-adults/how-and-when-to-take-paracetamol-for-adults/",
  },
  adaToothpastes: {
    citation: "American Dental Association. Toothpastes. *Oral Health Topics*.",
    url: "https://www.ada.org/en/resources/research/science-and-research-institute/oral-health-topics/toothpastes",
  },
  urmcMouthRinse: {
    citation: "University of Rochester Medical Center. Mouth rinse. *Health Encyclopedia*.",
    url: "https://www.urmc.rochester.edu/encyclopedia/content.aspx?contentid=P00893&contenttypeid=85",
  },
} satisfies Record<string, AnswerSource>;
