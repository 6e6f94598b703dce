import type { Article } from "~/lib/content-store/model";

export const article = {
  id: "keto-basics-net-carbs",
  title: "Keto Basics: Net Carbs, Ketosis and What to Eat",
  excerpt:
    "A clear introduction to the ketogenic diet: how to work out net carbs, the usual 20–50 g daily range, what ketosis is, what to eat and limit, and the honest pros and cons.",
  author: "Fast & Fuel Editorial Team",
  createdAt: new Date("2025-10-06T08:00:00Z"),
  bannerImageUrl: "/images/articles/keto-basics-net-carbs.svg",
  tags: ["keto", "weight loss", "energy"],
  productTags: ["keto", "electrolytes"],
  content: `
<p>The ketogenic diet — keto for short — cuts carbohydrate so far that your body changes its main fuel. Instead of running mostly on glucose, it burns more fat and produces ketones, which many tissues, including the brain, can use for energy. Keto began as a medical treatment for epilepsy and is now one of the most popular weight-loss diets. Here is what you need to understand before you start.</p>

<h2>What keto is, and what ketosis means</h2>
<p>On a typical diet, carbohydrate from bread, rice, fruit and sugar is the body’s main fuel. When you cut carbohydrate to a very low level, the liver responds by turning fatty acids into three compounds called ketone bodies: beta-hydroxybutyrate, acetoacetate and acetone. This state of raised ketones is called <strong>nutritional ketosis</strong>.</p>
<p>Nutritional ketosis is not the same as <strong>diabetic ketoacidosis</strong>, a dangerous emergency in which ketones climb far higher because the body lacks insulin. In people with a working insulin response, dietary ketosis stays in a much lower range. That difference is also why people with diabetes — particularly type 1 diabetes, or anyone taking insulin or SGLT2 inhibitor medicines — must only try keto with medical supervision.</p>

<h2>Net carbs, explained</h2>
<p>Most keto plans count <strong>net carbs</strong> rather than total carbohydrate. The idea is simple: fibre is a carbohydrate, but humans don’t digest it into glucose, so it has little effect on blood sugar or ketosis.</p>
<p><strong>Net carbs = total carbohydrate − fibre.</strong></p>
<p>For example, if a serving of a food contains 12 g of total carbohydrate and 7 g of fibre, it has 5 g of net carbs. A few practical points:</p>
<ul>
  <li><strong>Check which label you are reading.</strong> On US nutrition labels, “total carbohydrate” includes fibre, so you subtract it. On UK and EU labels, the carbohydrate figure already excludes fibre, which is listed separately — so don’t subtract it twice.</li>
  <li><strong>Sugar alcohols are a grey area.</strong> Some, like erythritol, have little effect on blood sugar; others, such as maltitol, raise it more. Products labelled “low net carb” don’t always behave that way in your body.</li>
  <li><strong>Net carbs are a working tool, not a regulated measure.</strong> Treat packaged-food claims with some caution and favour whole foods.</li>
</ul>

<h2>How low do carbs need to go?</h2>
<p>The usual keto range is <strong>under 20–50 g of net carbs a day</strong>. Research definitions reflect this: a major meta-analysis of very-low-carbohydrate ketogenic diets included plans with no more than 50 g of carbohydrate a day, and in the large DIETFITS trial, the low-carbohydrate group was asked to cut digestible carbohydrate to 20 g a day for the first eight weeks before slowly adding some back.</p>
<p>Many people start near 20 g because it makes ketosis more likely, then find their own level. Protein is kept moderate rather than unlimited, and fat makes up most of the remaining energy. Our <a href="/tools/macro-calculator">macro calculator</a> can turn those principles into daily targets, and the <a href="/tools/ketosis-quiz">ketosis quiz</a> helps you judge whether the signs you are noticing fit.</p>

<h2>Foods to eat and foods to limit</h2>
<h3>Build your meals around</h3>
<ul>
  <li>Non-starchy vegetables: leafy greens, courgette, cauliflower, broccoli, peppers, mushrooms, cucumber</li>
  <li>Protein foods: eggs, fish and seafood, poultry, meat, tofu and tempeh</li>
  <li>Fats from whole foods: olive oil, avocado, nuts and seeds</li>
  <li>Full-fat plain yoghurt and cheese, in sensible portions</li>
  <li>Berries in small amounts</li>
</ul>
<h3>Limit or avoid</h3>
<ul>
  <li>Sugar, sweets, soft drinks and juice</li>
  <li>Bread, pasta, rice, breakfast cereals and other grains</li>
  <li>Starchy vegetables such as potatoes and sweetcorn</li>
  <li>Most fruit, apart from small portions of berries</li>
  <li>Beans and lentils, which are nutritious but carb-dense</li>
  <li>Beer and sweet alcoholic drinks</li>
</ul>
<p>Because keto removes several fibre-rich food groups, leaning heavily on vegetables, nuts and seeds helps protect fibre intake and digestion.</p>

<h2>The realistic pros and cons</h2>
<p><strong>Possible advantages</strong></p>
<ul>
  <li><strong>Modest weight loss.</strong> A meta-analysis of trials lasting at least 12 months found that people on very-low-carbohydrate ketogenic diets lost slightly more weight than those on low-fat diets — about 0.9 kg more on average.</li>
  <li><strong>Some blood-marker changes.</strong> The same analysis found lower triglycerides and diastolic blood pressure and higher HDL (“good”) cholesterol.</li>
  <li><strong>Clear rules.</strong> Some people find a firm carb limit easier than moderation, and some report fewer cravings.</li>
</ul>
<p><strong>Possible downsides</strong></p>
<ul>
  <li><strong>No clear long-term winner.</strong> In DIETFITS, 609 adults followed a healthy low-carbohydrate or healthy low-fat diet for a year and lost similar amounts of weight: about 6.0 kg versus 5.3 kg, a difference that was not significant.</li>
  <li><strong>LDL cholesterol can rise.</strong> LDL went up on average in the low-carbohydrate diets in both the meta-analysis and DIETFITS. If you try keto, ask your doctor to check your lipids.</li>
  <li><strong>Appetite varies.</strong> In a tightly controlled inpatient study of 20 adults, people ate about 690 more calories a day on an animal-based keto diet than on a plant-based low-fat diet over two weeks. Keto doesn’t automatically curb appetite for everyone.</li>
  <li><strong>A rough start.</strong> Headaches, fatigue and brain fog — often called keto flu — are common in the first weeks. See our guide to <a href="/articles/keto-flu-and-electrolytes">keto flu and electrolytes</a>.</li>
  <li><strong>Restrictive.</strong> Social meals, travel and cost can make strict keto hard to sustain.</li>
</ul>

<h2>How to start</h2>
<ol>
  <li>Check with your doctor first if you have diabetes, kidney, liver or heart disease, take medication for blood sugar or blood pressure, are pregnant or breastfeeding, are under 18, or have a history of eating disorders.</li>
  <li>Set your targets with the <a href="/tools/macro-calculator">macro calculator</a>, starting with a net-carb limit between 20 and 50 g.</li>
  <li>Plan a week of simple meals around vegetables, protein and whole-food fats.</li>
  <li>Keep up fluids and salt your food in the first weeks to ease the transition.</li>
  <li>Review after a month: energy, hunger, weight trend and, ideally, a blood lipid test.</li>
</ol>
<p>For the full picture, read our overview of the <a href="/diets/ketogenic-diet">ketogenic diet</a>.</p>

<h2>Sources</h2>
<ol>
  <li>Paoli A, Rubini A, Volek JS, Grimaldi KA. Beyond weight loss: a review of the therapeutic uses of very-low-carbohydrate (ketogenic) diets. <cite>Eur J Clin Nutr</cite>. 2013;67(8):789-796. <a href="https://doi.org/10.1038/ejcn.2013.116">doi:10.1038/ejcn.2013.116</a></li>
  <li>Bueno NB, de Melo ISV, de Oliveira SL, da Rocha Ataide T. Very-low-carbohydrate ketogenic diet v. low-fat diet for long-term weight loss: a meta-analysis of randomised controlled trials. <cite>Br J Nutr</cite>. 2013;110(7):1178-1187. <a href="https://doi.org/10.1017/S0007114513000548">doi:10.1017/S0007114513000548</a></li>
  <li>Gardner CD, Trepanowski JF, Del Gobbo LC, et al. Effect of low-fat vs low-carbohydrate diet on 12-month weight loss in overweight adults and the association with genotype pattern or insulin secretion: the DIETFITS randomized clinical trial. <cite>JAMA</cite>. 2018;319(7):667-679. <a href="https://doi.org/10.1001/jama.2018.0245">doi:10.1001/jama.2018.0245</a></li>
  <li>Hall KD, Guo J, Courville AB, et al. Effect of a plant-based, low-fat diet versus an animal-based, ketogenic diet on ad libitum energy intake. <cite>Nat Med</cite>. 2021;27(2):344-353. <a href="https://doi.org/10.1038/s41591-020-01209-1">doi:10.1038/s41591-020-01209-1</a></li>
  <li>Bostock ECS, Kirkby KC, Taylor BV, Hawrelak JA. Consumer reports of “keto flu” associated with the ketogenic diet. <cite>Front Nutr</cite>. 2020;7:20. <a href="https://doi.org/10.3389/fnut.2020.00020">doi:10.3389/fnut.2020.00020</a></li>
</ol>
`,
} satisfies Article;
