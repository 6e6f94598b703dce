import type { Article } from "~/lib/content-store/model";

export const article = {
  id: "intermittent-fasting-for-beginners",
  title: "Intermittent Fasting for Beginners: A Practical 16:8 Starter Guide",
  excerpt:
    "New to intermittent fasting? This step-by-step 16:8 guide covers choosing your window, what breaks a fast, the first two weeks, common mistakes and who should skip it.",
  author: "Fast & Fuel Editorial Team",
  createdAt: new Date("2025-08-11T08:00:00Z"),
  tags: ["fasting", "weight loss", "productivity"],
  productTags: ["electrolytes"],
  content: `
<p>The 16:8 method is the most popular way to start intermittent fasting, and for good reason: it is simple. You eat within an eight-hour window and go without calories for the other sixteen, most of which you spend asleep. There is no special food to buy and nothing to count if you don’t want to.</p>
<p>Simple isn’t the same as effortless, though. This guide walks you through setting up a window that fits your life, getting through the first two weeks, and avoiding the mistakes that trip up most beginners.</p>

<h2>Choosing your eating window</h2>
<p>The best window is the one you can keep on most days, including weekends. Start from your fixed points — work hours, family meals, training — and build around them.</p>
<ul>
  <li><strong>Noon to 8 p.m.</strong> The classic option: skip breakfast, eat lunch and dinner as normal. This was the window used in the TREAT trial, one of the larger studies of 16:8.</li>
  <li><strong>10 a.m. to 6 p.m.</strong> A middle ground that keeps a late breakfast and an early dinner.</li>
  <li><strong>8 a.m. to 4 p.m.</strong> An early window. A 12-month trial in China used exactly this schedule, and a small, tightly controlled study found that eating within six hours with dinner before 3 p.m. improved insulin sensitivity and blood pressure in men with prediabetes. Earlier eating may have a slight metabolic edge, but only if it is realistic for you.</li>
</ul>
<p>Consistency matters more than the exact hours. Our <a href="/tools/fasting-schedule">fasting schedule tool</a> can suggest a window based on your day.</p>

<h2>What breaks a fast — and what doesn’t</h2>
<p>The working rule for beginners: if it has meaningful calories, it breaks your fast.</p>
<ul>
  <li><strong>Fine during the fast:</strong> water (still or sparkling), black coffee, and plain tea — black, green or herbal — without milk or sugar.</li>
  <li><strong>Breaks the fast:</strong> milk or cream in coffee, sugar or honey, juice, smoothies, “bulletproof” coffee with butter or oil, and snacks of any size.</li>
  <li><strong>Grey zone:</strong> diet drinks and sweeteners have few or no calories but may keep cravings alive for some people. If they help you, fine; if they make you hungrier, drop them.</li>
  <li><strong>Medication:</strong> take prescribed medicines as directed. If a drug needs to be taken with food, talk to your doctor or pharmacist before changing your schedule.</li>
</ul>

<h2>Your first two weeks</h2>
<p>You don’t need to jump straight to 16 hours. A gradual ramp is easier and teaches you how your body responds.</p>
<ol>
  <li><strong>Days 1–3:</strong> Stop eating after dinner and have breakfast 12 hours later. For many people this is only a small change.</li>
  <li><strong>Days 4–7:</strong> Push breakfast back by an hour or two, aiming for 13–14 hours.</li>
  <li><strong>Week 2:</strong> Move towards 16 hours, shifting your first meal later or your last meal earlier.</li>
</ol>
<p>Expect hunger to arrive in waves around your usual meal times and then pass. A glass of water, a black coffee or a short walk often helps. A major review of intermittent fasting notes that hunger, irritability and trouble concentrating are common at first and usually ease within about a month as your body adjusts.</p>
<p>When you do eat, make your first meal count: build it around protein (eggs, yoghurt, fish, tofu, beans) with vegetables and some slow-digesting carbohydrate or healthy fat. Drink steadily through the day. If you feel dizzy, shaky or unwell during a fast, stop and eat — there is no prize for pushing through. Adequately salted meals or a cup of broth in your eating window may make the next fast more comfortable, unless you have been told to limit salt.</p>

<h2>Common beginner mistakes</h2>
<ul>
  <li><strong>Treating the window as a free-for-all.</strong> Fasting helps mainly by making it easier to eat less. In a trial of adults with obesity, eating within a short window reduced intake by about 550 calories a day without counting. But in the TREAT trial, where 116 adults were told only to eat between noon and 8 p.m., weight loss was small and no better than eating three regular meals. What and how much you eat still matters.</li>
  <li><strong>Skimping on protein.</strong> Squeezing meals into fewer hours can cut protein without you noticing. In the TREAT participants who had detailed body scans, the fasting group lost more lean mass than the comparison group — a reminder to prioritise protein and keep up some strength training.</li>
  <li><strong>Going too long, too soon.</strong> Extended fasts are a different undertaking. Get comfortable with 16:8 first.</li>
  <li><strong>All-or-nothing thinking.</strong> A late dinner with friends doesn’t ruin anything. Pick up your usual window the next day.</li>
  <li><strong>Leaning on caffeine.</strong> Coffee can blunt hunger, but a stream of cups on an empty stomach can leave you jittery and disturb your sleep. Set a cut-off time.</li>
</ul>
<p>It is also worth knowing that the window itself isn’t magic. In a 12-month trial of 139 adults, time-restricted eating combined with calorie restriction was not significantly better for weight loss than the same calorie restriction alone. Think of 16:8 as a structure that helps you eat well, not a shortcut around it.</p>

<h2>Who should not fast (or should check first)</h2>
<p>Intermittent fasting isn’t right for everyone. Talk to your doctor before starting if any of these apply:</p>
<ul>
  <li>You have diabetes, especially if you use insulin or other medicines that lower blood sugar, because fasting can raise the risk of hypoglycaemia.</li>
  <li>You take regular medication, particularly for blood pressure or blood sugar, or medicines that must be taken with food.</li>
  <li>You are pregnant, trying to conceive or breastfeeding.</li>
  <li>You are under 18.</li>
  <li>You have a history of eating disorders, or you notice fasting is making you anxious or preoccupied with food.</li>
  <li>You are underweight, frail, or recovering from illness or surgery.</li>
</ul>

<h2>How to apply this: your starter plan</h2>
<ol>
  <li>Choose a window with the <a href="/tools/fasting-schedule">fasting schedule tool</a>.</li>
  <li>Start with a 12-hour overnight fast and build up over two weeks.</li>
  <li>Stick to water, black coffee and plain tea during the fast.</li>
  <li>Build each meal around protein and vegetables, and don’t “make up” for the fast with extra snacks.</li>
  <li>Review after two to four weeks: How is your energy, sleep, mood and hunger? Adjust the window if needed.</li>
</ol>
<p>For the bigger picture — the evidence, other fasting styles and who tends to benefit — read our full guide to <a href="/diets/intermittent-fasting">intermittent fasting</a>.</p>

<h2>Sources</h2>
<ol>
  <li>de Cabo R, Mattson MP. Effects of intermittent fasting on health, aging, and disease. <cite>N Engl J Med</cite>. 2019;381(26):2541-2551. <a href="https://doi.org/10.1056/NEJMra1905136">doi:10.1056/NEJMra1905136</a></li>
  <li>Lowe DA, Wu N, Rohdin-Bibby L, et al. Effects of time-restricted eating on weight loss and other metabolic parameters in women and men with overweight and obesity: the TREAT randomized clinical trial. <cite>JAMA Intern Med</cite>. 2020;180(11):1491-1499. <a href="https://doi.org/10.1001/jamainternmed.2020.4153">doi:10.1001/jamainternmed.2020.4153</a></li>
  <li>Liu D, Huang Y, Huang C, et al. Calorie restriction with or without time-restricted eating in weight loss. <cite>N Engl J Med</cite>. 2022;386(16):1495-1504. <a href="https://doi.org/10.1056/NEJMoa2114833">doi:10.1056/NEJMoa2114833</a></li>
  <li>Sutton EF, Beyl R, Early KS, Cefalu WT, Ravussin E, Peterson CM. Early time-restricted feeding improves insulin sensitivity, blood pressure, and oxidative stress even without weight loss in men with prediabetes. <cite>Cell Metab</cite>. 2018;27(6):1212-1221.e3. <a href="https://doi.org/10.1016/j.cmet.2018.04.010">doi:10.1016/j.cmet.2018.04.010</a></li>
  <li>Cienfuegos S, Gabel K, Kalam F, et al. Effects of 4- and 6-h time-restricted feeding on weight and cardiometabolic health: a randomized controlled trial in adults with obesity. <cite>Cell Metab</cite>. 2020;32(3):366-378.e3. <a href="https://doi.org/10.1016/j.cmet.2020.06.018">doi:10.1016/j.cmet.2020.06.018</a></li>
</ol>
`,
} satisfies Article;
