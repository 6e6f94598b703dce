import type { Article } from "~/lib/content-store/model";

export const article = {
  id: "fasting-and-mental-clarity",
  title: "Fasting and Mental Clarity: What the Science Says About Focus on an Empty Stomach",
  excerpt:
    "Some people say fasting sharpens their focus; others just feel hangry. Here’s what ketones do for the brain, what studies really show, and how to plan a focused fasted morning.",
  author: "Fast & Fuel Editorial Team",
  createdAt: new Date("2026-01-12T08:00:00Z"),
  tags: ["fasting", "mental health", "productivity"],
  productTags: ["focus"],
  content: `
<p>Ask a group of people who practise intermittent fasting how it affects their thinking and you will hear two very different stories. Some describe a calm, sharp focus in the fasted morning hours, with none of the sluggishness that follows a big breakfast. Others find they can think about nothing but lunch. Both experiences are real, and the science helps explain why — while also showing how much we still don’t know.</p>

<h2>What people report</h2>
<p>The most common positive descriptions are steadier energy, fewer mid-morning slumps, and long stretches of uninterrupted work without breaks to prepare or eat food. Some people also value the mental simplicity of having one fewer decision to make each morning.</p>
<p>Negative reports are just as common, especially at the start: distraction by hunger, irritability, headaches and difficulty concentrating. A widely cited review of intermittent fasting in the <em>New England Journal of Medicine</em> notes that hunger, irritability and a reduced ability to concentrate are typical in the early stages, and that these usually ease within about a month as people adapt. In other words, how fasting feels in week one is a poor guide to how it feels in week six.</p>

<h2>Ketones as brain fuel</h2>
<p>Your brain is an energy-hungry organ that normally runs mostly on glucose. When you go without food long enough for the liver’s carbohydrate stores to run low, the body increasingly burns fat and the liver produces ketones — mainly beta-hydroxybutyrate and acetoacetate — which the brain can take up and use.</p>
<p>How far this can go was shown in a classic 1967 study: in three volunteers with obesity who fasted under medical supervision for five to six weeks, ketones replaced glucose as the brain’s predominant fuel. That is an extreme scenario, though. Ordinary daily fasts produce only a modest rise in ketones, and the brain still relies heavily on glucose, which the liver keeps supplying.</p>
<p>Researchers have proposed that regularly switching between fed and fasted states might be good for the brain in ways that go beyond fuel. In animal studies, beta-hydroxybutyrate acts as a signalling molecule that can increase brain-derived neurotrophic factor (BDNF), a protein involved in learning and in the growth of connections between neurons. A review in <em>Nature Reviews Neuroscience</em> describes how this kind of intermittent metabolic switching improves cognition and protects neurons in animal models. Whether the same happens, to a meaningful degree, in people doing 16:8 is not yet known.</p>

<h2>What the evidence does — and doesn’t — show</h2>
<p>It helps to separate three kinds of evidence:</p>
<ul>
  <li><strong>Animal studies</strong> consistently show benefits of intermittent fasting for learning, memory and resilience of brain cells. These results are promising, but mice and rats are not people, and their fasting regimens differ from ours.</li>
  <li><strong>Human experiments on short fasts</strong> are small and inconsistent. An updated systematic review of studies published between 2013 and early 2021 found 19 articles covering 21 studies that compared people in a fasted and fed state on tests of thinking. Overall, fasting was more often linked with small deficits than with improvements, and only a few studies showed a benefit after a single fast.</li>
  <li><strong>Long-term human trials</strong> testing whether regular intermittent fasting improves cognition in healthy adults are still scarce.</li>
</ul>
<p>So why do so many people feel clearer when fasting? Several explanations are plausible and not mutually exclusive: avoiding a heavy, carbohydrate-rich breakfast that leaves some people drowsy; the stimulating effect of black coffee; a structured, uninterrupted morning; and the simple fact that people who feel terrible on a fast tend to stop, while those who feel good keep going and talk about it. None of this makes the experience less real — it just means fasting may not be the only, or the main, reason.</p>

<h2>The “hangry” problem</h2>
<p>Hunger and mood are closely linked. In a study that followed 64 adults for 21 days, participants rated their hunger and emotions five times a day on their phones. Greater hunger was associated with more anger and irritability and less pleasure, even after accounting for age, sex, body mass index, eating habits and how prone each person was to anger in general. Being “hangry” turns out to be a measurable, everyday effect.</p>
<p>For fasting, that matters. If your fasted mornings leave you short-tempered, snappy with colleagues or unable to concentrate, that is useful information, not a failure of willpower. A shorter fast, an earlier first meal or a different approach may suit you better. If you have a history of eating disorders, or if fasting makes you anxious or preoccupied with food, it is worth stepping back and talking to a professional.</p>

<h2>Practical tips for a focused fasted morning</h2>
<ol>
  <li><strong>Sleep first.</strong> No eating schedule can make up for a short night, and a fasted morning after poor sleep is rarely a productive one.</li>
  <li><strong>Hydrate early.</strong> Start with a large glass of water. Black coffee or tea can help alertness, but keep it moderate so you don’t trade focus for jitters.</li>
  <li><strong>Put deep work first.</strong> Schedule the task that needs the most concentration for the early part of the fast, before hunger builds.</li>
  <li><strong>Break your fast before you hit the wall.</strong> If you notice irritability, rereading the same line or a headache, eat. Pushing through rarely produces good work.</li>
  <li><strong>Make the first meal steady.</strong> Build it around protein, vegetables and some fibre-rich carbohydrate or healthy fat, rather than a sugary snack.</li>
  <li><strong>Be flexible on high-stakes days.</strong> Before an exam, a long drive or an important presentation, eat if that is what helps you perform.</li>
  <li><strong>Ease in.</strong> Start with a 12-hour overnight fast and extend gradually. Our <a href="/tools/fasting-schedule">fasting schedule tool</a> and <a href="/articles/intermittent-fasting-for-beginners">beginner’s guide</a> can help you build a routine.</li>
</ol>
<p>If you have diabetes, take medication (especially for blood sugar, blood pressure or mood), are pregnant or breastfeeding, are under 18, or have a history of eating disorders, talk to your doctor before fasting. For more on what fasting can and can’t do, see our guide to <a href="/diets/intermittent-fasting">intermittent fasting</a>.</p>

<h2>Sources</h2>
<ol>
  <li>de Cabo R, Mattson MP. Effects of intermittent fasting on health, aging, and disease. <cite>N Engl J Med</cite>. 2019;381(26):2541-2551. <a href="https://doi.org/10.1056/NEJMra1905136">doi:10.1056/NEJMra1905136</a></li>
  <li>Owen OE, Morgan AP, Kemp HG, Sullivan JM, Herrera MG, Cahill GF Jr. Brain metabolism during fasting. <cite>J Clin Invest</cite>. 1967;46(10):1589-1595. <a href="https://doi.org/10.1172/JCI105650">doi:10.1172/JCI105650</a></li>
  <li>Mattson MP, Moehl K, Ghena N, Schmaedick M, Cheng A. Intermittent metabolic switching, neuroplasticity and brain health. <cite>Nat Rev Neurosci</cite>. 2018;19(2):63-80. <a href="https://doi.org/10.1038/nrn.2017.156">doi:10.1038/nrn.2017.156</a></li>
  <li>Benau EM, Makara A, Orloff NC, Benner E, Serpell L, Timko CA. How does fasting affect cognition? An updated systematic review (2013–2020). <cite>Curr Nutr Rep</cite>. 2021;10(4):376-390. <a href="https://doi.org/10.1007/s13668-021-00370-4">doi:10.1007/s13668-021-00370-4</a></li>
  <li>Swami V, Hochstöger S, Kargl E, Stieger S. Hangry in the field: an experience sampling study on the impact of hunger on anger, irritability, and affect. <cite>PLoS One</cite>. 2022;17(7):e0269629. <a href="https://doi.org/10.1371/journal.pone.0269629">doi:10.1371/journal.pone.0269629</a></li>
</ol>
`,
} satisfies Article;
