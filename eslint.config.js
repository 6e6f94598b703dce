// @ts-check
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const sharedLayers = ["components", "lib", "content", "config", "hooks", "utils", "styles"];

// Layer direction (docs/architecture.md): app → features → shared. Features
// never import each other; shared code never imports features or app.
const layerZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: "./src/features",
    except: [`./${feature}`],
    message: "A feature never imports another feature; compose them in a route module (src/app).",
  })),
  {
    target: "./src/features",
    from: "./src/app",
    message: "Features must not import route modules (src/app).",
  },
  ...sharedLayers.map((layer) => ({
    target: `./src/${layer}`,
    from: ["./src/features", "./src/app"],
    message: "Shared code (components, lib, content, config, hooks) must not import features or routes.",
  })),
];

const firebaseOnlyInLib = {
  patterns: [
    {
      // The SDK packages themselves (not our own src/lib/firebase modules).
      regex: "^@?firebase(/|$)",
      message: "Only src/lib/firebase/** may import Firebase; use the content store or auth context instead.",
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-e2e-firebase/",
      ".react-router/",
      "node_modules/",
      "playwright-report/",
      "test-results/",
      "coverage/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
      "import-x/no-cycle": "error",
      "import-x/no-self-import": "error",
      "import-x/no-duplicates": "error",
      "no-restricted-imports": ["error", firebaseOnlyInLib],
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/consistent-type-definitions": "off",
      "@typescript-eslint/no-confusing-void-expression": ["error", { ignoreArrowShorthand: true }],
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true, argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["src/**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // The adapters, and the code that plays a Firebase client against the
    // emulators or the stand-in (rules tests, emulator seeding, adapter tests).
    files: [
      "src/lib/firebase/**",
      "tests/emulator/**",
      "scripts/lib/seed-firestore-entry.ts",
      "tests/unit/store-on-stand-in.ts",
      "scripts/enroll-totp.mjs",
    ],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // Tool maths stays pure: no React, no DOM frameworks, no Firebase.
    files: ["src/features/tools/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...firebaseOnlyInLib.patterns,
            {
              group: ["react", "react-dom", "react-router", "react/*"],
              message: "Tool modules are pure: no React.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
);
