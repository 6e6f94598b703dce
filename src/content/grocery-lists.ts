import type { Diet } from "./meal-ideas";

/**
 * Ready-made grocery lists for the Grocery List Generator, by aisle, in a
 * fixed category order per diet. Read at build time by the route loader, so
 * the text ships as page data. Item names double as the saved check-off keys, so each
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
        "Salmon fillets",
        "Sardines",
        "Canned tuna",
        "Shrimp",
        "Chicken thighs",
        "Ground beef",
        "Pork chops",
        "Bacon",
      ],
    },
    {
      category: "Fats & Oils",
      items: [
        "Extra-virgin olive oil",
        "Avocados",
        "Avocado oil",
        "Olives",
        "Walnuts",
        "Pumpkin seeds",
        "Butter",
        "Ghee (in moderation)",
        "Coconut oil (in moderation)",
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
        "Full-fat Greek yogurt",
        "Cottage cheese",
        "Mozzarella",
        "Parmesan",
        "Cheddar cheese",
        "Cream cheese",
        "Sour cream",
        "Heavy cream (in moderation)",
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
        "Unsweetened soy milk fortified with calcium and B12",
        "Soy yogurt",
        "Pea protein powder",
        "Nutritional yeast fortified with B12",
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
        "Iodized salt",
      ],
    },
    {
      category: "Fruits",
      items: ["Bananas", "Berries", "Apples", "Oranges", "Mango", "Lemons", "Dates"],
    },
  ],
};
