import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import figtree from "@capsizecss/metrics/figtree";
import { expect, test } from "vitest";

const css = readFileSync(join(__dirname, "app.css"), "utf8");

/** The declarations of the @font-face block for `family` in app.css. */
function fontFace(family: string): Map<string, string> {
  const block = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map(([, body = ""]) => body)
    .find((body) => body.includes(`font-family: "${family}"`));
  if (!block) throw new Error(`no @font-face for ${family} in app.css`);
  return new Map(
    block
      .split(";")
      .map((declaration) => declaration.trim().split(/:\s*/, 2) as [string, string])
      .filter(([property, value]) => property && value),
  );
}

test("the body face's fallback is Arial scaled to Figtree's metrics, as Capsize computes them", () => {
  const capsize = fontFace("Figtree Fallback");
  const expected = createFontStack([figtree, arial], { subset: "latin", fontFaceFormat: "styleObject" })
    .fontFaces[0]?.["@font-face"];
  expect(expected).toBeDefined();
  for (const property of ["ascentOverride", "descentOverride", "lineGapOverride", "sizeAdjust"] as const) {
    const cssProperty = property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    expect(capsize.get(cssProperty), cssProperty).toBe(expected?.[property]);
  }
  // Fonts drawn to Arial's metrics stand in where Arial is missing (Linux).
  expect(capsize.get("src")).toContain('local("Liberation Sans")');
});
