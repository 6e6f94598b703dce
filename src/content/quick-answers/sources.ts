import type { AnswerSource } from "./model";

/** The papers and pages the answers rest on, by first author and year; how each
 * was checked against the claim it supports is logged in docs/sources/quick-answers.md. */
export const source = {
  lowe2020: {
    citation:
      "Lowe DA, Wu N, Rohdin-Bibby L, et al. Effects of time-restricted eating on weight loss and other metabolic parameters in women and men with overweight and obesity: the TREAT randomized clinical trial. *JAMA Intern Med*. 2020;180(11):1491-1499.",
    doi: "10.1001/jamainternmed.2020.4153",
  },
  liu2022: {
    citation:
      "Liu D, Huang Y, Huang C, et al. Calorie restriction with or without time-restricted eating in weight loss. *N Engl J Med*. 2022;386(16):1495-1504.",
    doi: "10.1056/NEJMoa2114833",
  },
  trepanowski2017: {
    citation:
      "Trepanowski JF, Kroeger CM, Barnosky A, et al. Effect of alternate-day fasting on weight loss, weight maintenance, and cardioprotection among metabolically healthy obese adults: a randomized clinical trial. *JAMA Intern Med*. 2017;177(7):930-938.",
    doi: "10.1001/jamainternmed.2017.0936",
  },
  harvie2011: {
    citation:
      "Harvie MN, Pegington M, Mattson MP, et al. The effects of intermittent or continuous energy restriction on weight loss and metabolic disease risk markers: a randomized trial in young overweight women. *Int J Obes (Lond)*. 2011;35(5):714-727.",
    doi: "10.1038/ijo.2010.171",
  },
  stote2007: {
    citation:
      "Stote KS, Baer DJ, Spears K, et al. A controlled trial of reduced meal frequency without caloric restriction in healthy, normal-weight, middle-aged adults. *Am J Clin Nutr*. 2007;85(4):981-988.",
    doi: "10.1093/ajcn/85.4.981",
  },
  anton2018: {
    citation:
      "Anton SD, Moehl K, Donahoo WT, et al. Flipping the metabolic switch: understanding and applying the health benefits of fasting. *Obesity (Silver Spring)*. 2018;26(2):254-268.",
    doi: "10.1002/oby.22065",
  },
  harvey2018: {
    citation:
      "Harvey CJDC, et al. The effect of medium chain triglycerides on time to nutritional ketosis and symptoms of keto-induction in healthy adults: a randomised controlled clinical trial. *J Nutr Metab*. 2018;2018:2630565.",
    doi: "10.1155/2018/2630565",
  },
  harvey2019: {
    citation:
      "Harvey CJDC, Schofield GM, Zinn C, Thornley S. Effects of differing levels of carbohydrate restriction on mood achievement of nutritional ketosis, and symptoms of carbohydrate withdrawal in healthy adults: a randomized clinical trial. *Nutrition*. 2019;67-68S:100005.",
    doi: "10.1016/j.nutx.2019.100005",
  },
  efsa2015: {
    citation:
      "EFSA Panel on Dietetic Products, Nutrition and Allergies. Scientific opinion on the safety of caffeine. *EFSA J*. 2015;13(5):4102.",
    url: "https://www.efsa.europa.eu/en/efsajournal/pub/4102",
  },
  drake2013: {
    citation:
      "Drake C, Roehrs T, Shambroom J, Roth T. Caffeine effects on sleep taken 0, 3, or 6 hours before going to bed. *J Clin Sleep Med*. 2013;9(11):1195-1200.",
    doi: "10.5664/jcsm.3170",
    interests:
      "Funded by a grant from Zeo Inc, a maker of home sleep monitors; one author was affiliated with the company.",
  },
  hetherington2007: {
    citation:
      "Hetherington MM, Boyland E. Short-term effects of chewing gum on snack intake and appetite. *Appetite*. 2007;48(3):397-401.",
    doi: "10.1016/j.appet.2006.10.001",
  },
  julis2007: {
    citation:
      "Julis RA, et al. Influence of sweetened chewing gum on appetite, meal patterning and energy intake. *Appetite*. 2007;48(2):167-175.",
    doi: "10.1016/j.appet.2006.08.003",
  },
  ford2011: {
    citation:
      "Ford HE, Peters V, Martin NM, et al. Effects of oral ingestion of sucralose on gut hormone response and appetite in healthy normal-weight subjects. *Eur J Clin Nutr*. 2011;65(4):508-513.",
    doi: "10.1038/ejcn.2010.291",
  },
  pepino2013: {
    citation:
      "Pepino MY, Tiemann CD, Patterson BW, Wice BM, Klein S. Sucralose affects glycemic and hormonal responses to an oral glucose load. *Diabetes Care*. 2013;36(9):2530-2535.",
    doi: "10.2337/dc12-2221",
  },
  power2009: {
    citation:
      "Power O, Hallihan A, Jakeman P. Human insulinotropic response to oral ingestion of native and hydrolysed whey protein. *Amino Acids*. 2009;37(2):333-339.",
    doi: "10.1007/s00726-008-0156-0",
  },
  cienfuegos2022: {
    citation:
      "Cienfuegos S, Corapi S, Gabel K, et al. Effect of intermittent fasting on reproductive hormone levels in females and males: a review of human trials. *Nutrients*. 2022;14(11):2343.",
    doi: "10.3390/nu14112343",
  },
  corley2018: {
    citation:
      "Corley BT, Carroll RW, Hall RM, Weatherall M, Parry-Strong A, Krebs JD. Intermittent fasting in type 2 diabetes mellitus and the risk of hypoglycaemia: a randomized controlled trial. *Diabet Med*. 2018;35(5):588-594.",
    doi: "10.1111/dme.13595",
  },
  grajower2019: {
    citation:
      "Grajower MM, Horne BD. Clinical management of intermittent fasting in patients with diabetes mellitus. *Nutrients*. 2019;11(4):873.",
    doi: "10.3390/nu11040873",
  },
  stice2008: {
    citation:
      "Stice E, Davis K, Miller NP, Marti CN. Fasting increases risk for onset of binge eating and bulimic pathology: a 5-year prospective study. *J Abnorm Psychol*. 2008;117(4):941-946.",
    doi: "10.1037/a0013644",
  },
  aird2018: {
    citation:
      "Aird TP, Davies RW, Carson BP. Effects of fasted vs fed-state exercise on performance and post-exercise metabolism: a systematic review and meta-analysis. *Scand J Med Sci Sports*. 2018;28(5):1476-1493.",
    doi: "10.1111/sms.13054",
  },
  defronzo1975: {
    citation:
      "DeFronzo RA, Cooke CR, Andres R, Faloona GR, Davis PJ. The effect of insulin on renal handling of sodium, potassium, calcium, and phosphate in man. *J Clin Invest*. 1975;55(4):845-855.",
    doi: "10.1172/JCI107996",
  },
  stratton2020: {
    citation:
      "Stratton MT, Tinsley GM, Alesi MG, et al. Four weeks of time-restricted feeding combined with resistance training does not differentially influence measures of body composition, muscle performance, resting energy expenditure, and blood biomarkers. *Nutrients*. 2020;12(4):1126.",
    doi: "10.3390/nu12041126",
  },
  leidy2015: {
    citation:
      "Leidy HJ, Clifton PM, Astrup A, et al. The role of protein in weight loss and maintenance. *Am J Clin Nutr*. 2015;101(6):1320S-1329S.",
    doi: "10.3945/ajcn.114.084038",
  },
  burge1999: {
    citation:
      "Burge MR, Zeise TM, Sobhy TA, Rassam AG, Schade DS. Low-dose ethanol predisposes elderly fasted patients with type 2 diabetes to sulfonylurea-induced low blood glucose. *Diabetes Care*. 1999;22(12):2037-2043.",
    doi: "10.2337/diacare.22.12.2037",
  },
  ponzo2021: {
    citation:
      "Ponzo V, Pellegrini M, Cioffi I, Scaglione L, Bo S. The refeeding syndrome: a neglected but potentially serious condition for inpatients. A narrative review. *Intern Emerg Med*. 2021;16(1):49-60.",
    doi: "10.1007/s11739-020-02525-7",
  },
  zauner2000: {
    citation:
      "Zauner C, Schneeweiss B, Kranz A, et al. Resting energy expenditure in short-term starvation is increased as a result of an increase in serum norepinephrine. *Am J Clin Nutr*. 2000;71(6):1511-1515.",
    doi: "10.1093/ajcn/71.6.1511",
  },
  fothergill2016: {
    citation:
      "Fothergill E, Guo J, Howard L, et al. Persistent metabolic adaptation 6 years after “The Biggest Loser” competition. *Obesity (Silver Spring)*. 2016;24(8):1612-1619.",
    doi: "10.1002/oby.21538",
  },
  bueno2013: {
    citation:
      "Bueno NB, de Melo ISV, de Oliveira SL, da Rocha Ataide T. Very-low-carbohydrate ketogenic diet v. low-fat diet for long-term weight loss: a meta-analysis of randomised controlled trials. *Br J Nutr*. 2013;110(7):1178-1187.",
    doi: "10.1017/S0007114513000548",
  },
  mansoor2016: {
    citation:
      "Mansoor N, Vinknes KJ, Veierød MB, Retterstøl K. Effects of low-carbohydrate diets v. low-fat diets on body weight and cardiovascular risk factors: a meta-analysis of randomised controlled trials. *Br J Nutr*. 2016;115(3):466-479.",
    doi: "10.1017/S0007114515004699",
  },
  retterstol2018: {
    citation:
      "Retterstøl K, Svendsen M, Narverud I, Holven KB. Effect of low carbohydrate high fat diet on LDL cholesterol and gene expression in normal-weight, young adults: a randomized controlled study. *Atherosclerosis*. 2018;279:52-61.",
    doi: "10.1016/j.atherosclerosis.2018.10.013",
  },
  chawla2020: {
    citation:
      "Chawla S, Tessarolo Silva F, Amaral Medeiros S, Mekary RA, Radenkovic D. The effect of low-fat and low-carbohydrate diets on weight loss and lipid levels: a systematic review and meta-analysis. *Nutrients*. 2020;12(12):3774.",
    doi: "10.3390/nu12123774",
  },
  bagherniya2018: {
    citation:
      "Bagherniya M, Butler AE, Barreto GE, Sahebkar A. The effect of fasting or calorie restriction on autophagy induction: a review of the literature. *Ageing Res Rev*. 2018;47:183-197.",
    doi: "10.1016/j.arr.2018.08.004",
  },
  jamshed2019: {
    citation:
      "Jamshed H, Beyl RA, Della Manna DL, Yang ES, Ravussin E, Peterson CM. Early time-restricted feeding improves 24-hour glucose levels and affects markers of the circadian clock, aging, and autophagy in humans. *Nutrients*. 2019;11(6):1234.",
    doi: "10.3390/nu11061234",
  },
} satisfies Record<string, AnswerSource>;
