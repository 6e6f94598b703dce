import type { Article } from "~/lib/content-store/model";

export const article = {
  id: "keto-flu-and-electrolytes",
  title: "Keto Flu and Electrolytes: Why the First Days Can Feel Rough — and How to Ease In",
  excerpt:
    "Headaches, fatigue and brain fog are common early on keto or during longer fasts. Here’s how fluids, sodium, potassium and magnesium fit in, and when to stop and get help.",
  author: "Fast & Fuel Editorial Team",
  createdAt: new Date("2025-11-17T08:00:00Z"),
  tags: ["keto", "energy", "fasting"],
  productTags: ["electrolytes", "magnesium"],
  content: `
<p>Plenty of people who start a ketogenic diet, or try a fast longer than a day, hit a rough patch early on. Headaches, tiredness, irritability and a foggy head are so common that the experience has a nickname: “keto flu”. It isn’t a real infection and it isn’t a medical diagnosis, but it is real enough to make people give up in the first week. Understanding what may be behind it makes it much easier to manage.</p>

<h2>What “keto flu” is</h2>
<p>Keto flu is a loose label for a cluster of symptoms that can appear in the first days to weeks after cutting carbohydrates sharply. There is surprisingly little formal research on it. One of the few published studies analysed posts on online forums and found that 101 of 300 users described their own keto flu. The most common complaints were:</p>
<ul>
  <li>flu-like feelings, headache and fatigue</li>
  <li>nausea, dizziness and feeling faint</li>
  <li>“brain fog” and low energy</li>
  <li>stomach and digestive discomfort</li>
  <li>changes in heartbeat, such as palpitations</li>
</ul>
<p>Reports clustered in the first week and largely faded after about four weeks. Because the data came from self-selected forum posts, the study can’t tell us how often keto flu happens or what causes it, but it does match what many people describe.</p>
<p>Similar symptoms can appear during longer fasts, and people new to intermittent fasting often notice hunger, irritability and poor concentration in the first weeks too.</p>

<h2>Why it happens: fluid and electrolyte shifts</h2>
<p>Several things change at once when carbohydrate intake drops, and more than one probably contributes:</p>
<ul>
  <li><strong>Water loss.</strong> Your body stores carbohydrate as glycogen, which is held together with water. As glycogen stores run down in the first days, that water is lost, which is one reason the scale drops quickly at first.</li>
  <li><strong>Sodium loss.</strong> Insulin signals the kidneys to hold on to sodium; in classic experiments, raising insulin reduced the amount of sodium in urine. When carbohydrate intake falls, insulin levels fall too, and the kidneys tend to excrete more sodium and water. Losing salt and fluid can bring on headaches, fatigue and light-headedness, especially when you stand up quickly.</li>
  <li><strong>Other electrolytes.</strong> Potassium and magnesium can also run low if your new diet drops many of the foods that used to supply them, such as fruit, potatoes, beans and whole grains.</li>
  <li><strong>Adaptation and everyday factors.</strong> Your body needs time to become efficient at using fat and ketones. Eating less overall, cutting out sugary snacks, or reducing caffeine at the same time can all add to how you feel.</li>
</ul>

<h2>Sodium, potassium, magnesium — and fluids</h2>
<p>Electrolytes are minerals that carry an electrical charge and help control fluid balance, nerve signals and muscle function. Here is what to know about the three most discussed in keto.</p>
<h3>Sodium</h3>
<p>For the general population, the Dietary Guidelines for Americans recommend keeping sodium below 2,300 mg a day, because most people eat far more than that, mainly from processed food. On a whole-food keto diet, processed food largely disappears, so some people end up eating much less salt than before. Salting your meals to taste or drinking a cup of broth during the first weeks is a common, simple fix. If you have high blood pressure, heart failure or kidney disease, or take diuretics, ask your doctor before adding salt.</p>
<h3>Potassium</h3>
<p>The adequate intake for adults is 3,400 mg a day for men and 2,600 mg for women. Keto-friendly sources include avocado, leafy greens such as spinach, mushrooms, courgette, salmon, nuts and seeds. Get potassium from food rather than supplements unless a doctor advises otherwise: too much can be dangerous for people with kidney disease or those taking certain blood pressure medicines, such as ACE inhibitors.</p>
<h3>Magnesium</h3>
<p>Recommended intakes are 400–420 mg a day for adult men and 310–320 mg for adult women. Good sources include pumpkin seeds, almonds, leafy greens and dark chocolate. If you use a supplement, the upper limit for magnesium from supplements is 350 mg a day for adults; larger doses commonly cause diarrhoea. People with kidney disease should not take magnesium supplements without medical advice.</p>
<h3>Fluids</h3>
<p>Drink regularly through the day and let thirst and pale-yellow urine guide you. Water alone won’t fix symptoms caused by low sodium, so pair fluids with properly salted food. During longer fasts, zero-calorie electrolyte drinks can help, but check the label for sugar.</p>

<h2>How to ease in</h2>
<p>You can’t guarantee a symptom-free start, but these steps may soften it:</p>
<ol>
  <li><strong>Step down gradually.</strong> Reduce carbohydrates over one to two weeks rather than overnight, or build up fasting length slowly.</li>
  <li><strong>Salt your food and eat your greens.</strong> Plan meals that include leafy vegetables, avocado, nuts and seeds for potassium and magnesium.</li>
  <li><strong>Eat enough.</strong> Don’t combine a new keto diet with a large calorie cut in the first week; hunger on top of adaptation is hard going.</li>
  <li><strong>Go easy on hard training</strong> for the first week or two, while your body adjusts to its new fuel mix.</li>
  <li><strong>Protect your sleep,</strong> and taper caffeine rather than quitting suddenly at the same time.</li>
</ol>
<p>New to keto? Start with our guide to <a href="/articles/keto-basics-net-carbs">keto basics and net carbs</a>, and see the full <a href="/diets/ketogenic-diet">ketogenic diet</a> overview. Our <a href="/tools/supplement-matcher">supplement matcher</a> can help you think through whether an electrolyte product fits your situation.</p>

<h2>When to stop and seek help</h2>
<p>Mild, short-lived symptoms are common. These are not — stop the diet or fast, eat, and get medical advice if you notice:</p>
<ul>
  <li>fainting, or dizziness that doesn’t settle after eating and drinking</li>
  <li>a racing, pounding or irregular heartbeat, or chest pain</li>
  <li>confusion, severe weakness or severe muscle cramps</li>
  <li>repeated vomiting, or being unable to keep fluids down</li>
  <li>rapid breathing, abdominal pain or a fruity smell on the breath, especially if you have diabetes — these can be signs of ketoacidosis, which needs urgent care</li>
  <li>symptoms that are getting worse rather than better after the first couple of weeks</li>
</ul>
<p>If you have diabetes, take medication (especially insulin, other glucose-lowering drugs, diuretics or blood pressure medicines), have kidney or heart disease, are pregnant or breastfeeding, are under 18, or have a history of eating disorders, talk to your doctor before starting keto or extended fasting.</p>

<h2>Sources</h2>
<ol>
  <li>Bostock ECS, Kirkby KC, Taylor BV, Hawrelak JA. Consumer reports of “keto flu” associated with the ketogenic diet. <cite>Front Nutr</cite>. 2020;7:20. <a href="https://doi.org/10.3389/fnut.2020.00020">doi:10.3389/fnut.2020.00020</a></li>
  <li>DeFronzo RA, Cooke CR, Andres R, Faloona GR, Davis PJ. The effect of insulin on renal handling of sodium, potassium, calcium, and phosphate in man. <cite>J Clin Invest</cite>. 1975;55(4):845-855.</li>
  <li>U.S. Department of Agriculture and U.S. Department of Health and Human Services. <cite>Dietary Guidelines for Americans, 2020–2025</cite>. 9th ed. December 2020. <a href="https://www.dietaryguidelines.gov/">dietaryguidelines.gov</a></li>
  <li>Office of Dietary Supplements, National Institutes of Health. Potassium: fact sheet for health professionals. <a href="https://ods.od.nih.gov/factsheets/Potassium-HealthProfessional/">ods.od.nih.gov</a></li>
  <li>Office of Dietary Supplements, National Institutes of Health. Magnesium: fact sheet for health professionals. <a href="https://ods.od.nih.gov/factsheets/Magnesium-HealthProfessional/">ods.od.nih.gov</a></li>
  <li>de Cabo R, Mattson MP. Effects of intermittent fasting on health, aging, and disease. <cite>N Engl J Med</cite>. 2019;381(26):2541-2551. <a href="https://doi.org/10.1056/NEJMra1905136">doi:10.1056/NEJMra1905136</a></li>
</ol>
`,
} satisfies Article;
