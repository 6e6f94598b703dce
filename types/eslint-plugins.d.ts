// eslint-plugin-jsx-a11y ships no type declarations; eslint.config.js only
// passes its flat config through.
declare module "eslint-plugin-jsx-a11y" {
  import type { Linter } from "eslint";
  const plugin: { flatConfigs: Record<"recommended" | "strict", Linter.Config> };
  export default plugin;
}
