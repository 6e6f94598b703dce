import type { Article } from "~/lib/content-store/model";

export const article = {
  id: "stress-cortisol-and-cravings",
  title: "Stress, Cortisol and Cravings: What’s Really Going On",
  excerpt:
    "Stress can push some people toward sweet, rich foods and others away from eating altogether. Here’s what cortisol actually does, and kinder ways to cope.",
  author: "Fast & Fuel Editorial Team",
  createdAt: new Date("2026-06-22T08:00:00Z"),
  tags: ["mental health", "weight loss", "productivity"],
  productTags: ["magnesium", "stress"],
  content: `
<p>A deadline looms, the inbox overflows, and suddenly the cookie jar looks very appealing. Or the opposite happens: you are so wound up that you forget to eat until evening. Stress and appetite are closely linked, and the link runs in both directions.</p>
<p>Cortisol often gets cast as the villain in this story, usually with some exaggeration. Here is a calmer look at what is going on and what tends to help.</p>

<h2>Cortisol, without the hype</h2>
<p>Cortisol is a hormone made by your adrenal glands, and you could not live without it. It follows a daily rhythm, usually peaking shortly after you wake and falling through the day. It helps regulate blood sugar, blood pressure, inflammation and your sleep-wake cycle, and it rises when you face a challenge, helping to make energy available so you can respond.</p>
<p>That short-term rise is normal and useful. The concern is chronic stress, when the body’s stress systems are activated day after day. Researchers think that, in some people, long-term stress may affect appetite, food preferences and where the body stores fat. But cortisol is one part of a complex picture that also involves sleep, mood, habits, the food around you and the brain’s reward systems.</p>
<p>So be wary of products promising to “fix” your cortisol or melt “cortisol belly”. Genuine hormone disorders that raise or lower cortisol do exist, but they are medical conditions diagnosed with proper testing, not something a supplement or social media quiz can identify.</p>

<h2>How stress changes appetite</h2>
<p>Stress does not affect everyone’s eating in the same way. A review of human and animal research concluded that stress can lead to either undereating or overeating, possibly depending on how severe the stress is. It also found that chronic life stress seems to be linked with a greater preference for energy-dense foods high in sugar and fat.</p>
<p>Some of the clearest evidence comes from the lab. In one study, 59 healthy premenopausal women completed a stressful session and, on a different day, a calm control session. Women whose cortisol rose most in response to stress ate more calories afterwards on the stress day than those with smaller cortisol responses, and they ate more sweet food across both days. Increases in negative mood during the stressful tasks were also linked with eating more.</p>
<p>Why comfort food? One influential model suggests that stress and the brain’s reward pathways interact: highly palatable food can temporarily dampen feelings of stress, which reinforces the habit of reaching for it next time. Over time, that loop can become a default way of coping.</p>

<h2>Emotional eating is human, and you can learn to notice it</h2>
<p>Eating for comfort now and then is a normal part of life, not a failing. It becomes a problem when it is your main way of handling difficult feelings or when it leaves you feeling out of control. Some signs that hunger may be emotional rather than physical:</p>
<ul>
  <li>it comes on suddenly rather than building gradually</li>
  <li>it fixes on one specific food, often sweet, salty or crunchy</li>
  <li>it doesn’t ease much once you are physically full</li>
  <li>it follows a trigger such as a tense meeting, conflict, boredom or loneliness</li>
</ul>
<p>Simply pausing to ask, “Am I hungry, or am I stressed, tired or bored?” creates a little space to choose. Sometimes the honest answer is that you want the food, and enjoying it mindfully is fine.</p>

<h2>When fasting may add stress</h2>
<p>Intermittent fasting suits some people well. For others, long stretches without food can feel like one more demand on an already stretched system. Dieting itself can be a stressor: in a study of 121 women, restricting calories to 1,200 a day for three weeks increased total cortisol output, while tracking calories increased how stressed participants felt.</p>
<p>That doesn’t mean fasting is harmful, but it is worth watching how you respond. It may be adding stress rather than helping if you notice:</p>
<ul>
  <li>irritability, anxiety or low mood that builds during fasting hours</li>
  <li>poorer sleep since you started</li>
  <li>constant thoughts about food or the clock</li>
  <li>large, hard-to-control meals when your eating window opens</li>
</ul>
<p>If that sounds familiar, try a gentler schedule, such as a shorter fasting window or regular meals at consistent times. Our <a href="/tools/fasting-schedule">fasting schedule tool</a> can help you find something more sustainable. Do not fast without medical advice if you have diabetes, take medication, are pregnant or breastfeeding, are under 18, or have a history of an eating disorder.</p>

<h2>Practical ways to cope</h2>
<p>You can’t remove every source of stress, but you can make it less likely to drive your eating:</p>
<ol>
  <li><strong>Eat regularly.</strong> Going too long without food while under pressure can make cravings stronger. Meals with protein and fiber tend to keep you satisfied for longer.</li>
  <li><strong>Protect your sleep.</strong> Tiredness and stress feed each other, and both can raise appetite. Our guide to <a href="/articles/sleep-and-weight-loss">sleep and weight loss</a> has practical tips.</li>
  <li><strong>Move your body.</strong> A brisk walk, a bike ride or a stretch break can take the edge off stress and interrupts the path to the snack cupboard.</li>
  <li><strong>Try a quick reset.</strong> A few minutes of slow breathing, a short mindfulness exercise or stepping outside can help you respond to a craving rather than react to it.</li>
</ol>
<p>Supplements such as magnesium are widely marketed for stress, but the evidence in generally healthy people is limited. If you are curious, ask your doctor or pharmacist first, particularly if you have kidney disease or take other medicines. Our <a href="/tools/supplement-matcher">supplement matcher</a> can help you frame those questions.</p>

<h2>When to seek professional help</h2>
<p>Consider speaking to your doctor or a mental health professional if stress or low mood is affecting your daily life, or if you notice any of the following:</p>
<ul>
  <li>regularly eating large amounts of food while feeling unable to stop</li>
  <li>making yourself sick, using laxatives or exercising excessively to make up for eating</li>
  <li>strict rules about food, or long periods of restriction, that feel impossible to relax</li>
  <li>intense worry about weight or body shape that dominates your thoughts</li>
</ul>
<p>These can be signs of an eating disorder, which is a serious but treatable health condition, and which can affect people of any age, gender or body size. Getting help early makes a real difference. The U.S. National Institute of Mental Health has an overview of eating disorders and their treatment, and national charities such as Beat in the UK or ANAD in the US offer confidential support. If you ever feel unsafe or have thoughts of harming yourself, contact your local emergency number or a crisis line straight away.</p>

<h2>Sources</h2>
<ol>
  <li>Torres SJ, Nowson CA. Relationship between stress, eating behavior, and obesity. <cite>Nutrition</cite>. 2007;23(11-12):887-894. <a href="https://doi.org/10.1016/j.nut.2007.08.008">doi:10.1016/j.nut.2007.08.008</a></li>
  <li>Epel E, Lapidus R, McEwen B, Brownell K. Stress may add bite to appetite in women: a laboratory study of stress-induced cortisol and eating behavior. <cite>Psychoneuroendocrinology</cite>. 2001;26(1):37-49. <a href="https://doi.org/10.1016/S0306-4530(00)00035-4">doi:10.1016/S0306-4530(00)00035-4</a></li>
  <li>Adam TC, Epel ES. Stress, eating and the reward system. <cite>Physiology &amp; Behavior</cite>. 2007;91(4):449-458. <a href="https://doi.org/10.1016/j.physbeh.2007.04.011">doi:10.1016/j.physbeh.2007.04.011</a></li>
  <li>Tomiyama AJ, Mann T, Vinas D, Hunger JM, DeJager J, Taylor SE. Low calorie dieting increases cortisol. <cite>Psychosomatic Medicine</cite>. 2010;72(4):357-364. <a href="https://doi.org/10.1097/PSY.0b013e3181d9523c">doi:10.1097/PSY.0b013e3181d9523c</a></li>
  <li>National Institute of Mental Health. Eating disorders. <a href="https://www.nimh.nih.gov/health/topics/eating-disorders">nimh.nih.gov</a></li>
</ol>
`,
} satisfies Article;
