import type { MealIdeas } from "./model";

/** Keto: five ideas for each goal and meal of the day, each with a one-serving recipe. */
export const ketoMealIdeas: MealIdeas["keto"] = {
  "fat-loss": {
    breakfast: [
      {
        title: "Spinach & Feta Egg Muffins",
        description: "Three baked egg muffins with spinach, feta and chives, with black coffee on the side.",
        ingredients: [
          {
            food: "egg",
            amount: "3 large eggs (150 g)",
            grams: 150,
          },
          {
            food: "spinach",
            amount: "40 g baby spinach, chopped",
            grams: 40,
          },
          {
            food: "feta",
            amount: "25 g feta, crumbled",
            grams: 25,
          },
          {
            food: "olive-oil",
            amount: "½ tsp olive oil for the tin (2 g)",
            grams: 2,
          },
          {
            food: "chives",
            amount: "chives, snipped, to taste",
            grams: null,
          },
          {
            food: "black-coffee",
            amount: "black coffee, as you like",
            grams: null,
          },
        ],
      },
      {
        title: "Smoked Salmon Scramble",
        description:
          "Three eggs scrambled in a little butter with smoked salmon and dill, with a handful of arugula.",
        ingredients: [
          {
            food: "egg",
            amount: "3 large eggs (150 g)",
            grams: 150,
          },
          {
            food: "smoked-salmon",
            amount: "60 g smoked salmon, torn",
            grams: 60,
          },
          {
            food: "butter",
            amount: "1 tsp butter (5 g)",
            grams: 5,
          },
          {
            food: "arugula",
            amount: "20 g arugula",
            grams: 20,
          },
          {
            food: "dill",
            amount: "fresh dill, to taste",
            grams: null,
          },
          {
            food: "black-pepper",
            amount: "black pepper, to taste",
            grams: null,
          },
        ],
      },
      {
        title: "Greek Yogurt Raspberry Bowl",
        description:
          "A small bowl of full-fat Greek yogurt with a few raspberries, chia seeds and chopped walnuts.",
        ingredients: [
          {
            food: "greek-yogurt-whole",
            amount: "200 g full-fat Greek yogurt",
            grams: 200,
          },
          {
            food: "raspberries",
            amount: "40 g raspberries",
            grams: 40,
          },
          {
            food: "chia-seeds",
            amount: "2 tsp chia seeds (10 g)",
            grams: 10,
          },
          {
            food: "walnuts",
            amount: "12 g walnuts, chopped",
            grams: 12,
          },
        ],
      },
      {
        title: "Turkey Sausage & Pepper Skillet",
        description:
          "Lean ground turkey seasoned like sausage with fennel and paprika, browned with green pepper and onion and topped with one fried egg.",
        ingredients: [
          {
            food: "ground-turkey",
            amount: "150 g lean ground turkey (93%)",
            grams: 150,
          },
          {
            food: "green-pepper",
            amount: "80 g green bell pepper, sliced",
            grams: 80,
          },
          {
            food: "onion",
            amount: "30 g onion, sliced",
            grams: 30,
          },
          {
            food: "egg",
            amount: "1 large egg (50 g)",
            grams: 50,
          },
          {
            food: "olive-oil",
            amount: "1 tsp olive oil (5 g)",
            grams: 5,
          },
          {
            food: "fennel-seed",
            amount: "fennel seed, to taste",
            grams: null,
          },
          {
            food: "smoked-paprika",
            amount: "smoked paprika, to taste",
            grams: null,
          },
          {
            food: "salt",
            amount: "salt and black pepper, to taste",
            grams: null,
          },
        ],
      },
      {
        title: "Cottage Cheese & Cucumber Plate",
        description:
          "Cottage cheese with sliced cucumber, a few cherry tomatoes, toasted sunflower seeds and cracked black pepper.",
        ingredients: [
          {
            food: "cottage-cheese",
            amount: "200 g full-fat cottage cheese",
            grams: 200,
          },
          {
            food: "cucumber",
            amount: "80 g cucumber, sliced",
            grams: 80,
          },
          {
            food: "tomato",
            amount: "50 g cherry tomatoes",
            grams: 50,
          },
          {
            food: "sunflower-seeds",
            amount: "10 g toasted sunflower seeds",
            grams: 10,
          },
          {
            food: "black-pepper",
            amount: "cracked black pepper, to taste",
            grams: null,
          },
        ],
      },
    ],
    lunch: [
      {
        title: "Chicken Caesar Lettuce Cups",
        description:
          "Grilled chicken breast in green leaf lettuce cups with parmesan shavings and a light Caesar-style dressing of Greek yogurt, olive oil, lemon and garlic, no croutons.",
        ingredients: [
          {
            food: "chicken-breast",
            amount: "170 g skinless chicken breast",
            grams: 170,
          },
          {
            food: "green-leaf-lettuce",
            amount: "80 g green leaf lettuce leaves",
            grams: 80,
          },
          {
            food: "parmesan",
            amount: "15 g parmesan, shaved",
            grams: 15,
          },
          {
            food: "greek-yogurt-whole",
            amount: "2 tbsp full-fat Greek yogurt (30 g)",
            grams: 30,
          },
          {
            food: "olive-oil",
            amount: "2 tsp olive oil (9 g)",
            grams: 9,
          },
          {
            food: "lemon",
            amount: "a squeeze of lemon",
            grams: null,
          },
          {
            food: "garlic",
            amount: "a little grated garlic, to taste",
            grams: null,
          },
          {
            food: "black-pepper",
            amount: "black pepper, to taste",
            grams: null,
          },
        ],
      },
      {
        title: "Tuna-Stuffed Avocado",
        description:
          "Half an avocado filled with tuna, lemon and a spoon of Greek yogurt, served with cucumber sticks.",
        ingredients: [
          {
            food: "avocado",
            amount: "half a large avocado (100 g)",
            grams: 100,
          },
          {
            food: "tuna",
            amount: "100 g canned tuna in water, drained",
            grams: 100,
          },
          {
            food: "greek-yogurt-whole",
            amount: "2 tbsp full-fat Greek yogurt (30 g)",
            grams: 30,
          },
          {
            food: "olive-oil",
            amount: "1 tsp olive oil (5 g)",
            grams: 5,
          },
          {
            food: "cucumber",
            amount: "100 g cucumber sticks",
            grams: 100,
          },
          {
            food: "lemon",
            amount: "a squeeze of lemon",
            grams: null,
          },
          {
            food: "salt",
            amount: "salt and black pepper, to taste",
            grams: null,
          },
        ],
      },
      {
        title: "Garlic Shrimp Zoodles",
        description: "Garlic shrimp tossed with zucchini noodles, sesame oil and chili flakes.",
        ingredients: [
          {
            food: "shrimp",
            amount: "150 g raw peeled shrimp",
            grams: 150,
          },
          {
            food: "zucchini",
            amount: "250 g zucchini, spiralized",
            grams: 250,
          },
          {
            food: "sesame-oil",
            amount: "1 tbsp sesame oil (14 g)",
            grams: 14,
          },
          {
            food: "garlic",
            amount: "2 garlic cloves (6 g)",
            grams: 6,
          },
          {
            food: "chili-flakes",
            amount: "chili flakes, to taste",
            grams: null,
          },
          {
            food: "salt",
            amount: "salt, to taste",
            grams: null,
          },
        ],
      },
      {
        title: "Egg Salad Lettuce Wraps",
        description:
          "Three chopped boiled eggs with Dijon mustard, Greek yogurt, olive oil and chives wrapped in green leaf lettuce.",
        ingredients: [
          {
            food: "egg-hard-boiled",
            amount: "3 large hard-boiled eggs (150 g)",
            grams: 150,
          },
          {
            food: "greek-yogurt-whole",
            amount: "40 g full-fat Greek yogurt",
            grams: 40,
          },
          {
            food: "olive-oil",
            amount: "2 tsp olive oil (8 g)",
            grams: 8,
          },
          {
            food: "green-leaf-lettuce",
            amount: "60 g green leaf lettuce leaves",
            grams: 60,
          },
          {
            food: "dijon-mustard",
            amount: "1 tsp Dijon mustard",
            grams: null,
          },
          {
            food: "chives",
            amount: "chives, snipped, to taste",
            grams: null,
          },
        ],
      },
      {
        title: "Turkey Cobb Salad",
        description:
          "Browned lean ground turkey, a boiled egg, crispy bacon bits, avocado and a little blue cheese over green leaf lettuce with an olive oil vinaigrette.",
        ingredients: [
          {
            food: "ground-turkey",
            amount: "110 g lean ground turkey (93%)",
            grams: 110,
          },
          {
            food: "egg-hard-boiled",
            amount: "1 large hard-boiled egg (50 g)",
            grams: 50,
          },
          {
            food: "bacon",
            amount: "1 rasher cooked bacon, crumbled (10 g)",
            grams: 10,
          },
          {
            food: "avocado",
            amount: "40 g avocado, diced",
            grams: 40,
          },
          {
            food: "blue-cheese",
            amount: "12 g blue cheese, crumbled",
            grams: 12,
          },
          {
            food: "green-leaf-lettuce",
            amount: "80 g green leaf lettuce",
            grams: 80,
          },
          {
            food: "olive-oil",
            amount: "1 tsp olive oil (5 g)",
            grams: 5,
          },
          {
            food: "red-wine-vinegar",
            amount: "a splash of red wine vinegar",
            grams: null,
          },
        ],
      },
    ],
    dinner: [
      {
        title: "Lemon Herb Cod with Asparagus",
        description: "A baked cod fillet with lemon, herbs and olive oil, served with roasted asparagus.",
        ingredients: [
          {
            food: "cod",
            amount: "200 g cod fillet",
            grams: 200,
          },
          {
            food: "asparagus",
            amount: "150 g asparagus",
            grams: 150,
          },
          {
            food: "olive-oil",
            amount: "1 tbsp olive oil (13.5 g)",
            grams: 13.5,
          },
          {
            food: "lemon",
            amount: "lemon slices and a squeeze of lemon",
            grams: null,
          },
          {
            food: "parsley",
            amount: "fresh parsley and dill, to taste",
            grams: null,
          },
          {
            food: "salt",
            amount: "salt and black pepper, to taste",
            grams: null,
          },
        ],
      },
      {
        title: "Chicken & Broccoli Tray Bake",
        description: "Skinless chicken thighs roasted with broccoli, garlic and smoked paprika.",
        ingredients: [
          {
            food: "chicken-thigh",
            amount: "180 g skinless chicken thighs",
            grams: 180,
          },
          {
            food: "broccoli",
            amount: "150 g broccoli florets",
            grams: 150,
          },
          {
            food: "olive-oil",
            amount: "1 tbsp olive oil (13.5 g)",
            grams: 13.5,
          },
          {
            food: "garlic",
            amount: "2 garlic cloves (6 g)",
            grams: 6,
          },
          {
            food: "smoked-paprika",
            amount: "smoked paprika, to taste",
            grams: null,
          },
          {
            food: "salt",
            amount: "salt, to taste",
            grams: null,
          },
        ],
      },
      {
        title: "Cumin Beef Cauliflower Rice Bowl",
        description:
          "Lean ground beef cooked with cumin and tomato over cauliflower rice with sliced radish.",
        ingredients: [
          {
            food: "lean-ground-beef",
            amount: "160 g lean ground beef (93%)",
            grams: 160,
          },
          {
            food: "cauliflower",
            amount: "200 g cauliflower, riced",
            grams: 200,
          },
          {
            food: "tomato",
            amount: "80 g tomato, chopped",
            grams: 80,
          },
          {
            food: "radish",
            amount: "30 g radishes, sliced",
            grams: 30,
          },
          {
            food: "olive-oil",
            amount: "2½ tsp olive oil (12 g)",
            grams: 12,
          },
          {
            food: "cumin",
            amount: "ground cumin, to taste",
            grams: null,
          },
          {
            food: "salt",
            amount: "salt, to taste",
            grams: null,
          },
        ],
      },
      {
        title: "Pesto Salmon with Green Beans",
        description:
          "A salmon fillet brushed with a quick basil pesto of olive oil and parmesan, served with steamed green beans.",
        ingredients: [
          {
            food: "salmon",
            amount: "150 g salmon fillet",
            grams: 150,
          },
          {
            food: "green-beans",
            amount: "120 g green beans",
            grams: 120,
          },
          {
            food: "olive-oil",
            amount: "2 tsp olive oil (8 g)",
            grams: 8,
          },
          {
            food: "parmesan",
            amount: "1 tbsp grated parmesan (5 g)",
            grams: 5,
          },
          {
            food: "basil",
            amount: "a handful of fresh basil",
            grams: null,
          },
          {
            food: "garlic",
            amount: "a little garlic, to taste",
            grams: null,
          },
        ],
      },
      {
        title: "Turkey Meatballs over Spinach",
        description:
          "Lean turkey meatballs simmered in a fresh tomato and garlic sauce over sautéed spinach, finished with parmesan.",
        ingredients: [
          {
            food: "ground-turkey",
            amount: "180 g lean ground turkey (93%)",
            grams: 180,
          },
          {
            food: "tomato",
            amount: "150 g tomatoes, crushed",
            grams: 150,
          },
          {
            food: "spinach",
            amount: "100 g spinach",
            grams: 100,
          },
          {
            food: "olive-oil",
            amount: "1 tsp olive oil (5 g)",
            grams: 5,
          },
          {
            food: "parmesan",
            amount: "1 tbsp grated parmesan (5 g)",
            grams: 5,
          },
          {
            food: "garlic",
            amount: "a little garlic, to taste",
            grams: null,
          },
          {
            food: "oregano",
            amount: "dried oregano, to taste",
            grams: null,
          },
        ],
      },
    ],
  },
  maintenance: {
    breakfast: [
      {
        title: "Eggs with Smoked Salmon & Avocado",
        description: "Two eggs fried in olive oil with smoked salmon, half an avocado and sautéed mushrooms.",
        ingredients: [
          {
            food: "egg",
            amount: "2 large eggs (100 g)",
            grams: 100,
          },
          {
            food: "olive-oil",
            amount: "2 tsp olive oil (10 g)",
            grams: 10,
          },
          {
            food: "smoked-salmon",
            amount: "80 g smoked salmon",
            grams: 80,
          },
          {
            food: "avocado",
            amount: "half a large avocado (100 g)",
            grams: 100,
          },
          {
            food: "mushrooms-cooked",
            amount: "80 g sautéed mushrooms (cooked weight)",
            grams: 80,
          },
          {
            food: "black-pepper",
            amount: "black pepper, to taste",
            grams: null,
          },
        ],
      },
      {
        title: "Coconut Chia Pudding",
        description:
          "Chia seeds soaked overnight in coconut milk and full-fat Greek yogurt, topped with chopped walnuts and a few raspberries.",
        ingredients: [
          {
            food: "chia-seeds",
            amount: "25 g chia seeds",
            grams: 25,
          },
          {
            food: "coconut-milk",
            amount: "80 g coconut milk",
            grams: 80,
          },
          {
            food: "greek-yogurt-whole",
            amount: "120 g full-fat Greek yogurt",
            grams: 120,
          },
          {
            food: "walnuts",
            amount: "12 g walnuts, chopped",
            grams: 12,
          },
          {
            food: "raspberries",
            amount: "25 g raspberries",
            grams: 25,
          },
        ],
      },
      {
        title: "Cheddar & Chive Omelet",
        description:
          "A three-egg omelet with cheddar, chives and spinach cooked in butter, with half an avocado.",
        ingredients: [
          {
            food: "egg",
            amount: "3 large eggs (150 g)",
            grams: 150,
          },
          {
            food: "cheddar",
            amount: "30 g cheddar, grated",
            grams: 30,
          },
          {
            food: "spinach",
            amount: "30 g baby spinach",
            grams: 30,
          },
          {
            food: "butter",
            amount: "2 tsp butter (8 g)",
            grams: 8,
          },
          {
            food: "avocado",
            amount: "half a large avocado (100 g)",
            grams: 100,
          },
          {
            food: "chives",
            amount: "chives, snipped, to taste",
            grams: null,
          },
        ],
      },
      {
        title: "Almond Flour Pancakes",
        description:
          "Two pancakes of almond flour and eggs cooked in butter, with a few raspberries and a dollop of full-fat Greek yogurt.",
        ingredients: [
          {
            food: "almonds",
            amount: "40 g almond flour (finely ground almonds)",
            grams: 40,
          },
          {
            food: "egg",
            amount: "2 large eggs (100 g)",
            grams: 100,
          },
          {
            food: "butter",
            amount: "2 tsp butter (8 g)",
            grams: 8,
          },
          {
            food: "raspberries",
            amount: "40 g raspberries",
            grams: 40,
          },
          {
            food: "greek-yogurt-whole",
            amount: "60 g full-fat Greek yogurt",
            grams: 60,
          },
        ],
      },
      {
        title: "Creamy Coffee & Boiled Eggs",
        description:
          "Coffee with a splash of heavy cream alongside two boiled eggs and a handful of walnuts.",
        ingredients: [
          {
            food: "black-coffee",
            amount: "1 mug black coffee",
            grams: null,
          },
          {
            food: "heavy-cream",
            amount: "2 tbsp heavy cream (30 g)",
            grams: 30,
          },
          {
            food: "egg-hard-boiled",
            amount: "2 large hard-boiled eggs (100 g)",
            grams: 100,
          },
          {
            food: "walnuts",
            amount: "30 g walnuts",
            grams: 30,
          },
          {
            food: "salt",
            amount: "a pinch of salt for the eggs",
            grams: null,
          },
        ],
      },
    ],
    lunch: [
      {
        title: "Greek Salad with Grilled Halloumi",
        description:
          "Cucumber, tomato, olives and red onion topped with grilled halloumi and an olive oil dressing.",
        ingredients: [
          {
            food: "cucumber",
            amount: "120 g cucumber",
            grams: 120,
          },
          {
            food: "tomato",
            amount: "120 g tomatoes",
            grams: 120,
          },
          {
            food: "olives",
            amount: "30 g black olives",
            grams: 30,
          },
          {
            food: "onion",
            amount: "20 g red onion, sliced",
            grams: 20,
          },
          {
            food: "olive-oil",
            amount: "1 tbsp olive oil (13.5 g)",
            grams: 13.5,
          },
          {
            food: "halloumi",
            amount: "100 g halloumi, grilled",
            grams: 100,
          },
          {
            food: "oregano",
            amount: "dried oregano, to taste",
            grams: null,
          },
        ],
      },
      {
        title: "Chicken Bacon Ranch Salad",
        description:
          "Shredded chicken thigh with avocado, bacon and green leaf lettuce, dressed with a ranch-style dressing of Greek yogurt, olive oil and herbs.",
        ingredients: [
          {
            food: "chicken-thigh",
            amount: "150 g skinless chicken thighs",
            grams: 150,
          },
          {
            food: "avocado",
            amount: "70 g avocado, sliced",
            grams: 70,
          },
          {
            food: "bacon",
            amount: "15 g cooked bacon, chopped",
            grams: 15,
          },
          {
            food: "green-leaf-lettuce",
            amount: "100 g green leaf lettuce",
            grams: 100,
          },
          {
            food: "greek-yogurt-whole",
            amount: "40 g full-fat Greek yogurt",
            grams: 40,
          },
          {
            food: "olive-oil",
            amount: "4 tsp olive oil (18 g)",
            grams: 18,
          },
          {
            food: "dill",
            amount: "dill and chives, to taste",
            grams: null,
          },
          {
            food: "garlic",
            amount: "a little garlic, to taste",
            grams: null,
          },
        ],
      },
      {
        title: "Low-Carb Salmon Niçoise",
        description: "Flaked salmon, a boiled egg, green beans, olives and lettuce with a Dijon vinaigrette.",
        ingredients: [
          {
            food: "salmon",
            amount: "130 g salmon fillet",
            grams: 130,
          },
          {
            food: "egg-hard-boiled",
            amount: "1 large hard-boiled egg (50 g)",
            grams: 50,
          },
          {
            food: "green-beans",
            amount: "80 g green beans",
            grams: 80,
          },
          {
            food: "olives",
            amount: "20 g black olives",
            grams: 20,
          },
          {
            food: "green-leaf-lettuce",
            amount: "60 g lettuce",
            grams: 60,
          },
          {
            food: "olive-oil",
            amount: "1 tbsp olive oil (13.5 g)",
            grams: 13.5,
          },
          {
            food: "dijon-mustard",
            amount: "1 tsp Dijon mustard",
            grams: null,
          },
          {
            food: "red-wine-vinegar",
            amount: "a splash of red wine vinegar",
            grams: null,
          },
        ],
      },
      {
        title: "Bunless Cheeseburger Plate",
        description:
          "A beef patty topped with cheddar, pickles and mustard in lettuce leaves, with a creamy cabbage slaw of Greek yogurt and olive oil.",
        ingredients: [
          {
            food: "ground-beef",
            amount: "150 g ground beef",
            grams: 150,
          },
          {
            food: "cheddar",
            amount: "1 slice cheddar (20 g)",
            grams: 20,
          },
          {
            food: "green-leaf-lettuce",
            amount: "40 g lettuce leaves",
            grams: 40,
          },
          {
            food: "cabbage",
            amount: "80 g cabbage, shredded",
            grams: 80,
          },
          {
            food: "greek-yogurt-whole",
            amount: "2 tbsp full-fat Greek yogurt (30 g)",
            grams: 30,
          },
          {
            food: "olive-oil",
            amount: "4 tsp olive oil (18 g)",
            grams: 18,
          },
          {
            food: "dill-pickles",
            amount: "a few dill pickle slices",
            grams: null,
          },
          {
            food: "dijon-mustard",
            amount: "1 tsp mustard",
            grams: null,
          },
        ],
      },
      {
        title: "Antipasto Plate",
        description:
          "Beef salami, mozzarella, black olives, sliced green pepper and cucumber with a drizzle of olive oil.",
        ingredients: [
          {
            food: "beef-salami",
            amount: "70 g beef salami",
            grams: 70,
          },
          {
            food: "mozzarella",
            amount: "80 g mozzarella",
            grams: 80,
          },
          {
            food: "olives",
            amount: "30 g black olives",
            grams: 30,
          },
          {
            food: "green-pepper",
            amount: "60 g green bell pepper, sliced",
            grams: 60,
          },
          {
            food: "cucumber",
            amount: "60 g cucumber, sliced",
            grams: 60,
          },
          {
            food: "olive-oil",
            amount: "2½ tsp olive oil (12 g)",
            grams: 12,
          },
          {
            food: "oregano",
            amount: "dried oregano, to taste",
            grams: null,
          },
        ],
      },
    ],
    dinner: [
      {
        title: "Steak with Olive Oil Chimichurri",
        description:
          "A sirloin steak with a parsley, garlic and olive oil chimichurri and a side of sautéed spinach.",
        ingredients: [
          {
            food: "sirloin",
            amount: "200 g sirloin steak",
            grams: 200,
          },
          {
            food: "olive-oil",
            amount: "2½ tsp olive oil (12 g)",
            grams: 12,
          },
          {
            food: "garlic",
            amount: "1 large garlic clove (5 g)",
            grams: 5,
          },
          {
            food: "spinach",
            amount: "100 g spinach",
            grams: 100,
          },
          {
            food: "parsley",
            amount: "a handful of fresh parsley",
            grams: null,
          },
          {
            food: "red-wine-vinegar",
            amount: "a splash of red wine vinegar",
            grams: null,
          },
          {
            food: "salt",
            amount: "salt and chili flakes, to taste",
            grams: null,
          },
        ],
      },
      {
        title: "Creamy Tuscan Chicken",
        description:
          "Chicken thighs in a cream, garlic, parmesan and cherry tomato sauce with wilted spinach.",
        ingredients: [
          {
            food: "chicken-thigh",
            amount: "180 g skinless chicken thighs",
            grams: 180,
          },
          {
            food: "heavy-cream",
            amount: "60 g heavy cream",
            grams: 60,
          },
          {
            food: "garlic",
            amount: "2 garlic cloves (6 g)",
            grams: 6,
          },
          {
            food: "tomato",
            amount: "80 g cherry tomatoes, halved",
            grams: 80,
          },
          {
            food: "spinach",
            amount: "60 g spinach",
            grams: 60,
          },
          {
            food: "olive-oil",
            amount: "2 tsp olive oil (10 g)",
            grams: 10,
          },
          {
            food: "parmesan",
            amount: "2 tbsp grated parmesan (10 g)",
            grams: 10,
          },
          {
            food: "oregano",
            amount: "dried oregano, to taste",
            grams: null,
          },
        ],
      },
      {
        title: "Pork Chop with Cauliflower Mash",
        description: "A grilled pork chop with cauliflower mash made with olive oil and roasted broccoli.",
        ingredients: [
          {
            food: "pork-chop",
            amount: "180 g boneless pork chop",
            grams: 180,
          },
          {
            food: "cauliflower",
            amount: "200 g cauliflower",
            grams: 200,
          },
          {
            food: "broccoli",
            amount: "120 g broccoli florets",
            grams: 120,
          },
          {
            food: "olive-oil",
            amount: "4 tsp olive oil (20 g)",
            grams: 20,
          },
          {
            food: "salt",
            amount: "salt and black pepper, to taste",
            grams: null,
          },
        ],
      },
      {
        title: "Zucchini Lasagna",
        description:
          "Layers of sliced zucchini, beef and tomato ragù, cottage cheese and mozzarella baked until bubbling.",
        ingredients: [
          {
            food: "zucchini",
            amount: "200 g zucchini, thinly sliced",
            grams: 200,
          },
          {
            food: "lean-ground-beef",
            amount: "120 g lean ground beef (93%)",
            grams: 120,
          },
          {
            food: "tomato",
            amount: "100 g tomatoes, crushed",
            grams: 100,
          },
          {
            food: "cottage-cheese",
            amount: "80 g full-fat cottage cheese",
            grams: 80,
          },
          {
            food: "mozzarella",
            amount: "50 g mozzarella",
            grams: 50,
          },
          {
            food: "olive-oil",
            amount: "2 tsp olive oil (10 g)",
            grams: 10,
          },
          {
            food: "oregano",
            amount: "dried oregano and basil, to taste",
            grams: null,
          },
        ],
      },
      {
        title: "Thai Green Curry Shrimp",
        description:
          "Shrimp simmered in a coconut milk green curry of garlic, ginger, chili and cilantro with green beans over cauliflower rice.",
        ingredients: [
          {
            food: "shrimp",
            amount: "140 g raw peeled shrimp",
            grams: 140,
          },
          {
            food: "coconut-milk",
            amount: "120 g coconut milk",
            grams: 120,
          },
          {
            food: "green-beans",
            amount: "60 g green beans",
            grams: 60,
          },
          {
            food: "garlic",
            amount: "1 garlic clove (4 g)",
            grams: 4,
          },
          {
            food: "ginger",
            amount: "4 g fresh ginger, grated",
            grams: 4,
          },
          {
            food: "cauliflower",
            amount: "120 g cauliflower, riced",
            grams: 120,
          },
          {
            food: "olive-oil",
            amount: "1 tsp olive oil (5 g)",
            grams: 5,
          },
          {
            food: "chili-flakes",
            amount: "green chili or chili flakes, to taste",
            grams: null,
          },
          {
            food: "cilantro",
            amount: "fresh cilantro, to taste",
            grams: null,
          },
          {
            food: "lime",
            amount: "a squeeze of lime",
            grams: null,
          },
        ],
      },
    ],
  },
  "muscle-gain": {
    breakfast: [
      {
        title: "Steak & Eggs",
        description: "A sirloin steak with three eggs fried in butter and sautéed mushrooms.",
        ingredients: [
          {
            food: "sirloin",
            amount: "200 g sirloin steak",
            grams: 200,
          },
          {
            food: "egg",
            amount: "3 large eggs (150 g)",
            grams: 150,
          },
          {
            food: "mushrooms-cooked",
            amount: "100 g sautéed mushrooms (cooked weight)",
            grams: 100,
          },
          {
            food: "butter",
            amount: "2 tsp butter (8 g)",
            grams: 8,
          },
          {
            food: "salt",
            amount: "salt and black pepper, to taste",
            grams: null,
          },
        ],
      },
      {
        title: "Loaded Four-Egg Omelet",
        description: "Four eggs with bacon, cheddar, green pepper and spinach, plus half an avocado.",
        ingredients: [
          {
            food: "egg",
            amount: "4 large eggs (200 g)",
            grams: 200,
          },
          {
            food: "bacon",
            amount: "20 g cooked bacon, chopped",
            grams: 20,
          },
          {
            food: "cheddar",
            amount: "40 g cheddar, grated",
            grams: 40,
          },
          {
            food: "green-pepper",
            amount: "50 g green bell pepper, diced",
            grams: 50,
          },
          {
            food: "spinach",
            amount: "30 g baby spinach",
            grams: 30,
          },
          {
            food: "avocado",
            amount: "half a large avocado (100 g)",
            grams: 100,
          },
          {
            food: "butter",
            amount: "1 tsp butter (5 g)",
            grams: 5,
          },
        ],
      },
      {
        title: "Protein Yogurt Power Bowl",
        description:
          "Full-fat Greek yogurt stirred with cottage cheese and topped with walnuts and pumpkin seeds.",
        ingredients: [
          {
            food: "greek-yogurt-whole",
            amount: "120 g full-fat Greek yogurt",
            grams: 120,
          },
          {
            food: "cottage-cheese",
            amount: "80 g full-fat cottage cheese",
            grams: 80,
          },
          {
            food: "walnuts",
            amount: "42 g walnuts",
            grams: 42,
          },
          {
            food: "pumpkin-seeds",
            amount: "30 g pumpkin seeds",
            grams: 30,
          },
        ],
      },
      {
        title: "Sausage & Egg Breakfast Skillet",
        description:
          "Crumbled pork chorizo sausage, three eggs, spinach and mushrooms fried in olive oil and topped with cheddar.",
        ingredients: [
          {
            food: "chorizo",
            amount: "120 g fresh pork chorizo sausage",
            grams: 120,
          },
          {
            food: "egg",
            amount: "3 large eggs (150 g)",
            grams: 150,
          },
          {
            food: "spinach",
            amount: "50 g spinach",
            grams: 50,
          },
          {
            food: "mushrooms-cooked",
            amount: "80 g sautéed mushrooms (cooked weight)",
            grams: 80,
          },
          {
            food: "olive-oil",
            amount: "2 tsp olive oil (8 g)",
            grams: 8,
          },
          {
            food: "cheddar",
            amount: "30 g cheddar, grated",
            grams: 30,
          },
        ],
      },
      {
        title: "Smoked Salmon Cream Cheese Roll-Ups",
        description:
          "Smoked salmon rolled around cream cheese and cucumber, with three eggs scrambled in butter on the side.",
        ingredients: [
          {
            food: "smoked-salmon",
            amount: "140 g smoked salmon",
            grams: 140,
          },
          {
            food: "cream-cheese",
            amount: "50 g cream cheese",
            grams: 50,
          },
          {
            food: "cucumber",
            amount: "60 g cucumber, cut in batons",
            grams: 60,
          },
          {
            food: "egg",
            amount: "3 large eggs (150 g)",
            grams: 150,
          },
          {
            food: "butter",
            amount: "2 tsp butter (10 g)",
            grams: 10,
          },
          {
            food: "dill",
            amount: "fresh dill, to taste",
            grams: null,
          },
        ],
      },
    ],
    lunch: [
      {
        title: "Steak Salad with Blue Cheese",
        description: "Sliced sirloin steak over arugula with blue cheese, walnuts, avocado and olive oil.",
        ingredients: [
          {
            food: "sirloin",
            amount: "200 g sirloin steak",
            grams: 200,
          },
          {
            food: "arugula",
            amount: "60 g arugula",
            grams: 60,
          },
          {
            food: "blue-cheese",
            amount: "25 g blue cheese, crumbled",
            grams: 25,
          },
          {
            food: "walnuts",
            amount: "15 g walnuts",
            grams: 15,
          },
          {
            food: "avocado",
            amount: "50 g avocado, sliced",
            grams: 50,
          },
          {
            food: "olive-oil",
            amount: "2 tsp olive oil (8 g)",
            grams: 8,
          },
          {
            food: "black-pepper",
            amount: "black pepper, to taste",
            grams: null,
          },
        ],
      },
      {
        title: "Chicken Thigh Souvlaki Plate",
        description:
          "Grilled chicken thigh skewers with Greek yogurt tzatziki and a Greek salad of tomato, cucumber, onion, feta and olives.",
        ingredients: [
          {
            food: "chicken-thigh",
            amount: "250 g skinless chicken thighs",
            grams: 250,
          },
          {
            food: "greek-yogurt-whole",
            amount: "60 g full-fat Greek yogurt",
            grams: 60,
          },
          {
            food: "cucumber",
            amount: "100 g cucumber",
            grams: 100,
          },
          {
            food: "tomato",
            amount: "100 g tomatoes",
            grams: 100,
          },
          {
            food: "onion",
            amount: "20 g red onion",
            grams: 20,
          },
          {
            food: "feta",
            amount: "30 g feta",
            grams: 30,
          },
          {
            food: "olives",
            amount: "25 g black olives",
            grams: 25,
          },
          {
            food: "olive-oil",
            amount: "4 tsp olive oil (20 g)",
            grams: 20,
          },
          {
            food: "garlic",
            amount: "a little garlic for the tzatziki",
            grams: null,
          },
          {
            food: "oregano",
            amount: "dried oregano and lemon, to taste",
            grams: null,
          },
        ],
      },
      {
        title: "Salmon Poke-Style Bowl",
        description:
          "Cubed raw salmon, avocado, cucumber and sesame seeds over cauliflower rice with a chili sesame-oil dressing.",
        ingredients: [
          {
            food: "salmon",
            amount: "180 g sushi-grade salmon",
            grams: 180,
          },
          {
            food: "avocado",
            amount: "80 g avocado, cubed",
            grams: 80,
          },
          {
            food: "cucumber",
            amount: "80 g cucumber, diced",
            grams: 80,
          },
          {
            food: "sesame-seeds",
            amount: "1 tbsp sesame seeds (8 g)",
            grams: 8,
          },
          {
            food: "cauliflower",
            amount: "150 g cauliflower, riced",
            grams: 150,
          },
          {
            food: "sesame-oil",
            amount: "2 tsp sesame oil (10 g)",
            grams: 10,
          },
          {
            food: "chili-flakes",
            amount: "chili flakes or hot sauce, to taste",
            grams: null,
          },
          {
            food: "lime",
            amount: "a squeeze of lime",
            grams: null,
          },
        ],
      },
      {
        title: "Bacon Cheeseburger Salad",
        description:
          "Two crumbled beef patties over lettuce with bacon, cheddar, pickles and a burger-sauce dressing of Greek yogurt, mustard and olive oil.",
        ingredients: [
          {
            food: "ground-beef",
            amount: "220 g ground beef",
            grams: 220,
          },
          {
            food: "green-leaf-lettuce",
            amount: "100 g lettuce",
            grams: 100,
          },
          {
            food: "bacon",
            amount: "20 g cooked bacon, chopped",
            grams: 20,
          },
          {
            food: "cheddar",
            amount: "30 g cheddar",
            grams: 30,
          },
          {
            food: "greek-yogurt-whole",
            amount: "2 tbsp full-fat Greek yogurt (30 g)",
            grams: 30,
          },
          {
            food: "olive-oil",
            amount: "2 tsp olive oil (10 g)",
            grams: 10,
          },
          {
            food: "dill-pickles",
            amount: "a few dill pickle slices",
            grams: null,
          },
          {
            food: "dijon-mustard",
            amount: "1 tsp mustard",
            grams: null,
          },
        ],
      },
      {
        title: "Tuna Melt Stuffed Peppers",
        description:
          "Green bell pepper halves filled with tuna, Greek yogurt and onion, topped with melted cheddar.",
        ingredients: [
          {
            food: "green-pepper",
            amount: "1 large green bell pepper, halved (160 g)",
            grams: 160,
          },
          {
            food: "tuna",
            amount: "150 g canned tuna in water, drained",
            grams: 150,
          },
          {
            food: "greek-yogurt-whole",
            amount: "40 g full-fat Greek yogurt",
            grams: 40,
          },
          {
            food: "onion",
            amount: "20 g onion, finely chopped",
            grams: 20,
          },
          {
            food: "olive-oil",
            amount: "1 tbsp olive oil (13.5 g)",
            grams: 13.5,
          },
          {
            food: "cheddar",
            amount: "65 g cheddar, grated",
            grams: 65,
          },
          {
            food: "black-pepper",
            amount: "black pepper, to taste",
            grams: null,
          },
        ],
      },
    ],
    dinner: [
      {
        title: "Lamb Chops with Mint Pesto",
        description:
          "Three grilled lamb chops with a mint, walnut and olive oil pesto, roasted zucchini and crumbled feta.",
        ingredients: [
          {
            food: "lamb-chops",
            amount: "3 lamb loin chops (250 g)",
            grams: 250,
          },
          {
            food: "olive-oil",
            amount: "4 tsp olive oil (20 g)",
            grams: 20,
          },
          {
            food: "walnuts",
            amount: "15 g walnuts",
            grams: 15,
          },
          {
            food: "zucchini",
            amount: "150 g zucchini",
            grams: 150,
          },
          {
            food: "feta",
            amount: "30 g feta, crumbled",
            grams: 30,
          },
          {
            food: "mint",
            amount: "a handful of fresh mint",
            grams: null,
          },
          {
            food: "garlic",
            amount: "a little garlic, to taste",
            grams: null,
          },
        ],
      },
      {
        title: "Butter Chicken with Cauliflower Rice",
        description:
          "Chicken thighs in a creamy tomato butter sauce with garlic, ginger and garam masala over cauliflower rice.",
        ingredients: [
          {
            food: "chicken-thigh",
            amount: "250 g skinless chicken thighs",
            grams: 250,
          },
          {
            food: "butter",
            amount: "1½ tbsp butter (20 g)",
            grams: 20,
          },
          {
            food: "tomato",
            amount: "120 g tomatoes, crushed",
            grams: 120,
          },
          {
            food: "heavy-cream",
            amount: "60 g heavy cream",
            grams: 60,
          },
          {
            food: "garlic",
            amount: "2 garlic cloves (6 g)",
            grams: 6,
          },
          {
            food: "ginger",
            amount: "5 g fresh ginger, grated",
            grams: 5,
          },
          {
            food: "cauliflower",
            amount: "120 g cauliflower, riced",
            grams: 120,
          },
          {
            food: "garam-masala",
            amount: "garam masala and chili powder, to taste",
            grams: null,
          },
        ],
      },
      {
        title: "Salmon with Creamed Spinach",
        description: "A large salmon fillet with creamed spinach and garlic-roasted broccoli.",
        ingredients: [
          {
            food: "salmon",
            amount: "200 g salmon fillet",
            grams: 200,
          },
          {
            food: "spinach",
            amount: "150 g spinach",
            grams: 150,
          },
          {
            food: "heavy-cream",
            amount: "40 g heavy cream",
            grams: 40,
          },
          {
            food: "garlic",
            amount: "1 large garlic clove (5 g)",
            grams: 5,
          },
          {
            food: "broccoli",
            amount: "120 g broccoli florets",
            grams: 120,
          },
          {
            food: "olive-oil",
            amount: "2 tsp olive oil (8 g)",
            grams: 8,
          },
          {
            food: "salt",
            amount: "salt, pepper and nutmeg, to taste",
            grams: null,
          },
        ],
      },
      {
        title: "Texas-Style Beef Chili",
        description:
          "Slow-simmered ground beef chili with green pepper, tomato and spices, topped with Greek yogurt, cheddar and avocado.",
        ingredients: [
          {
            food: "ground-beef",
            amount: "220 g ground beef",
            grams: 220,
          },
          {
            food: "green-pepper",
            amount: "80 g green bell pepper, diced",
            grams: 80,
          },
          {
            food: "onion",
            amount: "30 g onion, diced",
            grams: 30,
          },
          {
            food: "tomato",
            amount: "120 g tomatoes, crushed",
            grams: 120,
          },
          {
            food: "greek-yogurt-whole",
            amount: "40 g full-fat Greek yogurt",
            grams: 40,
          },
          {
            food: "cheddar",
            amount: "30 g cheddar, grated",
            grams: 30,
          },
          {
            food: "avocado",
            amount: "60 g avocado, sliced",
            grams: 60,
          },
          {
            food: "chili-powder",
            amount: "chili powder and ground cumin, to taste",
            grams: null,
          },
        ],
      },
      {
        title: "Pesto-Stuffed Chicken with Walnuts",
        description:
          "A large chicken breast stuffed with spinach, basil pesto and mozzarella, with roasted broccoli, toasted walnuts and olive oil.",
        ingredients: [
          {
            food: "chicken-breast",
            amount: "250 g skinless chicken breast",
            grams: 250,
          },
          {
            food: "spinach",
            amount: "30 g spinach",
            grams: 30,
          },
          {
            food: "olive-oil",
            amount: "1 tbsp olive oil, for the pesto and broccoli (18 g)",
            grams: 18,
          },
          {
            food: "parmesan",
            amount: "1 tbsp grated parmesan (5 g)",
            grams: 5,
          },
          {
            food: "mozzarella",
            amount: "30 g mozzarella",
            grams: 30,
          },
          {
            food: "broccoli",
            amount: "150 g broccoli florets",
            grams: 150,
          },
          {
            food: "walnuts",
            amount: "15 g walnuts, toasted",
            grams: 15,
          },
          {
            food: "basil",
            amount: "a handful of fresh basil",
            grams: null,
          },
        ],
      },
    ],
  },
};
