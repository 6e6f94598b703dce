// @vitest-environment node
import { describe, expect, test } from "vitest";
import { evaluateMacroForm } from "./macro-form";
import { defaultFormValues } from "./macro-form-values";
import { edges, form } from "./macro-form-fixtures";
import { readMacroQuery, toMacroQuery } from "./macro-url";

describe("the URL query", () => {
  test("writes the chosen unit system's measurements and every choice", () => {
    expect(new URLSearchParams(toMacroQuery(form({ gender: "female" }))).toString()).toBe(
      "gender=female&age=30&units=imperial&ft=5&in=10&lb=180&activity=moderate&goal=maintenance&formula=harris-benedict",
    );
    const metric = toMacroQuery(form({ units: "metric", formula: "mifflin-st-jeor" }));
    expect(metric).toMatchObject({ units: "metric", cm: "178", kg: "82", formula: "mifflin-st-jeor" });
  });

  test("an empty or unrelated query gives nothing to restore", () => {
    expect(readMacroQuery(new URLSearchParams(""))).toBeNull();
    expect(readMacroQuery(new URLSearchParams("utm_source=newsletter"))).toBeNull();
  });

  // __proto__ and constructor are properties of every object: a lookup in an object would find them.
  test("unknown choices fall back to the defaults; missing numbers stay empty", () => {
    const query = "gender=robot&goal=bulk&units=cubits&activity=__proto__&formula=constructor&age=40";
    expect(readMacroQuery(new URLSearchParams(query))).toEqual({
      ...defaultFormValues,
      age: "40",
    });
  });
});

describe("a shared link goes through the same parsing as the fields", () => {
  test.each(edges)("%s: %s", (_, __, changes) => {
    const values = form(changes);
    const fromLink = readMacroQuery(new URLSearchParams(toMacroQuery(values)));
    expect(fromLink && evaluateMacroForm(fromLink)).toEqual(evaluateMacroForm(values));
  });

  test.each([
    // An empty field, which the form then refuses, rather than a number read some other way.
    ["hexadecimal", "age=0x1E&lb=0xB4", { age: "", pounds: "" }],
    ["spaces around a number", "age=%2030%20", { age: "30" }],
    ["a plain decimal", "in=10.5", { inches: "10.5" }],
  ])("%s: %s", (_, query, expected) => {
    expect(readMacroQuery(new URLSearchParams(query))).toMatchObject(expected);
  });
});

describe("body composition in the link", () => {
  test("body fat is written only when given, the split's settings only for keto by grams", () => {
    expect(toMacroQuery(form({}))).not.toHaveProperty("bf");
    expect(toMacroQuery(form({ bodyFat: "18" }))).toEqual({ ...toMacroQuery(form({})), bf: "18" });
    expect(
      toMacroQuery(form({ bodyFat: "18", split: "grams", proteinPerKg: "1.75", netCarbs: "30" })),
    ).toMatchObject({ bf: "18", split: "grams", protein: "1.75", carbs: "30" });
  });

  test("a protein figure or carb cap the calculator doesn't offer reads as the default", () => {
    const read = readMacroQuery(new URLSearchParams("age=30&bf=20&split=grams&protein=9&carbs=5"));
    expect(read).toMatchObject({ bodyFat: "20", split: "grams", proteinPerKg: "1.5", netCarbs: "20" });
  });
});
