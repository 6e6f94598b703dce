import type { Article } from "~/lib/content-store/model";

export const article = {
  id: "what-is-a-calorie-deficit",
  title: "What Is a Calorie Deficit? A Plain-English Guide to Losing Weight Sustainably",
  excerpt:
    "A calorie deficit means using more energy than you eat. Learn how to estimate your needs and why a moderate 300–500 calorie gap beats a crash diet.",
  author: "Fast & Fuel Editorial Team",
  createdAt: new Date("2025-09-08T08:00:00Z"),
  bannerImageUrl: "/images/articles/what-is-a-calorie-deficit.svg",
  tags: ["weight loss", "nutrition", "energy"],
  productTags: ["fiber", "protein"],
  content: `
<p>Almost every weight-loss approach, from calorie counting to keto to intermittent fasting, works through the same basic mechanism: over time, you take in less energy than your body uses. Understanding that gap won’t make weight loss effortless, but it makes it far less mysterious — and helps you spot plans that promise something your physiology can’t deliver.</p>

<h2>What a calorie deficit actually is</h2>
<p>A calorie is a unit of energy. Food supplies it, and your body spends it on keeping you alive, moving you around and digesting what you eat. When intake and expenditure roughly match, your weight tends to stay stable. When you consistently eat less than you burn, your body covers the difference from its stores — mostly fat, but also some lean tissue — and your weight drifts down.</p>
<p>Two caveats are worth knowing from the start. First, the scale is noisy: water, salt, stored carbohydrate and the contents of your gut can move it noticeably from one day to the next, so judge trends over weeks rather than days. Second, your body adapts. As you lose weight there is less of you to maintain, and you may move a little less without noticing, so the same intake produces a smaller deficit over time.</p>

<h2>BMR, TDEE and a simple way to estimate yours</h2>
<p>Your <strong>basal metabolic rate (BMR)</strong> is the energy your body uses at complete rest: breathing, circulating blood, and keeping your brain, liver and kidneys running. For most people it is the biggest single slice of daily energy use.</p>
<p>Your <strong>total daily energy expenditure (TDEE)</strong> adds everything else on top:</p>
<ul>
  <li><strong>Activity and exercise</strong> — the most variable part, including the often-underrated everyday movement of walking, standing, fidgeting and doing chores.</li>
  <li><strong>Digestion</strong> — a smaller slice that is somewhat higher after protein-rich meals.</li>
</ul>
<p>TDEE is the number that matters for weight change, because it is what your intake is measured against. You can’t measure it precisely at home, but you can get a useful estimate in three steps:</p>
<ol>
  <li><strong>Estimate your BMR.</strong> The Mifflin–St Jeor equation, derived from measurements in 498 healthy adults, is a common choice. For men: 10 × weight in kg + 6.25 × height in cm − 5 × age in years + 5. For women, do the same calculation but subtract 161 instead of adding 5. A 40-year-old woman who weighs 70 kg and is 165 cm tall comes out at roughly 1,370 calories a day.</li>
  <li><strong>Adjust for activity.</strong> Multiply your BMR by an activity factor that reflects how much you move — higher for a physical job or regular training, lower for a mostly seated day. Our <a href="/tools/macro-calculator">macro calculator</a> does both steps for you.</li>
  <li><strong>Check it against reality.</strong> Formulas are only a first guess for any individual. Log your usual intake and morning weight for two to three weeks: if your weight holds steady, your average intake is a reasonable stand-in for your TDEE; if it is drifting, adjust the estimate.</li>
</ol>

<h2>How big should your deficit be?</h2>
<p>Our recommendation is a <strong>moderate deficit of about 300–500 calories a day below your TDEE</strong>. If your estimated TDEE is 2,200 calories, that means eating roughly 1,700–1,900 calories a day.</p>
<p>That range is deliberately modest. The 2013 US guideline for managing overweight and obesity in adults describes prescribing a deficit of around 500 or 750 calories a day, usually within a structured programme with professional support. For people working on their own, starting at or a little below that level leaves more room for enough protein, fibre and energy for daily life — and it is easier to sustain for months, which is where lasting results come from.</p>
<p>Expect the first week or two to move faster, partly because of water, and then slower and bumpier. If nothing has changed after three to four weeks of consistent tracking, trim intake a little further or add more daily movement rather than slashing calories.</p>

<h2>Why crash diets tend to backfire</h2>
<p>Very aggressive deficits can produce quick early numbers, but they come with costs that often undo the progress:</p>
<ul>
  <li><strong>Muscle loss.</strong> When energy is very scarce and protein is low, more of the weight you lose can come from lean tissue rather than fat. In controlled studies, higher-protein diets during energy restriction help preserve lean mass.</li>
  <li><strong>Metabolic adaptation.</strong> Energy expenditure falls as you lose weight, sometimes by more than the change in body size alone would predict. In a follow-up of 14 contestants from the TV programme “The Biggest Loser”, resting metabolism was still about 500 calories a day lower than expected six years later, and on average they had regained about 41 of the 58 kg they had lost. It was an extreme programme, but it shows how hard the body can push back.</li>
  <li><strong>Adherence.</strong> Constant hunger, fatigue, low mood and social friction make severe restriction hard to keep up, and rebound eating is common once it stops.</li>
</ul>
<p>If you have diabetes, take regular medication (especially for blood sugar or blood pressure), are pregnant or breastfeeding, are under 18, or have a history of eating disorders, talk to your doctor before deliberately cutting calories.</p>

<h2>Making the deficit easier: protein, fibre and eating windows</h2>
<p>The best deficit is one you barely notice. Three levers help.</p>
<h3>Prioritise protein</h3>
<p>Protein is modestly more filling than carbohydrate or fat, and it helps protect muscle while you lose weight. A review in the <em>American Journal of Clinical Nutrition</em> suggested that intakes of roughly 1.2–1.6 g of protein per kilogram of body weight per day, with about 25–30 g at each meal, may improve appetite control and body composition. Eggs, Greek yoghurt, fish, poultry, tofu, beans and lentils make easy anchors. If you have kidney disease, check with your doctor before increasing protein.</p>
<h3>Fill up on fibre</h3>
<p>Vegetables, legumes, whole grains, berries, nuts and seeds add volume and chew for relatively few calories, so smaller portions feel more satisfying. Fill half your plate with vegetables, and increase fibre gradually, with enough water, to avoid digestive discomfort.</p>
<h3>Use an eating window, if it suits you</h3>
<p>Time-restricted eating doesn’t burn fat by magic, but a shorter eating window can make eating less easier. In an eight-week trial in adults with obesity, people who ate only within a 4- or 6-hour window ate about 550 fewer calories a day without counting and lost around 3% of their body weight. When calories are matched, though, the window itself seems to add little: in a 12-month trial of 139 adults, time-restricted eating plus calorie restriction was not significantly better than calorie restriction alone. Think of a window as a tool for creating the deficit, not a substitute for it. Our <a href="/articles/intermittent-fasting-for-beginners">beginner’s guide to 16:8</a> explains how to start.</p>

<h2>Putting it into practice</h2>
<ol>
  <li>Estimate your TDEE with the <a href="/tools/macro-calculator">macro calculator</a>.</li>
  <li>Set your daily intake 300–500 calories below that number.</li>
  <li>Build every meal around a protein source and a generous portion of vegetables or other fibre-rich foods.</li>
  <li>If it fits your life, choose a consistent eating window.</li>
  <li>Weigh yourself a few mornings a week, watch the weekly average, and review after three to four weeks.</li>
</ol>
<p>Slow and steady isn’t the exciting message diet culture sells, but it is the one most likely to leave you lighter, stronger and still on track a year from now.</p>

<h2>Sources</h2>
<ol>
  <li>Jensen MD, Ryan DH, Apovian CM, et al. 2013 AHA/ACC/TOS guideline for the management of overweight and obesity in adults: a report of the American College of Cardiology/American Heart Association Task Force on Practice Guidelines and The Obesity Society. <cite>Circulation</cite>. 2014;129(25 Suppl 2):S102-S138. <a href="https://doi.org/10.1161/01.cir.0000437739.71477.ee">doi:10.1161/01.cir.0000437739.71477.ee</a></li>
  <li>Mifflin MD, St Jeor ST, Hill LA, Scott BJ, Daugherty SA, Koh YO. A new predictive equation for resting energy expenditure in healthy individuals. <cite>Am J Clin Nutr</cite>. 1990;51(2):241-247. <a href="https://doi.org/10.1093/ajcn/51.2.241">doi:10.1093/ajcn/51.2.241</a></li>
  <li>Leidy HJ, Clifton PM, Astrup A, et al. The role of protein in weight loss and maintenance. <cite>Am J Clin Nutr</cite>. 2015;101(6):1320S-1329S. <a href="https://doi.org/10.3945/ajcn.114.084038">doi:10.3945/ajcn.114.084038</a></li>
  <li>Fothergill E, Guo J, Howard L, et al. Persistent metabolic adaptation 6 years after “The Biggest Loser” competition. <cite>Obesity (Silver Spring)</cite>. 2016;24(8):1612-1619. <a href="https://doi.org/10.1002/oby.21538">doi:10.1002/oby.21538</a></li>
  <li>Cienfuegos S, Gabel K, Kalam F, et al. Effects of 4- and 6-h time-restricted feeding on weight and cardiometabolic health: a randomized controlled trial in adults with obesity. <cite>Cell Metab</cite>. 2020;32(3):366-378.e3. <a href="https://doi.org/10.1016/j.cmet.2020.06.018">doi:10.1016/j.cmet.2020.06.018</a></li>
  <li>Liu D, Huang Y, Huang C, et al. Calorie restriction with or without time-restricted eating in weight loss. <cite>N Engl J Med</cite>. 2022;386(16):1495-1504. <a href="https://doi.org/10.1056/NEJMoa2114833">doi:10.1056/NEJMoa2114833</a></li>
</ol>
`,
} satisfies Article;
