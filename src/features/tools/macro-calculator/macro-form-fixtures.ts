import { defaultFormValues, type MacroFormValues } from "./macro-form-values";

/** Forms and range edges shared by the macro form's and the URL's tests. */

export const form = (changes: Partial<MacroFormValues>): MacroFormValues => ({
  ...defaultFormValues,
  age: "30",
  feet: "5",
  inches: "10",
  pounds: "180",
  centimeters: "178",
  kilograms: "82",
  ...changes,
});

const metric = { units: "metric" as const };

/** Every range edge, just inside and just outside, in both unit systems. */
export const edges = [
  ["age", "the youngest adult", { age: "18" }, true],
  ["age", "a year too young", { age: "17" }, false],
  ["age", "the oldest age", { age: "100" }, true],
  ["age", "a year too old", { age: "101" }, false],
  ["age", "part years", { age: "30.5" }, false],
  ["height", "4 ft 0 in", { feet: "4", inches: "0" }, true],
  ["height", "3 ft 11.9 in", { feet: "3", inches: "11.9" }, false],
  ["height", "8 ft 0 in", { feet: "8", inches: "0" }, true],
  ["height", "8 ft 0.1 in", { feet: "8", inches: "0.1" }, false],
  ["height", "11.9 inches", { inches: "11.9" }, true],
  ["height", "12 inches", { inches: "12" }, false],
  ["height", "part feet", { feet: "5.5", inches: "0" }, false],
  ["height", "0 ft 70 in", { feet: "0", inches: "70" }, false],
  ["height", "122 cm", { ...metric, centimeters: "122" }, true],
  ["height", "121.9 cm", { ...metric, centimeters: "121.9" }, false],
  ["height", "244 cm", { ...metric, centimeters: "244" }, true],
  ["height", "244.1 cm", { ...metric, centimeters: "244.1" }, false],
  ["weight", "66 lb", { pounds: "66" }, true],
  ["weight", "65.9 lb", { pounds: "65.9" }, false],
  ["weight", "660 lb", { pounds: "660" }, true],
  ["weight", "660.1 lb", { pounds: "660.1" }, false],
  ["weight", "30 kg", { ...metric, kilograms: "30" }, true],
  ["weight", "29.9 kg", { ...metric, kilograms: "29.9" }, false],
  ["weight", "300 kg", { ...metric, kilograms: "300" }, true],
  ["weight", "300.1 kg", { ...metric, kilograms: "300.1" }, false],
  ["bodyFat", "no body fat, as the default formula and split need none", { bodyFat: "" }, true],
  ["bodyFat", "3 % body fat", { bodyFat: "3" }, true],
  ["bodyFat", "2.9 % body fat", { bodyFat: "2.9" }, false],
  ["bodyFat", "60 % body fat", { bodyFat: "60" }, true],
  ["bodyFat", "60.1 % body fat", { bodyFat: "60.1" }, false],
  ["bodyFat", "Katch-McArdle without body fat", { formula: "katch-mcardle" }, false],
  ["bodyFat", "keto by grams without body fat", { split: "grams" }, false],
  [
    "bodyFat",
    "keto by grams at 20 % body fat, 2 g/kg and 50 g carbs",
    { split: "grams", bodyFat: "20", proteinPerKg: "2", netCarbs: "50" },
    true,
  ],
] as const;
