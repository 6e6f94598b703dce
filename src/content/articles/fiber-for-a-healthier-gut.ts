import type { Article } from "~/lib/content-store/model";

export const article = {
  id: "fiber-for-a-healthier-gut",
  title: "Fiber for a Healthier Gut: Types, Targets and How to Eat More",
  excerpt:
    "Most of us eat less fiber than guidelines suggest. Here’s what the different types do, how much to aim for, and how to add more without the bloat.",
  author: "Fast & Fuel Editorial Team",
  createdAt: new Date("2026-03-16T08:00:00Z"),
  tags: ["gut health", "weight loss"],
  productTags: ["fiber", "probiotics"],
  content: `
<p>Fiber rarely gets the attention that protein or the latest superfood does, yet it is one of the best-studied parts of a healthy diet. It keeps digestion moving, feeds the bacteria in your gut and tends to make meals more filling. Yet most people simply don’t eat enough of it.</p>

<h2>What fiber is, and why your gut cares</h2>
<p>Dietary fiber is the part of plant foods that your own digestive enzymes can’t break down. Instead of being absorbed in the small intestine, it travels on to the large intestine. There, some of it adds bulk and softness to stool, and some of it becomes food for the trillions of microbes that live in your colon.</p>
<p>When gut bacteria ferment fiber, they produce short-chain fatty acids, which help nourish the cells lining the colon and are thought to influence inflammation and metabolism more widely. Reviews of the research link low-fiber diets with a less diverse gut microbial community.</p>

<h2>Soluble, insoluble and fermentable: the main types</h2>
<p>Fiber isn’t one substance. Scientists classify it in several overlapping ways:</p>
<ul>
  <li><strong>Soluble fiber</strong> dissolves in water to form a gel. Oats and barley (rich in beta-glucan), beans, lentils, apples, citrus fruit and psyllium are good sources. Some soluble fibers are <em>viscous</em>, meaning they thicken the contents of your gut, which can slow digestion and help you feel full.</li>
  <li><strong>Insoluble fiber</strong> doesn’t dissolve. Wheat bran, whole grains, nuts, seeds and the skins of vegetables and fruit provide it. It mainly adds bulk and helps food move through the intestines, which is why it is associated with regularity.</li>
  <li><strong>Fermentable fiber</strong> is the kind gut bacteria can break down. Many soluble fibers, resistant starch (found in cooked-then-cooled potatoes and rice, oats and slightly green bananas), and inulin-type fibers (in onions, leeks, garlic and chicory) fall into this group.</li>
</ul>
<p>Most plant foods contain a mixture, so variety matters more than chasing any single “best” fiber.</p>

<h2>How much fiber do you need?</h2>
<p>The “25 to 38 grams a day” you often see quoted are the <strong>Adequate Intake</strong> values set by the Institute of Medicine (now the National Academies) in its Dietary Reference Intakes. For adults aged 19 to 50, the Adequate Intake for total fiber is 38 grams a day for men and 25 grams a day for women; for adults over 50, it is 30 grams for men and 21 grams for women. These values are based on 14 grams of fiber per 1,000 calories, the level linked in the evidence to lower risk of coronary heart disease. An Adequate Intake is not a minimum requirement: it is the figure experts set when the data aren’t strong enough to establish a formal Recommended Dietary Allowance.</p>
<p>The <strong>Dietary Guidelines for Americans, 2020–2025</strong> use the same 14 grams per 1,000 calories benchmark. Applied to the calorie levels the guidelines use for different age and sex groups, that works out to roughly 22 to 34 grams a day for adults. The guidelines also name dietary fiber as a dietary component of public health concern, because so many Americans fall short.</p>
<p>For broader health outcomes, a large series of systematic reviews and meta-analyses published in <cite>The Lancet</cite> in 2019 found that people eating the most fiber had 15 to 30 percent lower risk of several major conditions, including heart disease, type 2 diabetes and colorectal cancer, than those eating the least. Those findings come largely from observational studies, which can’t prove cause and effect, but risk reductions were greatest at intakes of around 25 to 29 grams a day, with some suggestion that more may be better still.</p>

<h2>Fiber, fullness and weight</h2>
<p>High-fiber foods usually take longer to chew, add volume without many calories and, in the case of viscous fibers, can slow how quickly the stomach empties.</p>
<p>The evidence is real but modest. A systematic review of randomized trials found that more viscous fibers, such as pectins, beta-glucans and guar gum, reduced appetite in 59 percent of comparisons, against 14 percent for less viscous fibers. Overall, though, the effects on how much people ate and on body weight were relatively small. The same Lancet analysis found that clinical trials of higher fiber intake showed lower body weight, blood pressure and cholesterol compared with lower intakes. Fiber is a helpful supporting player in weight management, not a shortcut; pair it with sensible portions, which our <a href="/tools/macro-calculator">macro calculator</a> can help you estimate.</p>

<h2>How to increase fiber without the bloat</h2>
<p>Going from a low-fiber diet to a high-fiber one overnight is a classic recipe for gas, cramps and bloating, because your gut bacteria need time to adjust. A gentler approach:</p>
<ol>
  <li><strong>Go slowly.</strong> Add one fiber-rich food at a time and increase gradually over a few weeks rather than all at once.</li>
  <li><strong>Drink enough water.</strong> Fiber, especially soluble fiber and supplements like psyllium, works by holding water. Without enough fluid it can make constipation worse instead of better.</li>
  <li><strong>Spread it out.</strong> Include some fiber at each meal rather than one enormous bowl of bran.</li>
  <li><strong>Food first.</strong> Fiber supplements can help some people, but whole foods bring vitamins, minerals and a wider range of fiber types. If you do use a supplement, ask a pharmacist about timing, as some can affect how certain medicines are absorbed.</li>
</ol>
<p>If you have irritable bowel syndrome, inflammatory bowel disease, a history of bowel obstruction or narrowing, or another digestive condition, talk to your doctor or a registered dietitian before making big changes: some fermentable fibers can aggravate symptoms, and the right approach varies from person to person. The same goes if you are pregnant or managing diabetes with medication, since changing what and when you eat can affect your treatment.</p>

<h2>A fiber-rich shopping list</h2>
<p>Useful everyday staples include:</p>
<ul>
  <li><strong>Whole grains:</strong> oats, barley, bulgur, brown rice, whole-wheat bread and pasta, popcorn</li>
  <li><strong>Legumes:</strong> lentils, chickpeas, black beans, kidney beans, split peas, edamame</li>
  <li><strong>Vegetables:</strong> broccoli, Brussels sprouts, carrots, artichokes, leafy greens, peas, sweet potatoes with the skin on</li>
  <li><strong>Fruit:</strong> raspberries, pears and apples with the skin, oranges, kiwi, prunes</li>
  <li><strong>Nuts and seeds:</strong> chia, ground flaxseed, almonds, pistachios, pumpkin seeds</li>
</ul>
<p>Following a lower-carb or <a href="/diets/ketogenic-diet">ketogenic diet</a>? Non-starchy vegetables, avocado, nuts, chia and flaxseed can still get you a reasonable amount of fiber. And if you eat within a time-restricted window, our article on <a href="/articles/fasting-and-gut-health">fasting and gut health</a> has ideas for building fiber into the meals you do eat.</p>

<h2>Sources</h2>
<ol>
  <li>Institute of Medicine. <cite>Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids</cite>. Washington, DC: The National Academies Press; 2005. <a href="https://doi.org/10.17226/10490">doi:10.17226/10490</a></li>
  <li>U.S. Department of Agriculture and U.S. Department of Health and Human Services. <cite>Dietary Guidelines for Americans, 2020–2025</cite>. 9th Edition. December 2020. <a href="https://www.dietaryguidelines.gov/">DietaryGuidelines.gov</a></li>
  <li>Reynolds A, Mann J, Cummings J, Winter N, Mete E, Te Morenga L. Carbohydrate quality and human health: a series of systematic reviews and meta-analyses. <cite>The Lancet</cite>. 2019;393(10170):434-445. <a href="https://doi.org/10.1016/S0140-6736(18)31809-9">doi:10.1016/S0140-6736(18)31809-9</a></li>
  <li>Wanders AJ, van den Borne JJGC, de Graaf C, et al. Effects of dietary fibre on subjective appetite, energy intake and body weight: a systematic review of randomized controlled trials. <cite>Obesity Reviews</cite>. 2011;12(9):724-739. <a href="https://doi.org/10.1111/j.1467-789X.2011.00895.x">doi:10.1111/j.1467-789X.2011.00895.x</a></li>
  <li>Makki K, Deehan EC, Walter J, Bäckhed F. The impact of dietary fiber on gut microbiota in host health and disease. <cite>Cell Host &amp; Microbe</cite>. 2018;23(6):705-715. <a href="https://doi.org/10.1016/j.chom.2018.05.012">doi:10.1016/j.chom.2018.05.012</a></li>
</ol>
`,
} satisfies Article;
