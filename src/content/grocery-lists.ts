import type { Diet } from "./meal-ideas";

/**
 * Ready-made grocery lists for the Grocery List Generator, by aisle, in the
 * spec's category order. Read at build time by the route loader, so the text
 * ships as page data. Item names double as the saved check-off keys, so each
 * is unique within its diet's list.
 */

export type { Diet };

export interface GroceryCategory {
  /** Aisle heading, e.g. "Proteins". */
  category: string;
  /** 6–12 items, each unique within the diet's list. */
  items: string[];
}

export type GroceryLists = Record<Diet, GroceryCategory[]>;

export const groceryLists: GroceryLists = {
  keto: [
    {
      category: "Proteins",
      items: [
        "Eggs",
        "Chicken thighs",
        "Ground beef",
        "Salmon fillets",
        "Bacon",
        "Pork chops",
        "Canned tuna",
        "Shrimp",
        "Sardines",
      ],
    },
    {
      category: "Fats & Oils",
      items: [
        "Extra-virgin olive oil",
        "Avocado oil",
        "Butter",
        "Ghee",
        "Coconut oil",
        "MCT oil",
        "Avocados",
        "Olives",
      ],
    },
    {
      category: "Low-Carb Veggies",
      items: [
        "Spinach",
        "Broccoli",
        "Cauliflower",
        "Zucchini",
        "Asparagus",
        "Green beans",
        "Bell peppers",
        "Mushrooms",
        "Romaine lettuce",
        "Cabbage",
        "Cucumber",
      ],
    },
    {
      category: "Dairy",
      items: [
        "Cheddar cheese",
        "Heavy cream",
        "Full-fat Greek yogurt",
        "Cream cheese",
        "Parmesan",
        "Mozzarella",
        "Sour cream",
        "Cottage cheese",
      ],
    },
    {
      category: "Misc.",
      items: [
        "Almonds",
        "Macadamia nuts",
        "Chia seeds",
        "Almond flour",
        "Unsweetened almond milk",
        "85% dark chocolate",
        "Bone broth",
        "Sea salt",
      ],
    },
  ],
  paleo: [
    {
      category: "Proteins",
      items: [
        "Grass-fed ground beef",
        "Chicken breasts",
        "Wild salmon",
        "Eggs",
        "Pork tenderloin",
        "Ground turkey",
        "Shrimp",
        "Canned sardines",
        "Bison steaks",
      ],
    },
    {
      category: "Veggies & Fruits",
      items: [
        "Sweet potatoes",
        "Spinach",
        "Kale",
        "Broccoli",
        "Carrots",
        "Bell peppers",
        "Zucchini",
        "Onions",
        "Berries",
        "Bananas",
        "Apples",
        "Lemons",
      ],
    },
    {
      category: "Healthy Fats",
      items: [
        "Avocados",
        "Extra-virgin olive oil",
        "Coconut oil",
        "Almonds",
        "Walnuts",
        "Cashews",
        "Almond butter",
        "Canned coconut milk",
      ],
    },
    {
      category: "Pantry",
      items: [
        "Almond flour",
        "Coconut flour",
        "Coconut aminos",
        "Bone broth",
        "Canned tomatoes",
        "Apple cider vinegar",
        "Dried herbs & spices",
        "Pumpkin seeds",
      ],
    },
  ],
  mediterranean: [
    {
      category: "Proteins",
      items: [
        "Salmon",
        "Canned sardines",
        "White fish (cod or hake)",
        "Chicken breasts",
        "Eggs",
        "Greek yogurt",
        "Chickpeas",
        "Lentils",
        "Cannellini beans",
      ],
    },
    {
      category: "Whole Grains",
      items: [
        "Whole-grain bread",
        "Whole-wheat pasta",
        "Brown rice",
        "Bulgur wheat",
        "Farro",
        "Rolled oats",
        "Quinoa",
        "Whole-wheat pita",
      ],
    },
    {
      category: "Vegetables",
      items: [
        "Tomatoes",
        "Cucumbers",
        "Spinach",
        "Eggplant",
        "Zucchini",
        "Red onions",
        "Garlic",
        "Bell peppers",
        "Artichoke hearts",
        "Arugula",
      ],
    },
    {
      category: "Fats & Extras",
      items: [
        "Extra-virgin olive oil",
        "Olives",
        "Walnuts",
        "Almonds",
        "Feta cheese",
        "Hummus",
        "Tahini",
        "Fresh basil and parsley",
        "Red wine vinegar",
      ],
    },
    {
      category: "Fruits",
      items: ["Lemons", "Oranges", "Grapes", "Figs", "Pomegranate", "Berries", "Apples", "Dates"],
    },
  ],
  vegan: [
    {
      category: "Plant Proteins",
      items: [
        "Firm tofu",
        "Tempeh",
        "Seitan",
        "Lentils",
        "Chickpeas",
        "Black beans",
        "Edamame",
        "Unsweetened soy milk",
        "Soy yogurt",
        "Pea protein powder",
        "Nutritional yeast",
      ],
    },
    {
      category: "Vegetables",
      items: [
        "Spinach",
        "Kale",
        "Broccoli",
        "Sweet potatoes",
        "Carrots",
        "Bell peppers",
        "Mushrooms",
        "Onions",
        "Garlic",
        "Tomatoes",
      ],
    },
    {
      category: "Whole Grains",
      items: [
        "Rolled oats",
        "Brown rice",
        "Quinoa",
        "Whole-wheat pasta",
        "Whole-grain bread",
        "Buckwheat",
        "Barley",
      ],
    },
    {
      category: "Healthy Fats",
      items: [
        "Avocados",
        "Extra-virgin olive oil",
        "Peanut butter",
        "Almonds",
        "Walnuts",
        "Chia seeds",
        "Ground flaxseed",
        "Hemp seeds",
        "Tahini",
      ],
    },
    {
      category: "Fruits",
      items: ["Bananas", "Berries", "Apples", "Oranges", "Mango", "Lemons", "Dates"],
    },
  ],
};
