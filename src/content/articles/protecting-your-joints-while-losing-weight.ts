import type { Article } from "~/lib/content-store/model";

export const article = {
  id: "protecting-your-joints-while-losing-weight",
  title: "Protecting Your Joints While Losing Weight",
  excerpt:
    "Every pound lost can take a surprising load off your knees. Here’s how to stay active, eat to keep muscle, and what the evidence really says about joint supplements.",
  author: "Fast & Fuel Editorial Team",
  createdAt: new Date("2026-08-03T08:00:00Z"),
  tags: ["weight loss", "joints", "inflammation"],
  productTags: ["joints", "collagen", "inflammation"],
  content: `
<p>Achy knees are a common reason for wanting to lose weight, and a common reason it is hard to get moving. The good news is that the two goals support each other. Losing even a modest amount of weight can noticeably reduce the strain on your joints, and staying active while you do it helps protect them for the long run.</p>

<h2>Why every pound counts for your knees</h2>
<p>Your knees carry far more than your body weight with each step, because the muscles around the joint also pull on it as you move. In a well-known study published in <cite>Arthritis &amp; Rheumatism</cite> in 2005, researchers analyzed the walking mechanics of 142 older adults with overweight or obesity and knee osteoarthritis who had taken part in an 18-month diet and exercise trial.</p>
<p>They found that each pound of weight lost was associated with roughly a four-pound reduction in the load on the knee with every step. That may not sound dramatic, but it adds up: losing 10 pounds would mean about 40 pounds less force through the knee per step, repeated across the thousands of steps most people take each day. The figures come from measurements of people with knee osteoarthritis while walking, so they are an estimate rather than a promise for everyone, but the principle is widely accepted.</p>
<p>Load is not the whole story. Fat tissue is metabolically active, and researchers think it may contribute to low-grade inflammation that affects joints too, which is one reason weight loss might help beyond the mechanics alone.</p>

<h2>What the guidelines recommend</h2>
<p>The 2019 guideline on osteoarthritis of the hand, hip and knee from the American College of Rheumatology and the Arthritis Foundation puts lifestyle measures front and center. It strongly recommends exercise for people with osteoarthritis in any of those joints, and strongly recommends weight loss for people with knee or hip osteoarthritis who have overweight or obesity. The guideline notes that losing 5 percent or more of body weight is linked to meaningful improvements, with greater benefits as weight loss increases.</p>
<p>If you have joint pain, a diagnosis matters, because not all joint pain is osteoarthritis. See your doctor if a joint is hot, red or very swollen, if pain follows an injury, or if it wakes you at night.</p>

<h2>Staying active without overloading your joints</h2>
<p>Movement keeps joints nourished and the surrounding muscles strong. The aim is to stay consistent without flaring your symptoms:</p>
<ul>
  <li><strong>Choose lower-impact options.</strong> Walking, cycling, swimming, water aerobics and elliptical training are generally kinder to sore knees and hips than running or jumping.</li>
  <li><strong>Build strength.</strong> Exercises for the thighs, hips and core, such as sit-to-stands, step-ups, bridges and resistance-band work, help support the knee. A physical therapist can tailor a program to you.</li>
  <li><strong>Try mind-body movement.</strong> Tai chi is among the approaches the same guideline strongly recommends for knee and hip osteoarthritis.</li>
  <li><strong>Use pain as a guide.</strong> Mild discomfort that settles within a day is usually acceptable; sharp pain or swelling that lingers is a sign to scale back and seek advice.</li>
</ul>

<h2>Protein and muscle: your joints’ support crew</h2>
<p>When you eat less to lose weight, some of what you lose can be muscle rather than fat. Since the muscles around your knees and hips help protect them, keeping that muscle is worth the effort.</p>
<ul>
  <li><strong>Include protein at every meal</strong>, such as fish, poultry, eggs, dairy, tofu, beans or lentils.</li>
  <li><strong>Pair it with strength training</strong>, which gives your body a reason to hold on to muscle.</li>
  <li><strong>Avoid crash diets.</strong> A steady, moderate calorie deficit is easier to sustain and gentler on muscle.</li>
</ul>
<p>Our <a href="/tools/macro-calculator">macro calculator</a> can help you estimate a protein target that fits your goals. If you are considering <a href="/diets/intermittent-fasting">intermittent fasting</a> as your weight-loss approach, make sure your eating window still leaves room for enough protein. Talk to your doctor before fasting if you have diabetes, take medication, are pregnant or breastfeeding, are under 18, or have a history of an eating disorder.</p>

<h2>Joint supplements: what the evidence says</h2>
<p>Supplements for joints are hugely popular, but the research behind them is modest at best and mixed overall.</p>
<p><strong>Collagen peptides.</strong> A 2019 meta-analysis of five randomized placebo-controlled trials found that collagen supplements improved overall osteoarthritis symptom scores and a pain rating scale compared with placebo. However, the pain and function sections of the main osteoarthritis questionnaire did not improve significantly on their own, the trials were small, and the products tested varied. Collagen may help some people a little, but the evidence is far from settled.</p>
<p><strong>Glucosamine and chondroitin.</strong> The largest trial, the NIH-funded GAIT study published in the <cite>New England Journal of Medicine</cite>, randomly assigned 1,583 people with knee osteoarthritis to glucosamine, chondroitin, both, an anti-inflammatory drug or a placebo for 24 weeks. Overall, glucosamine and chondroitin were not significantly better than placebo at reducing knee pain. A possible benefit of the combination in people with moderate-to-severe pain was seen only in a smaller subgroup and was treated as exploratory. The American College of Rheumatology guideline now strongly recommends against glucosamine for hand, hip and knee osteoarthritis, and against chondroitin for the knee and hip, while conditionally recommending chondroitin for hand osteoarthritis.</p>
<p><strong>Boswellia.</strong> Extracts of this tree resin, sometimes called Indian frankincense, are used for their potential anti-inflammatory effects. A 2020 meta-analysis of seven trials with 545 participants found improvements in pain, stiffness and function compared with control groups, and reported it as generally well tolerated. But the trials were small and short, several tested specific branded extracts, and results may not apply to every product on the shelf. It is a reasonable area of research rather than a proven treatment.</p>

<h2>Talk to your doctor before you start</h2>
<p>“Natural” doesn’t mean free of risk. Before trying any joint supplement, check with your doctor or pharmacist, particularly if you take other medicines:</p>
<ul>
  <li><strong>Blood thinners.</strong> Glucosamine, alone or with chondroitin, has been linked in case reports and in reports to the FDA’s MedWatch system to an increased INR, a measure of blood clotting, and bleeding or bruising in people taking warfarin. If you take warfarin, don’t start or stop glucosamine without medical advice.</li>
  <li><strong>Allergies.</strong> Many glucosamine products are made from shellfish shells, so check labels if you have a shellfish allergy.</li>
  <li><strong>Diabetes, pregnancy and breastfeeding.</strong> Safety data are limited, so get personal advice first.</li>
</ul>
<p>The most reliable ways to protect your joints are also the least glamorous: gradual weight loss, regular movement, strength training and enough protein. For supplements, our <a href="/tools/supplement-matcher">supplement matcher</a> is a starting point for a conversation with your doctor.</p>

<h2>Sources</h2>
<ol>
  <li>Messier SP, Gutekunst DJ, Davis C, DeVita P. Weight loss reduces knee-joint loads in overweight and obese older adults with knee osteoarthritis. <cite>Arthritis &amp; Rheumatism</cite>. 2005;52(7):2026-2032. <a href="https://doi.org/10.1002/art.21139">doi:10.1002/art.21139</a></li>
  <li>Kolasinski SL, Neogi T, Hochberg MC, et al. 2019 American College of Rheumatology/Arthritis Foundation guideline for the management of osteoarthritis of the hand, hip, and knee. <cite>Arthritis Care &amp; Research</cite>. 2020;72(2):149-162. <a href="https://doi.org/10.1002/acr.24131">doi:10.1002/acr.24131</a></li>
  <li>García-Coronado JM, Martínez-Olvera L, Elizondo-Omaña RE, et al. Effect of collagen supplementation on osteoarthritis symptoms: a meta-analysis of randomized placebo-controlled trials. <cite>International Orthopaedics</cite>. 2019;43(3):531-538. <a href="https://doi.org/10.1007/s00264-018-4211-5">doi:10.1007/s00264-018-4211-5</a></li>
  <li>Clegg DO, Reda DJ, Harris CL, et al. Glucosamine, chondroitin sulfate, and the two in combination for painful knee osteoarthritis. <cite>New England Journal of Medicine</cite>. 2006;354(8):795-808. <a href="https://doi.org/10.1056/NEJMoa052771">doi:10.1056/NEJMoa052771</a></li>
  <li>Yu G, Xiang W, Zhang T, Zeng L, Yang K, Li J. Effectiveness of Boswellia and Boswellia extract for osteoarthritis patients: a systematic review and meta-analysis. <cite>BMC Complementary Medicine and Therapies</cite>. 2020;20(1):225. <a href="https://doi.org/10.1186/s12906-020-02985-6">doi:10.1186/s12906-020-02985-6</a></li>
  <li>Knudsen JF, Sokol GH. Potential glucosamine-warfarin interaction resulting in increased international normalized ratio: case report and review of the literature and MedWatch database. <cite>Pharmacotherapy</cite>. 2008;28(4):540-548. <a href="https://doi.org/10.1592/phco.28.4.540">doi:10.1592/phco.28.4.540</a></li>
</ol>
`,
} satisfies Article;
