import type { Config } from "tailwindcss";

/**
 * The Fast & Fuel brand theme. Loaded by `src/styles/app.css` via `@config`.
 *
 * Palette: a deep leaf green for trust and health ("brand"), a warm ember
 * orange for energy ("fuel"), warm neutrals ("ink", "cream").
 * Every text/background pair used in the UI meets WCAG AA (4.5:1 body text):
 * white on brand-700+ and fuel-700+, ink-900/700 on cream and white.
 */
export default {
  content: ["./src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#effaf4",
          100: "#d8f3e3",
          200: "#b3e6ca",
          300: "#80d2aa",
          400: "#4bb885",
          500: "#289c6a",
          600: "#1a7e55",
          700: "#156546",
          800: "#145139",
          900: "#114330",
          950: "#08261b",
        },
        fuel: {
          50: "#fff6ed",
          100: "#ffead4",
          200: "#ffd0a8",
          300: "#ffae70",
          400: "#fd8137",
          500: "#fb6110",
          600: "#ec4706",
          700: "#c43408",
          800: "#9b2a0f",
          900: "#7d2510",
        },
        ink: {
          50: "#f7f7f5",
          100: "#ecebe7",
          200: "#d8d6cf",
          300: "#bbb8ad",
          400: "#9a9688",
          500: "#7e7a6c",
          600: "#65625a",
          700: "#53504a",
          800: "#3b3935",
          900: "#26241f",
          950: "#171613",
        },
        cream: "#fbf8f1",
      },
      fontFamily: {
        sans: ["system-ui", "-apple-system", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"],
        display: ['"Outfit Variable"', "system-ui", "sans-serif"],
      },
      // A modular type scale (ratio ~1.25) for headings; body text stays 1rem+.
      fontSize: {
        "display-sm": ["2rem", { lineHeight: "1.15", letterSpacing: "-0.01em" }],
        "display-md": ["2.5rem", { lineHeight: "1.1", letterSpacing: "-0.015em" }],
        "display-lg": ["3.25rem", { lineHeight: "1.05", letterSpacing: "-0.02em" }],
      },
      maxWidth: {
        prose: "68ch",
        page: "72rem",
      },
      boxShadow: {
        card: "0 1px 2px rgb(38 36 31 / 0.06), 0 8px 24px -12px rgb(38 36 31 / 0.18)",
      },
    },
  },
} satisfies Config;
