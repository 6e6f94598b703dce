import type { Article } from "~/lib/content-store/model";

export const article = {
  id: "meal-timing-for-deep-work",
  title: "Meal Timing for Deep Work: Eating, Caffeine and Fasting Around Focus",
  excerpt:
    "How to plan meals, coffee, water and fasting windows around your most demanding work, from the post-lunch dip to a sensible caffeine cut-off.",
  author: "Fast & Fuel Editorial Team",
  createdAt: new Date("2026-05-18T08:00:00Z"),
  tags: ["productivity", "energy", "fasting"],
  productTags: ["focus", "energy"],
  content: `
<p>Deep work, the kind of focused, uninterrupted effort that produces your best writing, coding, analysis or design, is fragile. A heavy lunch, a fourth coffee or a gnawing hunger pang can all pull you out of it. No diet will turn you into a different thinker, but the timing of your meals, drinks and caffeine can make it easier, or harder, to stay on task.</p>

<h2>Your focus has a daily rhythm</h2>
<p>Alertness isn’t flat across the day; it is shaped by your body clock and by how long you have been awake. Many people notice a slump in the early afternoon, often blamed on lunch.</p>
<p>Researchers call this the post-lunch dip, and it turns out to be only partly about food. A review of the research by sleep scientist Timothy Monk describes it as a real dip in performance for some people and some tasks, linked to a rise in sleepiness at that time of day. It can appear even when people have had no lunch and don’t know what time it is, which points to biology rather than digestion alone. But the review also notes that the dip is made worse by a high-carbohydrate lunch, and may be more likely in strong “morning people”.</p>
<p>The practical takeaway: schedule your hardest thinking for the hours when you are naturally sharpest, which for many people is the morning or late afternoon, and plan lighter tasks such as email, admin or meetings for the slump.</p>

<h2>Build a lunch that doesn’t flatten your afternoon</h2>
<p>If the post-lunch dip hits you hard, what and how much you eat at midday is one lever you can pull:</p>
<ul>
  <li><strong>Lead with protein.</strong> A review of protein and weight management found that higher-protein meals have a modest effect on satiety, with greater feelings of fullness afterwards. Eggs, fish, chicken, tofu, beans, Greek yogurt or cottage cheese can anchor the plate.</li>
  <li><strong>Choose slower carbohydrates.</strong> Rather than a large bowl of white pasta or a pastry, pair a moderate portion of whole grains, beans or starchy vegetables with plenty of non-starchy vegetables for fiber.</li>
  <li><strong>Mind the portion.</strong> An enormous meal tends to leave most people sluggish. If you eat in a short window, consider splitting your food into two moderate meals instead of one very large one.</li>
  <li><strong>Time it to your work.</strong> Eating just before a deep-work block can feel heavy for some people; others can’t focus while hungry. Experiment with eating after a focused session, or a little before it, and note which leaves you clearer.</li>
</ul>

<h2>Caffeine: a tool, not a fuel</h2>
<p>A detailed review of its effects found that low to moderate doses, roughly 40 mg up to about 300 mg, reliably improve alertness, vigilance, attention and reaction time. Effects on memory and on higher-level thinking, such as judgment and decision-making, were less consistent. In other words, caffeine helps you stay alert and on task; it doesn’t make you smarter.</p>
<p>A few ways to use it well:</p>
<ul>
  <li><strong>Match it to your hardest block.</strong> Rather than sipping all day, use a cup deliberately before your most demanding session.</li>
  <li><strong>Respect the upper limit.</strong> The U.S. Food and Drug Administration cites 400 mg a day as an amount not generally associated with dangerous, negative effects for healthy adults. That is a ceiling, not a target, and people vary widely in sensitivity. If you are pregnant, breastfeeding, have a heart condition or anxiety, or take medications, ask your doctor what is right for you.</li>
  <li><strong>Set a cut-off.</strong> In one sleep study, 400 mg of caffeine disrupted sleep even when it was taken six hours before bed. Poor sleep tomorrow undermines tomorrow’s focus, so an early-afternoon cut-off is a sensible default.</li>
</ul>

<h2>Fasting windows and focused work</h2>
<p>Many people who practice <a href="/diets/intermittent-fasting">intermittent fasting</a> say their mornings feel clearer without breakfast. That experience is real for them, but the research on fasting and thinking performance is limited and mixed, and it varies a lot from person to person. Some people feel sharp while fasting; others find hunger is the most distracting thing in the room, especially in the early weeks.</p>
<p>If you want to combine fasting with demanding work:</p>
<ul>
  <li><strong>Put your eating window where it helps you.</strong> If you fade without food, a window that opens mid-morning may work better than one that starts in the evening. Our <a href="/tools/fasting-schedule">fasting schedule tool</a> can help you test options.</li>
  <li><strong>Break your fast with protein and fiber</strong> rather than a sugary snack, which may leave you hungry again soon after.</li>
  <li><strong>Stop if it isn’t working.</strong> Headaches, dizziness, irritability or a fog that doesn’t lift are reasons to shorten your fast or eat earlier.</li>
</ul>
<p>Fasting is not suitable for everyone. If you have diabetes, take medication, are pregnant or breastfeeding, are under 18, or have a history of an eating disorder, talk to your doctor before trying it.</p>

<h2>Don’t forget water</h2>
<p>Even mild dehydration can take the edge off concentration. In a controlled study of 26 young men, losing about 1.6 percent of body weight through fluid loss increased errors on a vigilance task, slowed working memory and raised feelings of fatigue and tension compared with staying hydrated. The dehydration in that study was brought on by exercise (plus a diuretic in one condition), and desk work usually won’t cause fluid losses that large, but it is easy to go hours without drinking while absorbed in a task, particularly while fasting.</p>
<p>Keep a bottle within reach and drink when you pause between tasks; water, sparkling water and unsweetened tea all count.</p>

<h2>A sample focus day</h2>
<p>There is no single right schedule, but a day built around these ideas might look like this:</p>
<ol>
  <li><strong>Morning:</strong> water on waking, then coffee or tea shortly before your first deep-work block.</li>
  <li><strong>Late morning:</strong> your first meal, protein-forward with fruit or whole grains, or your fast continues if that genuinely suits you.</li>
  <li><strong>Midday:</strong> a moderate lunch built on protein, vegetables and a modest portion of slower carbohydrates.</li>
  <li><strong>Early afternoon:</strong> lighter tasks, a short walk outside and a refill of your water bottle, with your last caffeine of the day.</li>
  <li><strong>Late afternoon:</strong> a second focused block if your energy allows.</li>
  <li><strong>Evening:</strong> dinner early enough to protect your sleep, which is where tomorrow’s focus really starts.</li>
</ol>

<h2>Sources</h2>
<ol>
  <li>Monk TH. The post-lunch dip in performance. <cite>Clinics in Sports Medicine</cite>. 2005;24(2):e15-e23. <a href="https://doi.org/10.1016/j.csm.2004.12.002">doi:10.1016/j.csm.2004.12.002</a></li>
  <li>Leidy HJ, Clifton PM, Astrup A, et al. The role of protein in weight loss and maintenance. <cite>American Journal of Clinical Nutrition</cite>. 2015;101(6):1320S-1329S. <a href="https://doi.org/10.3945/ajcn.114.084038">doi:10.3945/ajcn.114.084038</a></li>
  <li>McLellan TM, Caldwell JA, Lieberman HR. A review of caffeine’s effects on cognitive, physical and occupational performance. <cite>Neuroscience &amp; Biobehavioral Reviews</cite>. 2016;71:294-312. <a href="https://doi.org/10.1016/j.neubiorev.2016.09.001">doi:10.1016/j.neubiorev.2016.09.001</a></li>
  <li>U.S. Food and Drug Administration. Spilling the beans: how much caffeine is too much? <cite>FDA Consumer Updates</cite>. <a href="https://www.fda.gov/consumers/consumer-updates/spilling-beans-how-much-caffeine-too-much">fda.gov</a></li>
  <li>Drake C, Roehrs T, Shambroom J, Roth T. Caffeine effects on sleep taken 0, 3, or 6 hours before going to bed. <cite>Journal of Clinical Sleep Medicine</cite>. 2013;9(11):1195-1200. <a href="https://doi.org/10.5664/jcsm.3170">doi:10.5664/jcsm.3170</a></li>
  <li>Ganio MS, Armstrong LE, Casa DJ, et al. Mild dehydration impairs cognitive performance and mood of men. <cite>British Journal of Nutrition</cite>. 2011;106(10):1535-1543. <a href="https://doi.org/10.1017/S0007114511002005">doi:10.1017/S0007114511002005</a></li>
</ol>
`,
} satisfies Article;
