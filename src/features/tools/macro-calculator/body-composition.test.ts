// @vitest-environment node
import { describe, expect, test } from "vitest";
import { gramsSplit, navyBodyFat } from "./body-composition";

describe("the US Navy tape estimate (Hodgdon & Beckett 1984, density in cm, then Siri)", () => {
  test.each([
    // Man, 178 cm, neck 38, waist 86: log10(48) = 1.681241, log10(178) = 2.250420;
    // density = 1.032 − 0.191·1.681241 + 0.155·2.250420 = 1.059698; 495/1.059698 − 450 = 17.11 %.
    ["a man, 178 cm, neck 38, waist 86", "male", { heightCm: 178, neckCm: 38, waistCm: 86 }, 17.11],
    // Woman, 165 cm, neck 33, waist 70, hip 98: log10(135) = 2.130334, log10(165) = 2.217484;
    // density = 1.296 − 0.350·2.130334 + 0.221·2.217484 = 1.040447; 495/1.040447 − 450 = 25.76 %.
    [
      "a woman, 165 cm, neck 33, waist 70, hip 98",
      "female",
      { heightCm: 165, neckCm: 33, waistCm: 70, hipCm: 98 },
      25.76,
    ],
  ] as const)("%s → %s %", (_, gender, tape, expected) => {
    expect(navyBodyFat(gender, tape)).toBeCloseTo(expected, 2);
  });

  test.each([
    ["a neck as wide as the waist", "male", { heightCm: 178, neckCm: 40, waistCm: 40 }],
    ["a woman without a hip measure", "female", { heightCm: 165, neckCm: 33, waistCm: 70 }],
  ] as const)("gives no estimate for %s", (_, gender, tape) => {
    expect(navyBodyFat(gender, tape)).toBeNull();
  });
});

describe("keto by grams", () => {
  test.each([
    // 1,800 kcal, 55 kg lean at 1.75 = 96.25 → 96 g (385 kcal), 50 g carbs (200): fat 1,215/9 = 135.0 → 135.
    [1800, 55, 1.75, 50, { proteinGrams: 96, carbsGrams: 50, fatGrams: 135 }],
    // No split when protein and carbs alone take every calorie.
    [500, 70, 2, 50, null],
  ] as const)("%s kcal, %s kg lean, %s g/kg, %s g carbs", (calories, lean, perKg, cap, expected) => {
    expect(gramsSplit(calories, lean, perKg, cap)).toEqual(expected);
  });
});
