import type { Article } from "~/lib/content-store/model";

export const article = {
  id: "fasting-and-gut-health",
  title: "Fasting and Your Gut: What the Early Research Actually Shows",
  excerpt:
    "Meal timing may influence your gut microbes and the gut’s between-meal “housekeeping” wave, but human evidence is still early. Here’s what’s known, and how to eat kindly to your gut.",
  author: "Fast & Fuel Editorial Team",
  createdAt: new Date("2026-02-09T08:00:00Z"),
  bannerImageUrl: "/images/articles/fasting-and-gut-health.svg",
  tags: ["gut health", "fasting"],
  productTags: ["gut health", "probiotics"],
  content: `
<p>Gut health has become one of the most popular reasons to try intermittent fasting. You may have read that a daily fasting window “rests” your digestive system, resets your microbiome or sweeps your intestines clean. Some of that is grounded in real physiology; a good deal of it runs ahead of the evidence. Here is what researchers actually know so far.</p>

<h2>Your gut runs on a clock</h2>
<p>The trillions of microbes living in your large intestine are not a fixed population. In a 2014 study in mice, researchers at the Salk Institute found that the make-up of the gut microbiome rose and fell in a daily cycle linked to when the animals ate. A high-fat diet that had the mice nibbling around the clock flattened many of those rhythms, and limiting food to the animals’ active hours partly restored them.</p>
<p>A separate team reported similar daily swings in mice and, in more limited data, in people. In their experiments, disrupting feeding rhythms, for example with simulated jet lag in mice, went along with a less healthy microbial pattern. Together, these studies suggest that <em>when</em> you eat may be one of the signals your gut microbes respond to, not only <em>what</em> you eat.</p>
<p>The caveat: most of this work was done in rodents. It is a promising lead, not proof that a particular fasting schedule will improve your gut.</p>

<h2>The migrating motor complex: the gut’s between-meal sweep</h2>
<p>One gut process genuinely depends on not eating. When your stomach and small intestine are empty, they settle into a recurring pattern of muscle activity called the migrating motor complex, or MMC. It cycles through phases and ends in a burst of strong contractions that travels down the small bowel. Eating interrupts it, and it returns once digestion winds down.</p>
<p>The MMC is often described as the gut’s housekeeper, because it is thought to move leftover food particles, secretions and bacteria along between meals. A major review of the subject notes that its exact role is still incompletely understood, but that an absent MMC has been associated with problems such as small intestinal bacterial overgrowth.</p>
<p>That is where a popular claim comes from: constant grazing may give the MMC fewer chances to run, while spaced-out meals give it room. The logic is reasonable, but no good trials have shown that longer fasts produce a “cleaner” or healthier gut in everyday life, so treat it as plausible rather than proven.</p>

<h2>What the human evidence can and can’t tell us</h2>
<p>Broad reviews of intermittent fasting in people, such as one published in the <cite>New England Journal of Medicine</cite>, focus largely on weight, blood sugar and other metabolic effects. Studies that look directly at the human microbiome during fasting have so far been small, short and varied in design, so firm conclusions are not yet possible.</p>
<p>What is much better established is that the type of food you eat can change your gut microbes quickly. In a well-known experiment, switching volunteers between a plant-based and an animal-based diet shifted the make-up and activity of their gut bacteria within days. So if you are fasting partly for your gut, what you eat inside your eating window probably matters at least as much as how long the window is.</p>

<h2>Why fasting can sometimes leave you bloated</h2>
<p>Some people find their digestion calmer with a shorter eating window; others get bloating or gas, often right after the first meal. Common culprits include:</p>
<ul>
  <li><strong>A very large first meal.</strong> Squeezing most of a day’s food into one sitting asks a lot of your stomach at once.</li>
  <li><strong>Eating quickly.</strong> Real hunger after a fast makes it easy to bolt food and swallow air.</li>
  <li><strong>A sudden jump in fiber.</strong> Beans, bran and raw vegetables are good for you, but a big dose on an unprepared gut can produce gas as bacteria ferment it.</li>
  <li><strong>Fizzy drinks and sugar alcohols.</strong> Sparkling water, diet sodas and “sugar-free” products sweetened with sorbitol or similar sweeteners can add to gas and bloating in some people.</li>
</ul>
<p>Bloating that comes and goes with meals is usually harmless. Bloating that is persistent or severe, or that comes with pain, unexplained weight loss, a change in bowel habits, blood in your stool or vomiting, is a reason to see a doctor rather than to tweak your fasting schedule.</p>

<h2>Breaking a fast gently, then feeding your microbes</h2>
<p>There is no magic fast-breaking food, but a calmer approach helps many people:</p>
<ol>
  <li><strong>Start modest.</strong> Open your eating window with a moderate meal or a small starter, such as yogurt, eggs, a bowl of soup or some fruit with nuts, and eat more a little later if you are still hungry.</li>
  <li><strong>Slow down.</strong> Sit down, chew thoroughly and pause between bites. Fullness signals take a while to catch up.</li>
  <li><strong>Include protein and some fat.</strong> They tend to make a meal more satisfying than refined carbohydrates on their own.</li>
</ol>
<p>Once your window is open, fiber is the nutrient your gut microbes care about most. Fermentable fibers from plants travel undigested to the large intestine, where bacteria break them down into short-chain fatty acids that help nourish the cells lining the colon. Reviews of this research link low-fiber diets to a less diverse microbial community. A fiber-rich eating window might include:</p>
<ul>
  <li>oats, barley and other whole grains</li>
  <li>beans, lentils and chickpeas</li>
  <li>vegetables of many colors, including onions, leeks and garlic</li>
  <li>berries, apples, pears and slightly green bananas</li>
  <li>nuts and seeds, such as chia and ground flaxseed</li>
</ul>
<p>Our guide to <a href="/articles/fiber-for-a-healthier-gut">fiber for a healthier gut</a> covers how much to aim for and how to increase it without discomfort.</p>

<h2>Putting it into practice</h2>
<p>If you would like to try a time-restricted pattern with your gut in mind, keep it simple and consistent. A regular daily window, which you can plan with our <a href="/tools/fasting-schedule">fasting schedule tool</a>, gives your body predictable cues; there is no evidence that longer or more extreme fasts are better for gut health. Drink water through the fasting period, build meals around plants and protein, and notice how your digestion actually responds. New to the approach? Our overview of <a href="/diets/intermittent-fasting">intermittent fasting</a> explains the main schedules.</p>
<p>Fasting is not right for everyone. If you have diabetes, take medication (especially for blood sugar or blood pressure), are pregnant or breastfeeding, are under 18, or have a history of an eating disorder, talk to your doctor before changing when you eat. The same goes for anyone with a diagnosed digestive condition, such as inflammatory bowel disease or irritable bowel syndrome, where meal patterns can affect symptoms.</p>

<h2>Sources</h2>
<ol>
  <li>Zarrinpar A, Chaix A, Yooseph S, Panda S. Diet and feeding pattern affect the diurnal dynamics of the gut microbiome. <cite>Cell Metabolism</cite>. 2014;20(6):1006-1017. <a href="https://doi.org/10.1016/j.cmet.2014.11.008">doi:10.1016/j.cmet.2014.11.008</a></li>
  <li>Thaiss CA, Zeevi D, Levy M, et al. Transkingdom control of microbiota diurnal oscillations promotes metabolic homeostasis. <cite>Cell</cite>. 2014;159(3):514-529. <a href="https://doi.org/10.1016/j.cell.2014.09.048">doi:10.1016/j.cell.2014.09.048</a></li>
  <li>Deloose E, Janssen P, Depoortere I, Tack J. The migrating motor complex: control mechanisms and its role in health and disease. <cite>Nature Reviews Gastroenterology &amp; Hepatology</cite>. 2012;9(5):271-285. <a href="https://doi.org/10.1038/nrgastro.2012.57">doi:10.1038/nrgastro.2012.57</a></li>
  <li>de Cabo R, Mattson MP. Effects of intermittent fasting on health, aging, and disease. <cite>New England Journal of Medicine</cite>. 2019;381(26):2541-2551. <a href="https://doi.org/10.1056/NEJMra1905136">doi:10.1056/NEJMra1905136</a></li>
  <li>David LA, Maurice CF, Carmody RN, et al. Diet rapidly and reproducibly alters the human gut microbiome. <cite>Nature</cite>. 2014;505(7484):559-563. <a href="https://doi.org/10.1038/nature12820">doi:10.1038/nature12820</a></li>
  <li>Makki K, Deehan EC, Walter J, Bäckhed F. The impact of dietary fiber on gut microbiota in host health and disease. <cite>Cell Host &amp; Microbe</cite>. 2018;23(6):705-715. <a href="https://doi.org/10.1016/j.chom.2018.05.012">doi:10.1016/j.chom.2018.05.012</a></li>
</ol>
`,
} satisfies Article;
