import type { Article } from "~/lib/content-store/model";

export const article = {
  id: "sleep-and-weight-loss",
  title: "Sleep and Weight Loss: Why Your Bedtime Matters More Than You Think",
  excerpt:
    "Short sleep can nudge appetite hormones, cravings and even what kind of weight you lose. Here’s what the research shows and how to protect your nights.",
  author: "Fast & Fuel Editorial Team",
  createdAt: new Date("2026-04-13T08:00:00Z"),
  tags: ["weight loss", "mental health", "energy"],
  productTags: ["sleep", "magnesium"],
  content: `
<p>When people set out to lose weight, they usually focus on food and exercise, and sleep is often the first thing sacrificed. Yet a growing body of research suggests that how long and how well you sleep may shape your appetite, your food choices and how your body responds to eating less.</p>
<p>Sleep is not a weight-loss trick, and more of it won’t melt fat on its own. But it may be one of the most underrated foundations for making any eating plan easier to stick to.</p>

<h2>How short sleep shifts your appetite</h2>
<p>Two hormones are central to this story. Leptin, released by fat tissue, helps signal that you have enough energy on board. Ghrelin, produced mainly in the stomach, helps drive hunger. In a frequently cited experiment from the University of Chicago, 12 healthy young men spent two nights with only four hours in bed and, on another occasion, two nights with ten hours in bed, with their food intake and activity kept under control.</p>
<p>After the short nights, their leptin levels were 18 percent lower, ghrelin was 28 percent higher and they reported 24 percent more hunger. Their appetite rose most for calorie-dense, carbohydrate-rich foods such as sweets, salty snacks and starchy foods. The study was small and short, and later research has not always found the same hormone changes, but its basic message, that sleep loss can make you hungrier, has held up in many studies.</p>
<p>For adults, the American Academy of Sleep Medicine and the Sleep Research Society recommend sleeping seven or more hours a night on a regular basis. Regularly sleeping less than that is associated with weight gain and obesity, along with a range of other health problems.</p>

<h2>Sleep while you’re trying to lose weight</h2>
<p>Short sleep may also affect <em>what</em> you lose when you cut calories. In a small crossover study, ten adults with overweight followed the same moderately reduced-calorie diet for two weeks twice: once with 8.5 hours in bed each night and once with 5.5 hours.</p>
<p>Total weight loss was similar, but the make-up of that loss was not. With less sleep, the share of weight lost as fat fell by 55 percent, and the loss of fat-free mass, which includes muscle, rose by 60 percent. Participants also felt hungrier. The authors concluded that too little sleep may undermine the benefits of a typical diet. With so few participants this needs confirming, but it is a good reason to treat sleep as part of your plan rather than a luxury.</p>

<h2>Can more sleep actually help?</h2>
<p>The most encouraging evidence comes from a randomized trial published in <cite>JAMA Internal Medicine</cite> in 2022. Researchers recruited 80 adults aged 21 to 40 with overweight who habitually slept less than 6.5 hours a night. Half received a personalized sleep hygiene counseling session aimed at extending their time in bed to 8.5 hours; the other half carried on as usual. Nobody was given a diet or exercise plan.</p>
<p>Over two weeks, the sleep extension group slept about 1.2 hours more per night and ate roughly 270 fewer calories a day than the control group, measured objectively rather than by food diaries. It was a short study in a specific group of people, and it did not test long-term weight loss. Still, it suggests that for habitual short sleepers, protecting sleep may make eating less feel more natural.</p>

<h2>Late meals, caffeine and your night</h2>
<p><strong>Late eating.</strong> Eating a big meal close to bedtime can make it harder to fall asleep comfortably, particularly if you are prone to heartburn. Meal timing may matter for appetite too. In a tightly controlled laboratory study of 16 adults with overweight or obesity, eating the same meals about four hours later in the day increased hunger and lowered energy expenditure compared with an earlier schedule. That doesn’t mean an evening meal is harmful, but finishing your main eating earlier in the evening is a reasonable experiment if your nights are restless. Time-restricted eating can help here; our <a href="/tools/fasting-schedule">fasting schedule tool</a> lets you try windows that close earlier.</p>
<p><strong>Caffeine timing.</strong> Caffeine blocks adenosine, a chemical that builds sleep pressure through the day, and its effects can last longer than you expect. In a study where participants took 400 mg of caffeine at bedtime, three hours before bed or six hours before bed, all three timings disrupted sleep compared with a placebo, even when it was taken six hours before bed. The researchers suggested avoiding substantial caffeine for at least six hours before bedtime. If you are sensitive, an earlier cut-off may suit you better.</p>

<h2>A practical sleep plan</h2>
<p>You don’t need a perfect routine. Small, consistent changes tend to add up:</p>
<ul>
  <li><strong>Keep a steady wake-up time</strong>, even on weekends. A regular rhythm makes it easier to feel sleepy at the same time each night.</li>
  <li><strong>Protect a realistic sleep window.</strong> Work backwards from your alarm and aim to give yourself at least seven hours of sleep opportunity.</li>
  <li><strong>Set a caffeine cut-off</strong> in the early afternoon, and remember that tea, cola, energy drinks and some pre-workout products contain caffeine too.</li>
  <li><strong>Let your last big meal land earlier</strong>, leaving your stomach a few hours to settle before you lie down.</li>
  <li><strong>Go easy on alcohol.</strong> It can make you drowsy but tends to fragment sleep later in the night.</li>
  <li><strong>Make the bedroom dark, cool and quiet</strong>, and move screens and work out of bed where you can.</li>
</ul>
<p>Supplements, including magnesium, are often marketed for sleep, but the evidence for them in healthy adults is limited. If you want to try one, check with your doctor or pharmacist first, especially if you have kidney disease or take other medicines.</p>
<p>Finally, some sleep problems need medical attention rather than better habits. Loud snoring, gasping or pauses in breathing at night, or heavy daytime sleepiness can be signs of sleep apnea. Insomnia that persists for weeks deserves a conversation with your doctor, as effective treatments exist. And if you are considering fasting alongside these changes, talk to your doctor first if you have diabetes, take medication, are pregnant or breastfeeding, are under 18 or have a history of an eating disorder.</p>

<h2>Sources</h2>
<ol>
  <li>Spiegel K, Tasali E, Penev P, Van Cauter E. Brief communication: sleep curtailment in healthy young men is associated with decreased leptin levels, elevated ghrelin levels, and increased hunger and appetite. <cite>Annals of Internal Medicine</cite>. 2004;141(11):846-850. <a href="https://doi.org/10.7326/0003-4819-141-11-200412070-00008">doi:10.7326/0003-4819-141-11-200412070-00008</a></li>
  <li>Watson NF, Badr MS, Belenky G, et al. Recommended amount of sleep for a healthy adult: a joint consensus statement of the American Academy of Sleep Medicine and Sleep Research Society. <cite>Journal of Clinical Sleep Medicine</cite>. 2015;11(6):591-592. <a href="https://doi.org/10.5664/jcsm.4758">doi:10.5664/jcsm.4758</a></li>
  <li>Nedeltcheva AV, Kilkus JM, Imperial J, Schoeller DA, Penev PD. Insufficient sleep undermines dietary efforts to reduce adiposity. <cite>Annals of Internal Medicine</cite>. 2010;153(7):435-441. <a href="https://doi.org/10.7326/0003-4819-153-7-201010050-00006">doi:10.7326/0003-4819-153-7-201010050-00006</a></li>
  <li>Tasali E, Wroblewski K, Kahn E, Kilkus J, Schoeller DA. Effect of sleep extension on objectively assessed energy intake among adults with overweight in real-life settings: a randomized clinical trial. <cite>JAMA Internal Medicine</cite>. 2022;182(4):365-374. <a href="https://doi.org/10.1001/jamainternmed.2021.8098">doi:10.1001/jamainternmed.2021.8098</a></li>
  <li>Vujović N, Piron MJ, Qian J, et al. Late isocaloric eating increases hunger, decreases energy expenditure, and modifies metabolic pathways in adults with overweight and obesity. <cite>Cell Metabolism</cite>. 2022;34(10):1486-1498.e7. <a href="https://doi.org/10.1016/j.cmet.2022.09.007">doi:10.1016/j.cmet.2022.09.007</a></li>
  <li>Drake C, Roehrs T, Shambroom J, Roth T. Caffeine effects on sleep taken 0, 3, or 6 hours before going to bed. <cite>Journal of Clinical Sleep Medicine</cite>. 2013;9(11):1195-1200. <a href="https://doi.org/10.5664/jcsm.3170">doi:10.5664/jcsm.3170</a></li>
</ol>
`,
} satisfies Article;
