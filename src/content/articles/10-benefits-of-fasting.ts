import type { Article } from "~/lib/content-store/model";

export const article = {
  id: "10-benefits-of-fasting",
  title: "10 Benefits of Intermittent Fasting — and How Strong the Evidence Really Is",
  excerpt:
    "Intermittent fasting has real upsides, but many overlap with simply eating less. Here are ten potential benefits, each with an honest look at the evidence behind it.",
  author: "Fast & Fuel Editorial Team",
  createdAt: new Date("2025-07-21T08:00:00Z"),
  bannerImageUrl: "/images/articles/10-benefits-of-fasting.svg",
  tags: ["fasting", "energy", "mental health", "weight loss"],
  productTags: ["electrolytes", "fasting"],
  content: `
<p>Intermittent fasting is often sold as a near-miracle: burn fat, sharpen your mind, live longer. The reality is more interesting and more modest. Fasting does seem to help many people, and some of its effects are genuinely intriguing. But a lot of the benefits come from a simple source — eating less — and some of the most exciting claims rest mainly on animal research.</p>
<p>Below are ten potential benefits, grouped by how confident we can be in them.</p>

<h2>Before the list: fasting versus simply eating less</h2>
<p>When people fast, they usually eat fewer calories overall. That makes it hard to tell whether a benefit comes from the timing of meals or just from the smaller total. The best way to find out is to compare fasting with ordinary calorie restriction at the same calorie level, and when researchers do that, the two approaches often end up looking similar. Keep that in mind as you read: “fasting helped” frequently means “eating less helped, and fasting made eating less easier”.</p>

<h2>Benefits with the strongest human evidence</h2>

<h3>1. Weight loss — mostly because you eat less</h3>
<p>Fasting schedules reliably help many people lose weight, but rarely more than a standard diet with the same calories. In a 12-month trial of 139 adults with obesity, eating only between 8 a.m. and 4 p.m. plus calorie restriction produced an average loss of 8.0 kg, compared with 6.3 kg for calorie restriction alone — a difference that was not statistically significant. A year-long trial of alternate-day fasting in 100 adults found the same pattern: weight loss matched daily calorie restriction. And in a 12-week trial of 116 adults told simply to eat between noon and 8 p.m., with no other dietary advice, weight loss was small and not significantly different from eating three regular meals a day. <strong>Evidence: strong that it can work; strong that it isn’t magic.</strong></p>

<h3>2. Better insulin sensitivity</h3>
<p>In a carefully controlled study, eight men with prediabetes ate all their food within six hours, with dinner before 3 p.m., for five weeks. They were fed enough to keep their weight stable, yet their insulin sensitivity improved compared with a 12-hour eating schedule. This suggests meal timing, and especially eating earlier in the day, may matter beyond calories. But the study was tiny and short, and larger, longer trials of time-restricted eating have not found clear metabolic advantages over calorie restriction or regular meal timing. <strong>Evidence: promising, not settled.</strong></p>

<h3>3. Lower blood pressure in some people</h3>
<p>The same early-eating study found meaningful drops in blood pressure without weight loss. In the 12-month trial mentioned above, however, blood pressure changes did not differ significantly between the fasting and calorie-restriction groups, which points back to weight loss as the main driver for most people. <strong>Evidence: modest; likely linked mostly to weight loss.</strong></p>

<h3>4. Fewer late-night calories</h3>
<p>A practical benefit that is easy to overlook: a fixed cut-off ends grazing in the evening, when many people snack out of habit rather than hunger. In the early-eating study, participants also reported a lower desire to eat in the evening. <strong>Evidence: small studies plus a lot of common sense.</strong></p>

<h2>Plausible benefits with mixed or early evidence</h2>

<h3>5. Metabolic switching and ketones</h3>
<p>After roughly 12 hours without food, the liver’s carbohydrate stores run low and the body leans more on fat, producing ketones as an alternative fuel. Researchers call this the “metabolic switch” and suggest that flipping it regularly may carry benefits of its own. It is a compelling idea, but in people it is still mostly a hypothesis, and ketone levels after a typical daily fast are far lower than those reached during fasts lasting several days. <strong>Evidence: the physiology is well established; the health payoff in humans is unproven.</strong></p>

<h3>6. A simple structure some people find easier</h3>
<p>For some, “don’t eat before noon” is easier to follow than counting every calorie. That is a real advantage — but it is personal, not universal. In the alternate-day fasting trial, the dropout rate was higher in the fasting group (38%) than in the daily calorie restriction group (29%), and fasters tended to eat more than planned on fast days. <strong>Evidence: depends entirely on the person.</strong></p>

<h3>7. Lower inflammation markers</h3>
<p>Reviews describe reductions in inflammation in animals and some human studies on intermittent fasting. Yet when fasting was compared head-to-head with daily calorie restriction, there was no significant difference in C-reactive protein, a common blood marker of inflammation. <strong>Evidence: mixed; likely tied to weight loss.</strong></p>

<h2>Benefits seen mainly in animal studies</h2>

<h3>8. Cellular “housekeeping” and stress resistance</h3>
<p>In cells and animals, fasting switches on repair processes, including autophagy (the recycling of damaged cell parts), and strengthens defences against oxidative and metabolic stress. Whether everyday fasting schedules do this to a meaningful degree in people is not yet known. <strong>Evidence: mostly laboratory and animal research.</strong></p>

<h3>9. Brain health</h3>
<p>In rodents, intermittent fasting improves learning and memory and protects neurons in models of stroke and neurodegenerative disease. Human evidence is far thinner, and short fasts can temporarily make concentration worse for some people. We cover this in detail in <a href="/articles/fasting-and-mental-clarity">fasting and mental clarity</a>. <strong>Evidence: strong in animals, limited in humans.</strong></p>

<h3>10. Healthy ageing and lifespan</h3>
<p>Calorie restriction and intermittent fasting extend healthy lifespan in many animal studies, although the size of the effect varies with sex, diet and genetics. There is no evidence yet that fasting makes people live longer. <strong>Evidence: animal studies only.</strong></p>

<h2>How to apply this</h2>
<p>If you want to try intermittent fasting, go in with realistic expectations and a plan that protects your health:</p>
<ul>
  <li><strong>Start gently.</strong> A 12-hour overnight fast is a good first step before moving towards 16:8. Our <a href="/tools/fasting-schedule">fasting schedule tool</a> can help you pick a window, and the <a href="/articles/intermittent-fasting-for-beginners">beginner’s guide</a> walks you through the first two weeks.</li>
  <li><strong>Consider an earlier window.</strong> Finishing eating earlier in the evening may offer small extra metabolic benefits, though the evidence is still early.</li>
  <li><strong>Focus on what you eat, too.</strong> Protein, vegetables and whole foods inside your window do more for you than the clock alone.</li>
  <li><strong>Measure what matters.</strong> Track weight trends, and ask your doctor to check blood pressure, glucose and lipids if you want to know whether fasting is helping you.</li>
  <li><strong>Know when to skip it.</strong> If you have diabetes, take medication (especially for blood sugar or blood pressure), are pregnant or breastfeeding, are under 18, or have a history of eating disorders, talk to your doctor before fasting.</li>
</ul>
<p>For a fuller overview, see our guide to <a href="/diets/intermittent-fasting">intermittent fasting</a>. Used well, fasting is a useful tool for eating less with less effort — and that alone is a benefit worth having.</p>

<h2>Sources</h2>
<ol>
  <li>de Cabo R, Mattson MP. Effects of intermittent fasting on health, aging, and disease. <cite>N Engl J Med</cite>. 2019;381(26):2541-2551. <a href="https://doi.org/10.1056/NEJMra1905136">doi:10.1056/NEJMra1905136</a></li>
  <li>Anton SD, Moehl K, Donahoo WT, et al. Flipping the metabolic switch: understanding and applying the health benefits of fasting. <cite>Obesity (Silver Spring)</cite>. 2018;26(2):254-268. <a href="https://doi.org/10.1002/oby.22065">doi:10.1002/oby.22065</a></li>
  <li>Sutton EF, Beyl R, Early KS, Cefalu WT, Ravussin E, Peterson CM. Early time-restricted feeding improves insulin sensitivity, blood pressure, and oxidative stress even without weight loss in men with prediabetes. <cite>Cell Metab</cite>. 2018;27(6):1212-1221.e3. <a href="https://doi.org/10.1016/j.cmet.2018.04.010">doi:10.1016/j.cmet.2018.04.010</a></li>
  <li>Trepanowski JF, Kroeger CM, Barnosky A, et al. Effect of alternate-day fasting on weight loss, weight maintenance, and cardioprotection among metabolically healthy obese adults: a randomized clinical trial. <cite>JAMA Intern Med</cite>. 2017;177(7):930-938. <a href="https://doi.org/10.1001/jamainternmed.2017.0936">doi:10.1001/jamainternmed.2017.0936</a></li>
  <li>Lowe DA, Wu N, Rohdin-Bibby L, et al. Effects of time-restricted eating on weight loss and other metabolic parameters in women and men with overweight and obesity: the TREAT randomized clinical trial. <cite>JAMA Intern Med</cite>. 2020;180(11):1491-1499. <a href="https://doi.org/10.1001/jamainternmed.2020.4153">doi:10.1001/jamainternmed.2020.4153</a></li>
  <li>Liu D, Huang Y, Huang C, et al. Calorie restriction with or without time-restricted eating in weight loss. <cite>N Engl J Med</cite>. 2022;386(16):1495-1504. <a href="https://doi.org/10.1056/NEJMoa2114833">doi:10.1056/NEJMoa2114833</a></li>
</ol>
`,
} satisfies Article;
