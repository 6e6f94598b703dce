import type { Config } from "tailwindcss";

/**
 * The Fast & Fuel brand theme. Loaded by `src/styles/app.css` via `@config`.
 *
 * The colours live in `src/styles/app.css` (`@theme`): each has a light and a
 * dark value, picked by the page's colour scheme.
 */
export default {
  content: ["./src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      fontFamily: {
        sans: [
          '"Figtree Variable"',
          '"Figtree Fallback"',
          "system-ui",
          "-apple-system",
          "Segoe UI",
          "Roboto",
          "Arial",
          "sans-serif",
        ],
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
