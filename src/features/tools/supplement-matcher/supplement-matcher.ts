/** Keyed by the exact name shown, so a supplement under two goals (Ashwagandha) has one note. */
const supplementNotes = {
  "Lion's Mane":
    "A culinary mushroom studied for memory and focus; human studies are few and small, so evidence is mixed.",
  "L-Theanine":
    "An amino acid from tea, often paired with caffeine for calm focus; evidence is mixed, but it is generally well tolerated.",
  Citicoline:
    "A source of choline used for attention and memory; some small trials are positive, but evidence is mixed.",
  "Rhodiola Rosea":
    "An adaptogenic herb used for fatigue and stress; evidence is mixed and many studies are of low quality.",
  Creatine:
    "One of the best-studied supplements: it helps short, high-intensity efforts and may support brain energy.",
  CoQ10:
    "An antioxidant involved in cellular energy; evidence for more energy in healthy people is mixed, and it can interact with warfarin.",
  "B-Complex":
    "B vitamins help turn food into energy; they mainly help if you are low, e.g. B12 on a vegan diet or in later life.",
  Ashwagandha:
    "An adaptogenic herb studied for stress and sleep; evidence is mixed, rare cases of liver injury are reported, and it is not advised in pregnancy.",
  Probiotics:
    "Live bacteria whose effects depend on the strain; best evidence is for antibiotic-related diarrhea, for general gut health it is mixed.",
  "Digestive Enzymes":
    "Lactase helps with lactose intolerance; for general digestion, evidence for over-the-counter enzyme blends is limited.",
  "L-Glutamine":
    "An amino acid that fuels the cells lining the gut; evidence for gut health in healthy people is mixed.",
  "Aloe Vera":
    "Aloe gel is used for digestion, but evidence is limited; whole-leaf aloe (latex) is a strong laxative and best avoided.",
  "Magnesium Glycinate":
    "A gentle form of magnesium used for stress and sleep; it helps most if your intake is low. Ask first if you have kidney disease.",
  "L-Tyrosine":
    "An amino acid the body uses to make dopamine, studied for focus under stress; never combine it with MAOI antidepressants, and ask first if you take thyroid medication.",
  "5-HTP":
    "A building block of serotonin used for mood and sleep; evidence is mixed, and it must not be taken with antidepressants (risk of serotonin syndrome).",
  Melatonin:
    "A hormone that shifts your body clock; it works best for jet lag and shift work, with smaller effects on everyday sleep.",
  GABA: "A calming brain messenger; it is unclear how much GABA taken by mouth reaches the brain, so evidence is mixed.",
  "Zinc + Magnesium":
    "Often sold as “ZMA” for sleep and recovery; it mainly helps if you are low in either mineral — evidence is mixed.",
  Chamomile:
    "A traditional herbal tea for relaxation and sleep; evidence is mixed but it is gentle. Avoid it if you are allergic to daisies or ragweed.",
  "Vitamin C":
    "Supports immune function; taken regularly it may shorten colds slightly, but it does not prevent them for most people.",
  Zinc: "Zinc lozenges started early may shorten a cold; long-term high doses can cause copper deficiency.",
  Elderberry:
    "A berry extract used for colds and flu; evidence is mixed and limited. Raw berries, leaves and stems are toxic.",
  "Vitamin D3":
    "Supports immunity and bones; most useful if your level is low, for example with little sun in winter.",
  "Whey Protein":
    "A fast-digesting milk protein that makes it easier to reach a daily protein target for muscle gain.",
  "Creatine Monohydrate":
    "The most-researched form of creatine; about 3–5 g a day, with strength training, supports strength and muscle gain.",
  "L-Citrulline":
    "An amino acid that raises nitric oxide and may help blood flow and endurance; evidence is mixed.",
  BCAAs:
    "Branched-chain amino acids; they add little if you already eat enough protein, so evidence is mixed.",
  "Casein Protein":
    "A slow-digesting milk protein, often taken before bed to support muscle repair overnight.",
  "Beta-Alanine":
    "Buffers acid in working muscles and may help efforts of one to four minutes; a harmless tingling is common.",
} as const satisfies Record<string, string>;

export type SupplementName = keyof typeof supplementNotes;

export interface Goal {
  name: string;
  supplements: readonly SupplementName[];
}

export interface SupplementMatch {
  name: SupplementName;
  note: string;
  goals: string[];
}

/** In the order and wording readers see. */
export const goals: readonly Goal[] = [
  { name: "Focus & Clarity", supplements: ["Lion's Mane", "L-Theanine", "Citicoline", "Rhodiola Rosea"] },
  { name: "Energy & Performance", supplements: ["Creatine", "CoQ10", "B-Complex", "Ashwagandha"] },
  { name: "Gut Health", supplements: ["Probiotics", "Digestive Enzymes", "L-Glutamine", "Aloe Vera"] },
  { name: "Stress & Mood", supplements: ["Magnesium Glycinate", "Ashwagandha", "L-Tyrosine", "5-HTP"] },
  { name: "Sleep & Recovery", supplements: ["Melatonin", "GABA", "Zinc + Magnesium", "Chamomile"] },
  { name: "Immune Support", supplements: ["Vitamin C", "Zinc", "Elderberry", "Vitamin D3"] },
  {
    name: "Muscle Gain & Recovery",
    supplements: [
      "Whey Protein",
      "Creatine Monohydrate",
      "L-Citrulline",
      "BCAAs",
      "Casein Protein",
      "Beta-Alanine",
    ],
  },
];

/** De-duplicated by exact name, in goal order then each goal's order, not the order the goals were picked. */
export function matchSupplements(selectedGoals: readonly string[]): SupplementMatch[] {
  const byName = new Map<SupplementName, SupplementMatch>();
  for (const goal of goals) {
    if (!selectedGoals.includes(goal.name)) continue;
    for (const name of goal.supplements) {
      const match = byName.get(name);
      if (match) match.goals.push(goal.name);
      else byName.set(name, { name, note: supplementNotes[name], goals: [goal.name] });
    }
  }
  return [...byName.values()];
}
