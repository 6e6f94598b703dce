import { marketplaceSearchLink } from "~/lib/affiliate";
import type { Product } from "~/lib/content-store/model";

/**
 * Affiliate product picks (built-in). Generic product types rather than
 * brands: each links to a marketplace search (carrying the affiliate tag when
 * one is configured) so readers can compare options themselves.
 */
export const builtInProducts = [
  {
    id: "collagen-peptides",
    name: "Collagen Peptides Powder",
    description:
      "Unflavored hydrolyzed collagen that mixes into coffee or smoothies and may support skin and joints. Look for third-party testing and a single, simple ingredient.",
    image: "/images/products/collagen-peptides.svg",
    link: marketplaceSearchLink("collagen peptides powder unflavored"),
    tags: ["collagen", "joints", "skin", "protein"],
  },
  {
    id: "glucosamine-chondroitin",
    name: "Glucosamine & Chondroitin",
    description:
      "A classic joint supplement pairing that may support comfortable movement for some people. Check the dose per serving and choose a third-party tested brand.",
    image: "/images/products/glucosamine-chondroitin.svg",
    link: marketplaceSearchLink("glucosamine chondroitin supplement"),
    tags: ["joints", "mobility"],
  },
  {
    id: "boswellia-extract",
    name: "Boswellia Extract",
    description:
      "A standardized extract of Boswellia serrata resin that may help support joint comfort. Look for a stated boswellic acid percentage and independent testing.",
    image: "/images/products/boswellia-extract.svg",
    link: marketplaceSearchLink("boswellia serrata extract capsules"),
    tags: ["joints", "inflammation"],
  },
  {
    id: "electrolyte-drops",
    name: "Zero-Calorie Electrolyte Drops",
    description:
      "Unsweetened sodium, potassium and magnesium drops for water that won't break a fast. Choose ones with no sugar or calories and clearly listed mineral amounts.",
    image: "/images/products/electrolyte-drops.svg",
    link: marketplaceSearchLink("zero calorie electrolyte drops unflavored"),
    tags: ["electrolytes", "fasting", "keto", "energy"],
  },
  {
    id: "magnesium-glycinate",
    name: "Magnesium Glycinate",
    description:
      "A gentle, well-absorbed form of magnesium that may support relaxation and sleep. Check the elemental magnesium per serving and pick a third-party tested product.",
    image: "/images/products/magnesium-glycinate.svg",
    link: marketplaceSearchLink("magnesium glycinate capsules"),
    tags: ["magnesium", "sleep", "stress"],
  },
  {
    id: "psyllium-husk-fiber",
    name: "Psyllium Husk Fiber",
    description:
      "A soluble fiber that may support regularity and help you feel full. Choose plain, unsweetened husk or powder, and increase slowly with plenty of water.",
    image: "/images/products/psyllium-husk-fiber.svg",
    link: marketplaceSearchLink("psyllium husk fiber powder unsweetened"),
    tags: ["fiber", "gut health"],
  },
  {
    id: "mct-oil-powder",
    name: "MCT Oil Powder",
    description:
      "Powdered medium-chain triglycerides, often from coconut, for keto coffee and shakes. Look for C8/C10 MCTs, minimal fillers and no added sugar.",
    image: "/images/products/mct-oil-powder.svg",
    link: marketplaceSearchLink("mct oil powder keto unflavored"),
    tags: ["keto", "energy", "focus"],
  },
  {
    id: "multi-strain-probiotic",
    name: "Multi-Strain Probiotic",
    description:
      "A capsule combining several bacterial strains that may support gut health. Look for named strains, a CFU count guaranteed to expiry and third-party testing.",
    image: "/images/products/multi-strain-probiotic.svg",
    link: marketplaceSearchLink("multi strain probiotic capsules"),
    tags: ["probiotics", "gut health"],
  },
] satisfies Product[];
