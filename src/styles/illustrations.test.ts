import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

// The site's illustrations are SVG files drawn in the palette. Each carries a
// dark version of its colours, so it sits in the dark theme like the page
// around it: browsers give an <img>'s SVG the colour scheme of the element
// showing it. The dark colour for each must be the palette's (app.css).

const css = readFileSync(join(__dirname, "app.css"), "utf8");
const darkOf = new Map(
  [...css.matchAll(/light-dark\((#[0-9a-f]{6}), (#[0-9a-f]{6})\)/g)].map(([, light, dark]) => [light, dark]),
);
darkOf.set("#fff", darkOf.get("#ffffff"));

const imagesDir = join(__dirname, "../../public/images");
const svgs = readdirSync(imagesDir, { recursive: true, encoding: "utf8" }).filter((file) =>
  file.endsWith(".svg"),
);

test.each(svgs)("%s maps each colour it draws with to the palette's dark value", (file) => {
  const svg = readFileSync(join(imagesDir, file), "utf8");
  const darkRules = /<style>@media \(prefers-color-scheme:dark\)\{(.*?)\}<\/style>/.exec(svg)?.[1] ?? "";
  const drawn = new Set(
    [...svg.replace(/<style>.*?<\/style>/s, "").matchAll(/\b(fill|stroke)="(#[0-9a-fA-F]{3,6})"/g)].map(
      ([, property, colour = ""]) => `${property}|${colour.toLowerCase()}`,
    ),
  );
  expect(drawn.size).toBeGreaterThan(0);
  for (const entry of drawn) {
    const [property, colour] = entry.split("|");
    const dark = darkOf.get(colour ?? "");
    expect(dark, `${colour} is not a palette colour`).toBeDefined();
    expect(darkRules).toContain(`[${property}="${colour}"]{${property}:${dark}}`);
  }
});
