import { paths } from "./paths";

export interface NavLink {
  label: string;
  to: string;
}

export const dietLinks: readonly NavLink[] = [
  { label: "Intermittent fasting", to: paths.diets.intermittentFasting },
  { label: "Ketogenic diet", to: paths.diets.keto },
  { label: "Mediterranean diet", to: paths.diets.mediterranean },
  { label: "Paleo diet", to: paths.diets.paleo },
  { label: "Vegan diet", to: paths.diets.vegan },
  { label: "Compare diets", to: paths.diets.compare },
];

/** `diets` marks where the Diets dropdown sits. */
export type HeaderItem =
  { kind: "link"; label: string; mobileLabel?: string; to: string } | { kind: "diets"; label: string };

export const headerItems: readonly HeaderItem[] = [
  { kind: "link", label: "Home", to: paths.home },
  { kind: "diets", label: "Diets" },
  { kind: "link", label: "The Vault", mobileLabel: "Articles", to: paths.articles },
  { kind: "link", label: "Tools", to: paths.tools },
  { kind: "link", label: "Subscribe", to: paths.subscribe },
  { kind: "link", label: "About", to: paths.about },
];

export const footerLinks: readonly NavLink[] = [
  { label: "Home", to: paths.home },
  { label: "Articles", to: paths.articles },
  { label: "Products", to: paths.products },
  { label: "About", to: paths.about },
];
