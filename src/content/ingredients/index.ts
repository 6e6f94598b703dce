/**
 * The food table behind every meal idea's figures: per-100 g energy and
 * macros copied from USDA FoodData Central (SR Legacy) records and checked
 * against stored copies of them (docs/sources/ingredients.md). Read at build
 * time by the route loaders, so it ships as page data.
 */
export type { Aisle, Food, Foods, Nutrients } from "./model";
export { foods } from "./foods";
