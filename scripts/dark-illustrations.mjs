// `node scripts/dark-illustrations.mjs public/images/**/*.svg` after adding or redrawing an illustration:
// a <style> swaps each palette colour it uses for its dark value in src/styles/app.css.
import { readFileSync, writeFileSync } from "node:fs";

const css = readFileSync(new URL("../src/styles/app.css", import.meta.url), "utf8");
const darkOf = new Map(
  [...css.matchAll(/light-dark\((#[0-9a-f]{6}), (#[0-9a-f]{6})\)/g)].map((m) => [m[1], m[2]]),
);
darkOf.set("#fff", darkOf.get("#ffffff"));

const files = process.argv.slice(2);
if (files.length === 0) throw new Error("usage: node scripts/dark-illustrations.mjs <file.svg>…");
for (const file of files) {
  const drawing = readFileSync(file, "utf8").replace(/<style>.*?<\/style>\n?/s, "");
  const used = new Set();
  for (const [, property, colour] of drawing.matchAll(/\b(fill|stroke)="(#[0-9a-fA-F]{3,6})"/g)) {
    used.add(`${property}|${(colour ?? "").toLowerCase()}`);
  }
  const rules = [...used].sort().map((entry) => {
    const [property, colour] = entry.split("|");
    const dark = darkOf.get(colour);
    if (!dark) throw new Error(`${file}: ${colour} is not a palette colour (src/styles/app.css)`);
    return `[${property}="${colour}"]{${property}:${dark}}`;
  });
  const style = `<style>@media (prefers-color-scheme:dark){${rules.join("")}}</style>\n`;
  writeFileSync(file, drawing.replace(/(<svg[^>]*>\n?)/, `$1${style}`));
}
console.log(`dark-illustrations: ${files.length} files`);
