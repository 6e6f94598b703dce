import { marketplaceSearchLink } from "~/lib/affiliate";
import type { Product } from "~/lib/content-store/model";

/**
 * Affiliate product picks (built-in). Generic product types rather than
 * brands: each links to a marketplace search (carrying the affiliate tag when
 * one is configured) so readers can compare options themselves. Descriptions
 * claim no more than the evidence: "may" only where there is some, and a
 * plain statement where a guideline advises against (glucosamine/chondroitin:
 * 2019 ACR/Arthritis Foundation osteoarthritis guideline), which is then
 * marked `isAdvisedAgainst` so it gets no buy link.
 */
export const builtInProducts = [
  {
    id: "collagen-peptides",
    name: "Collagen Peptides Powder",
    description:
      "Unflavored hydrolyzed collagen that mixes into coffee or smoothies; evidence that it helps skin or joints comes from small trials and is not settled. Look for third-party testing and a single, simple ingredient.",
    image: "/images/products/collagen-peptides.svg",
    link: marketplaceSearchLink("collagen peptides powder unflavored"),
    tags: ["collagen", "protein"],
  },
  {
    id: "glucosamine-chondroitin",
    name: "Glucosamine & Chondroitin",
    description:
      "A popular joint-supplement pairing, but the American College of Rheumatology's 2019 guideline recommends against glucosamine and chondroitin for knee and hip osteoarthritis. Talk to your doctor before spending money on it.",
    image: "/images/products/glucosamine-chondroitin.svg",
    link: marketplaceSearchLink("glucosamine chondroitin supplement"),
    // No tags: no article recommends it (our joints article explains why), so
    // it is listed on the products page only, and without a buy link.
    tags: [],
    isAdvisedAgainst: true,
  },
  {
    id: "boswellia-extract",
    name: "Boswellia Extract",
    description:
      "A standardized extract of Boswellia serrata resin sold for joint comfort; evidence that it eases osteoarthritis pain is limited to a few small, short trials. If you try it, look for a stated boswellic acid percentage and independent testing.",
    image: "/images/products/boswellia-extract.svg",
    link: marketplaceSearchLink("boswellia serrata extract capsules"),
    // Listed on the products page only: the evidence does not support placing
    // it under an article.
    tags: [],
  },
  {
    id: "electrolyte-drops",
    name: "Zero-Calorie Electrolyte Drops",
    description:
      "Unsweetened sodium, potassium and magnesium drops for water that won't break a fast; choose ones with no sugar or calories and clearly listed mineral amounts. If you have kidney disease or a heart condition, or take medicines such as diuretics or blood pressure drugs, check with your doctor or pharmacist before using them.",
    image: "/images/products/electrolyte-drops.svg",
    link: marketplaceSearchLink("zero calorie electrolyte drops unflavored"),
    tags: ["electrolytes", "fasting", "keto", "energy"],
  },
  {
    id: "magnesium-glycinate",
    name: "Magnesium Glycinate",
    description:
      "A common form of magnesium supplement; evidence that extra magnesium improves sleep or stress is limited and mixed, so check the elemental magnesium per serving and pick a third-party tested product. If you have kidney disease or take certain antibiotics or osteoporosis drugs, whose absorption magnesium can reduce, ask your doctor or pharmacist first.",
    image: "/images/products/magnesium-glycinate.svg",
    link: marketplaceSearchLink("magnesium glycinate capsules"),
    tags: ["magnesium", "sleep", "stress"],
  },
  {
    id: "psyllium-husk-fiber",
    name: "Psyllium Husk Fiber",
    description:
      "A soluble fiber that may help with regularity. Choose plain, unsweetened husk or powder, and increase slowly with plenty of water.",
    image: "/images/products/psyllium-husk-fiber.svg",
    link: marketplaceSearchLink("psyllium husk fiber powder unsweetened"),
    tags: ["fiber", "gut health"],
  },
  {
    id: "mct-oil-powder",
    name: "MCT Oil Powder",
    description:
      "Powdered medium-chain triglycerides, often from coconut, for keto coffee and shakes; it has calories, so it breaks a fast and is not for use during one, and any benefit for focus or mental clarity is unproven. If you use it, look for C8/C10 MCTs, minimal fillers and no added sugar, and start small, because large servings can upset the stomach.",
    image: "/images/products/mct-oil-powder.svg",
    link: marketplaceSearchLink("mct oil powder keto unflavored"),
    // Keto only: it breaks a fast and its focus claims are unproven, so it is
    // not placed under the fasting, focus or energy articles.
    tags: ["keto"],
  },
  {
    id: "multi-strain-probiotic",
    name: "Multi-Strain Probiotic",
    description:
      "A capsule combining several bacterial strains; any benefit depends on the strain and the problem, and for healthy people the evidence is limited. Look for named strains, a CFU count guaranteed to expiry and third-party testing.",
    image: "/images/products/multi-strain-probiotic.svg",
    link: marketplaceSearchLink("multi strain probiotic capsules"),
    tags: ["probiotics", "gut health"],
  },
] satisfies Product[];
