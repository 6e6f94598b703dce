import type { MealIdeas } from "./model";

/** Paleo: five ideas for each goal and meal of the day, each one serving. */
export const paleoMealIdeas: MealIdeas["paleo"] = {
  "fat-loss": {
    breakfast: [
      {
        title: "Veggie Egg-White Scramble",
        description: "One egg and extra egg whites scrambled with spinach, tomato and onion in olive oil.",
        ingredients: [
          { food: "egg", amount: "1 large egg (50 g)", grams: 50 },
          { food: "egg-white", amount: "150 g egg whites (about 5 large)", grams: 150 },
          { food: "spinach", amount: "60 g spinach", grams: 60 },
          { food: "tomato", amount: "1 small tomato, diced (80 g)", grams: 80 },
          { food: "onion", amount: "40 g onion, chopped", grams: 40 },
          { food: "olive-oil", amount: "2 tsp olive oil (9 g)", grams: 9 },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Chicken Sausage & Kale",
        description:
          "Two homemade chicken-apple sausage patties with garlicky sautéed kale and a few sliced strawberries.",
        ingredients: [
          { food: "ground-chicken", amount: "140 g ground chicken, shaped into 2 patties", grams: 140 },
          { food: "apple", amount: "40 g apple, grated into the patties", grams: 40 },
          { food: "sage", amount: "a pinch of dried sage", grams: null },
          { food: "kale", amount: "80 g kale, chopped", grams: 80 },
          { food: "olive-oil", amount: "1 tsp olive oil (4.5 g)", grams: 4.5 },
          { food: "garlic", amount: "1 clove garlic, sliced (3 g)", grams: 3 },
          { food: "strawberries", amount: "80 g strawberries, sliced", grams: 80 },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Smoked Salmon Avocado Plate",
        description:
          "Smoked salmon with half a small avocado, cucumber ribbons, capers, lemon and a drizzle of olive oil.",
        ingredients: [
          { food: "smoked-salmon", amount: "130 g smoked salmon", grams: 130 },
          { food: "avocado", amount: "75 g avocado (half a small one)", grams: 75 },
          { food: "cucumber", amount: "100 g cucumber, cut into ribbons", grams: 100 },
          { food: "capers", amount: "1 tbsp capers (10 g)", grams: 10 },
          { food: "olive-oil", amount: "1 tsp olive oil (4.5 g)", grams: 4.5 },
          { food: "lemon", amount: "a lemon wedge", grams: null },
          { food: "black-pepper", amount: "black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Turkey Sweet Potato Hash",
        description:
          "A small sweet potato hash with red pepper, onion and lean ground turkey, topped with a poached egg.",
        ingredients: [
          { food: "sweet-potato", amount: "120 g sweet potato, diced", grams: 120 },
          { food: "red-bell-pepper", amount: "60 g red bell pepper, diced", grams: 60 },
          { food: "onion", amount: "40 g onion, diced", grams: 40 },
          { food: "ground-turkey", amount: "120 g lean ground turkey", grams: 120 },
          { food: "olive-oil", amount: "1 tsp olive oil (4.5 g)", grams: 4.5 },
          { food: "egg", amount: "1 large egg, poached (50 g)", grams: 50 },
          { food: "paprika", amount: "a pinch of paprika", grams: null },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Berry Collagen Smoothie",
        description:
          "Almond milk blended with blueberries, raspberries, spinach, collagen peptides and a spoon of almond butter.",
        ingredients: [
          { food: "almond-milk", amount: "250 ml unsweetened almond milk (250 g)", grams: 250 },
          { food: "blueberries", amount: "80 g blueberries", grams: 80 },
          { food: "raspberries", amount: "60 g raspberries", grams: 60 },
          { food: "spinach", amount: "30 g spinach", grams: 30 },
          { food: "collagen-peptides", amount: "2 scoops unflavoured collagen peptides (20 g)", grams: 20 },
          { food: "almond-butter", amount: "1 tbsp almond butter (16 g)", grams: 16 },
        ],
      },
    ],
    lunch: [
      {
        title: "Dairy-Free Chicken Cobb",
        description:
          "Grilled chicken breast, a boiled egg, avocado, tomato and cucumber over romaine with a lemon-olive oil dressing.",
        ingredients: [
          { food: "chicken-breast", amount: "150 g skinless chicken breast", grams: 150 },
          { food: "egg", amount: "1 large egg, hard-boiled (50 g)", grams: 50 },
          { food: "avocado", amount: "50 g avocado, diced", grams: 50 },
          { food: "tomato", amount: "80 g tomato, diced", grams: 80 },
          { food: "cucumber", amount: "60 g cucumber, diced", grams: 60 },
          { food: "romaine", amount: "80 g romaine lettuce, chopped", grams: 80 },
          { food: "olive-oil", amount: "1½ tsp olive oil (7 g)", grams: 7 },
          { food: "lemon-juice", amount: "1 tbsp lemon juice (15 g)", grams: 15 },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Tuna Avocado Lettuce Boats",
        description:
          "Tuna mashed with avocado, celery, red onion and lime in romaine leaves, with cherry tomatoes.",
        ingredients: [
          { food: "tuna", amount: "1 can tuna in water, drained (120 g)", grams: 120 },
          { food: "avocado", amount: "90 g avocado, mashed", grams: 90 },
          { food: "celery", amount: "40 g celery, finely diced", grams: 40 },
          { food: "onion", amount: "20 g red onion, finely diced", grams: 20 },
          { food: "lime-juice", amount: "2 tsp lime juice (10 g)", grams: 10 },
          { food: "romaine", amount: "60 g romaine leaves", grams: 60 },
          { food: "tomato", amount: "100 g cherry tomatoes", grams: 100 },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Grilled Shrimp & Mango Salad",
        description:
          "Grilled shrimp with mango, cucumber and red cabbage over romaine with a lime-chili dressing.",
        ingredients: [
          { food: "shrimp", amount: "150 g peeled shrimp", grams: 150 },
          { food: "mango", amount: "100 g mango, diced", grams: 100 },
          { food: "cucumber", amount: "80 g cucumber, sliced", grams: 80 },
          { food: "red-cabbage", amount: "60 g red cabbage, shredded", grams: 60 },
          { food: "romaine", amount: "60 g romaine lettuce", grams: 60 },
          { food: "olive-oil", amount: "1 tbsp olive oil (12 g)", grams: 12 },
          { food: "lime-juice", amount: "1 tbsp lime juice (15 g)", grams: 15 },
          { food: "chili-flakes", amount: "a pinch of chili flakes", grams: null },
          { food: "salt", amount: "salt, to taste", grams: null },
        ],
      },
      {
        title: "Turkey Burger Lettuce Wrap",
        description:
          "A lean turkey patty wrapped in green leaf lettuce with tomato, onion and mustard, plus a crunchy cabbage and carrot slaw with vinegar.",
        ingredients: [
          { food: "ground-turkey", amount: "170 g lean ground turkey, shaped into a patty", grams: 170 },
          { food: "green-leaf-lettuce", amount: "40 g green leaf lettuce leaves", grams: 40 },
          { food: "tomato", amount: "60 g tomato, sliced", grams: 60 },
          { food: "onion", amount: "20 g onion, sliced", grams: 20 },
          { food: "mustard", amount: "1 tsp yellow mustard", grams: null },
          { food: "cabbage", amount: "100 g cabbage, shredded", grams: 100 },
          { food: "carrot", amount: "40 g carrot, grated", grams: 40 },
          { food: "olive-oil", amount: "1 tsp olive oil (4.5 g)", grams: 4.5 },
          { food: "vinegar", amount: "a splash of cider vinegar", grams: null },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Chicken & Vegetable Bone Broth Soup",
        description: "A big bowl of shredded chicken, carrot, celery and zucchini in chicken bone broth.",
        ingredients: [
          { food: "chicken-stock", amount: "400 ml chicken bone broth (400 g)", grams: 400 },
          { food: "chicken-breast", amount: "110 g skinless chicken breast", grams: 110 },
          { food: "carrot", amount: "60 g carrot, sliced", grams: 60 },
          { food: "celery", amount: "50 g celery, sliced", grams: 50 },
          { food: "zucchini", amount: "80 g zucchini, diced", grams: 80 },
          { food: "thyme", amount: "a sprig of thyme", grams: null },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
    ],
    dinner: [
      {
        title: "Lemon Dill Salmon with Broccolini",
        description: "A salmon fillet baked with lemon and dill, with roasted broccolini and cauliflower.",
        ingredients: [
          { food: "salmon", amount: "150 g salmon fillet", grams: 150 },
          { food: "lemon", amount: "2 lemon slices", grams: null },
          { food: "dill", amount: "a few sprigs of dill", grams: null },
          { food: "broccoli", amount: "150 g broccolini (or broccoli florets)", grams: 150 },
          { food: "cauliflower", amount: "100 g cauliflower florets", grams: 100 },
          { food: "olive-oil", amount: "1 tsp olive oil (4.5 g)", grams: 4.5 },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Chicken Fajita Bowl",
        description:
          "Sliced chicken breast with peppers and onions over cauliflower rice with salsa and a quick lime guacamole.",
        ingredients: [
          { food: "chicken-breast", amount: "150 g skinless chicken breast, sliced", grams: 150 },
          { food: "red-bell-pepper", amount: "100 g bell pepper, sliced", grams: 100 },
          { food: "onion", amount: "60 g onion, sliced", grams: 60 },
          { food: "cauliflower", amount: "150 g cauliflower, riced", grams: 150 },
          { food: "salsa", amount: "60 g tomato salsa", grams: 60 },
          { food: "avocado", amount: "50 g avocado, mashed", grams: 50 },
          { food: "lime-juice", amount: "1 tsp lime juice (5 g)", grams: 5 },
          { food: "olive-oil", amount: "1½ tsp olive oil (7 g)", grams: 7 },
          { food: "cumin", amount: "½ tsp cumin and paprika", grams: null },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Zucchini Noodle Bolognese",
        description: "Lean beef, mushroom and tomato bolognese over zucchini noodles with fresh basil.",
        ingredients: [
          { food: "lean-ground-beef", amount: "150 g lean ground beef (93% lean)", grams: 150 },
          { food: "mushrooms", amount: "100 g mushrooms, chopped", grams: 100 },
          { food: "onion", amount: "50 g onion, chopped", grams: 50 },
          { food: "tomato", amount: "150 g tomatoes, chopped", grams: 150 },
          { food: "garlic", amount: "1 clove garlic (3 g)", grams: 3 },
          { food: "olive-oil", amount: "1½ tsp olive oil (7 g)", grams: 7 },
          { food: "zucchini", amount: "250 g zucchini, spiralized", grams: 250 },
          { food: "basil", amount: "a handful of fresh basil", grams: null },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Cod en Papillote",
        description: "Cod baked in parchment with cherry tomatoes, olives, zucchini and lemon.",
        ingredients: [
          { food: "cod", amount: "200 g cod fillet", grams: 200 },
          { food: "tomato", amount: "120 g cherry tomatoes, halved", grams: 120 },
          { food: "olives", amount: "30 g black olives", grams: 30 },
          { food: "zucchini", amount: "120 g zucchini, sliced", grams: 120 },
          { food: "olive-oil", amount: "2 tsp olive oil (9 g)", grams: 9 },
          { food: "lemon", amount: "3 lemon slices", grams: null },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Turkey-Stuffed Peppers",
        description:
          "Bell peppers filled with lean ground turkey, tomato, onion and herbs, with a green salad.",
        ingredients: [
          { food: "red-bell-pepper", amount: "2 bell peppers, halved (200 g)", grams: 200 },
          { food: "ground-turkey", amount: "150 g lean ground turkey", grams: 150 },
          { food: "tomato", amount: "100 g tomato, chopped", grams: 100 },
          { food: "onion", amount: "40 g onion, chopped", grams: 40 },
          { food: "parsley", amount: "a handful of parsley and oregano", grams: null },
          { food: "green-leaf-lettuce", amount: "60 g green leaf lettuce", grams: 60 },
          { food: "cucumber", amount: "60 g cucumber", grams: 60 },
          { food: "olive-oil", amount: "1 tsp olive oil (4.5 g)", grams: 4.5 },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
    ],
  },
  maintenance: {
    breakfast: [
      {
        title: "Sweet Potato Rounds with Avocado & Egg",
        description: "Roasted sweet potato slices topped with mashed avocado and two fried eggs.",
        ingredients: [
          { food: "sweet-potato", amount: "200 g sweet potato, sliced into rounds", grams: 200 },
          { food: "avocado", amount: "75 g avocado, mashed", grams: 75 },
          { food: "egg", amount: "2 large eggs (100 g)", grams: 100 },
          { food: "olive-oil", amount: "1 tsp olive oil (4.5 g)", grams: 4.5 },
          { food: "chili-flakes", amount: "a pinch of chili flakes", grams: null },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Banana Almond Pancakes",
        description:
          "Pancakes made from banana, eggs and almond flour, topped with raspberries and toasted coconut.",
        ingredients: [
          { food: "banana", amount: "1 small banana (100 g)", grams: 100 },
          { food: "egg", amount: "2 large eggs (100 g)", grams: 100 },
          { food: "almonds", amount: "30 g almond flour (finely ground almonds)", grams: 30 },
          { food: "raspberries", amount: "80 g raspberries", grams: 80 },
          { food: "coconut-flakes", amount: "1½ tbsp unsweetened coconut flakes, toasted (8 g)", grams: 8 },
          { food: "cinnamon", amount: "a pinch of cinnamon", grams: null },
        ],
      },
      {
        title: "Pork, Apple & Sage Hash",
        description:
          "Diced sweet potato, apple and kale fried in olive oil with diced pork tenderloin, sage and a fried egg.",
        ingredients: [
          { food: "sweet-potato", amount: "200 g sweet potato, diced", grams: 200 },
          { food: "apple", amount: "80 g apple, diced", grams: 80 },
          { food: "kale", amount: "50 g kale, chopped", grams: 50 },
          { food: "olive-oil", amount: "1 tbsp olive oil (13.5 g)", grams: 13.5 },
          { food: "pork-tenderloin", amount: "120 g pork tenderloin, diced", grams: 120 },
          { food: "sage", amount: "a few sage leaves", grams: null },
          { food: "egg", amount: "1 large egg (50 g)", grams: 50 },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Mango Coconut Chia Bowl",
        description:
          "Chia seeds soaked in coconut milk with mango, strawberries and toasted almonds, plus two boiled eggs on the side.",
        ingredients: [
          { food: "chia-seeds", amount: "2 tbsp chia seeds (20 g)", grams: 20 },
          { food: "coconut-milk", amount: "60 ml canned coconut milk (60 g)", grams: 60 },
          { food: "mango", amount: "100 g mango, diced", grams: 100 },
          { food: "strawberries", amount: "60 g strawberries, sliced", grams: 60 },
          { food: "almonds", amount: "10 g almonds, toasted and chopped", grams: 10 },
          { food: "egg", amount: "2 large eggs, boiled (100 g)", grams: 100 },
        ],
      },
      {
        title: "Bacon, Egg & Avocado Plate",
        description: "Two eggs, two slices of bacon, half an avocado and grilled tomatoes.",
        ingredients: [
          { food: "egg", amount: "2 large eggs (100 g)", grams: 100 },
          { food: "bacon", amount: "2 slices bacon (30 g raw)", grams: 30 },
          { food: "avocado", amount: "75 g avocado (half)", grams: 75 },
          { food: "tomato", amount: "150 g tomatoes, halved and grilled", grams: 150 },
          { food: "olive-oil", amount: "½ tsp olive oil (2 g)", grams: 2 },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
    ],
    lunch: [
      {
        title: "Chicken Shawarma Plate",
        description:
          "Spiced chicken thigh with a cucumber-tomato salad, pickled onions, a small roasted sweet potato and a tahini drizzle.",
        ingredients: [
          { food: "chicken-thigh", amount: "180 g skinless, boneless chicken thighs", grams: 180 },
          {
            food: "shawarma-spices",
            amount: "1 tsp shawarma spices (cumin, paprika, cinnamon)",
            grams: null,
          },
          { food: "olive-oil", amount: "2 tsp olive oil (9 g)", grams: 9 },
          { food: "cucumber", amount: "80 g cucumber, diced", grams: 80 },
          { food: "tomato", amount: "80 g tomato, diced", grams: 80 },
          { food: "onion", amount: "30 g red onion, quick-pickled in vinegar", grams: 30 },
          { food: "sweet-potato", amount: "150 g sweet potato", grams: 150 },
          { food: "tahini", amount: "1 tbsp tahini (15 g)", grams: 15 },
          { food: "lemon-juice", amount: "2 tsp lemon juice (10 g)", grams: 10 },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Flank Steak & Roasted Squash Salad",
        description:
          "Sliced flank steak over arugula with roasted butternut squash, red onion, pumpkin seeds and a lemon vinaigrette.",
        ingredients: [
          { food: "flank-steak", amount: "170 g flank steak", grams: 170 },
          { food: "arugula", amount: "50 g arugula", grams: 50 },
          { food: "butternut-squash", amount: "150 g butternut squash, cubed", grams: 150 },
          { food: "onion", amount: "30 g red onion, sliced", grams: 30 },
          { food: "pumpkin-seeds", amount: "1 tbsp pumpkin seeds (10 g)", grams: 10 },
          { food: "olive-oil", amount: "2 tsp olive oil (9 g)", grams: 9 },
          { food: "lemon-juice", amount: "2 tsp lemon juice (10 g)", grams: 10 },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Salmon Cakes with Apple Slaw",
        description:
          "Two salmon cakes bound with egg and almond flour, served with a cabbage and apple slaw.",
        ingredients: [
          { food: "salmon", amount: "150 g salmon fillet, finely chopped", grams: 150 },
          { food: "egg", amount: "½ large egg, beaten (25 g)", grams: 25 },
          { food: "almonds", amount: "15 g almond flour", grams: 15 },
          { food: "dill", amount: "a little chopped dill", grams: null },
          { food: "olive-oil", amount: "1 tsp olive oil (4.5 g)", grams: 4.5 },
          { food: "cabbage", amount: "100 g cabbage, shredded", grams: 100 },
          { food: "apple", amount: "60 g apple, cut into matchsticks", grams: 60 },
          { food: "lemon-juice", amount: "2 tsp lemon juice (10 g)", grams: 10 },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Thai Coconut Chicken Soup",
        description:
          "Chicken breast, mushrooms and lemongrass in a coconut milk and chicken stock broth with plenty of spinach.",
        ingredients: [
          { food: "chicken-breast", amount: "140 g skinless chicken breast, sliced", grams: 140 },
          { food: "mushrooms", amount: "80 g mushrooms, sliced", grams: 80 },
          { food: "lemongrass", amount: "1 stalk lemongrass, bruised", grams: null },
          { food: "ginger", amount: "a few slices of fresh ginger", grams: null },
          { food: "coconut-milk", amount: "120 ml canned coconut milk (120 g)", grams: 120 },
          { food: "chicken-stock", amount: "200 ml chicken stock (200 g)", grams: 200 },
          { food: "spinach", amount: "60 g spinach", grams: 60 },
          { food: "lime-juice", amount: "2 tsp lime juice (10 g)", grams: 10 },
          { food: "cilantro", amount: "a few cilantro leaves", grams: null },
        ],
      },
      {
        title: "Pulled Pork Sweet Potato Bowl",
        description:
          "Slow-cooked pulled pork tenderloin over roasted sweet potato cubes with avocado, cabbage and carrot slaw and lime.",
        ingredients: [
          { food: "pork-tenderloin", amount: "160 g pork tenderloin, slow-cooked and pulled", grams: 160 },
          { food: "paprika", amount: "1 tsp smoked paprika and cumin", grams: null },
          { food: "sweet-potato", amount: "200 g sweet potato, cubed", grams: 200 },
          { food: "olive-oil", amount: "2 tsp olive oil (9 g)", grams: 9 },
          { food: "avocado", amount: "75 g avocado, sliced", grams: 75 },
          { food: "cabbage", amount: "80 g cabbage, shredded", grams: 80 },
          { food: "carrot", amount: "30 g carrot, grated", grams: 30 },
          { food: "lime-juice", amount: "2 tsp lime juice (10 g)", grams: 10 },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
    ],
    dinner: [
      {
        title: "Rosemary Roast Chicken & Root Veg",
        description:
          "Two skin-on chicken thighs roasted with carrots, turnips and red onion in olive oil and rosemary.",
        ingredients: [
          {
            food: "chicken-thigh-skin-on",
            amount: "2 skin-on chicken thighs, boneless weight 200 g",
            grams: 200,
          },
          { food: "carrot", amount: "120 g carrots, chunked", grams: 120 },
          { food: "turnip", amount: "120 g turnips, chunked", grams: 120 },
          { food: "onion", amount: "60 g red onion, wedged", grams: 60 },
          { food: "olive-oil", amount: "1 tsp olive oil (4.5 g)", grams: 4.5 },
          { food: "rosemary", amount: "2 sprigs rosemary", grams: null },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Beef & Broccoli Stir-Fry",
        description:
          "Sliced sirloin and broccoli stir-fried with coconut aminos, ginger and garlic over cauliflower rice.",
        ingredients: [
          { food: "sirloin", amount: "180 g sirloin steak, thinly sliced", grams: 180 },
          { food: "broccoli", amount: "150 g broccoli florets", grams: 150 },
          { food: "cauliflower", amount: "150 g cauliflower, riced", grams: 150 },
          { food: "olive-oil", amount: "1 tsp olive oil (4.5 g)", grams: 4.5 },
          { food: "coconut-aminos", amount: "1 tsp coconut aminos", grams: null },
          { food: "ginger", amount: "1 tsp grated ginger", grams: null },
          { food: "garlic", amount: "1 clove garlic, minced (3 g)", grams: 3 },
        ],
      },
      {
        title: "Pork Tenderloin with Caramelized Apples",
        description:
          "Roasted pork tenderloin with apples and onions cooked down in olive oil, with steamed green beans.",
        ingredients: [
          { food: "pork-tenderloin", amount: "200 g pork tenderloin", grams: 200 },
          { food: "apple", amount: "1 small apple, sliced (120 g)", grams: 120 },
          { food: "onion", amount: "80 g onion, sliced", grams: 80 },
          { food: "olive-oil", amount: "1 tbsp olive oil (13.5 g)", grams: 13.5 },
          { food: "green-beans", amount: "150 g green beans", grams: 150 },
          { food: "thyme", amount: "a few thyme sprigs", grams: null },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Shrimp Scampi over Zoodles",
        description:
          "Shrimp sautéed in olive oil, garlic, lemon and chili over zucchini noodles with cherry tomatoes.",
        ingredients: [
          { food: "shrimp", amount: "170 g peeled shrimp", grams: 170 },
          { food: "olive-oil", amount: "2 tbsp olive oil (27 g)", grams: 27 },
          { food: "garlic", amount: "2 cloves garlic, sliced (6 g)", grams: 6 },
          { food: "lemon", amount: "a squeeze of lemon", grams: null },
          { food: "chili-flakes", amount: "a pinch of chili flakes", grams: null },
          { food: "zucchini", amount: "300 g zucchini, spiralized", grams: 300 },
          { food: "tomato", amount: "120 g cherry tomatoes, halved", grams: 120 },
          { food: "parsley", amount: "chopped parsley", grams: null },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Herb-Crusted Salmon with Sweet Potato",
        description:
          "A salmon fillet with a herb and almond crust, half a baked sweet potato and steamed green beans.",
        ingredients: [
          { food: "salmon", amount: "150 g salmon fillet", grams: 150 },
          { food: "almonds", amount: "15 g almonds, finely chopped", grams: 15 },
          { food: "parsley", amount: "1 tbsp chopped parsley and dill", grams: null },
          { food: "sweet-potato", amount: "½ medium sweet potato, baked (130 g)", grams: 130 },
          { food: "green-beans", amount: "120 g green beans", grams: 120 },
          { food: "olive-oil", amount: "1 tsp olive oil (4.5 g)", grams: 4.5 },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
    ],
  },
  "muscle-gain": {
    breakfast: [
      {
        title: "Big Paleo Breakfast Plate",
        description:
          "Four eggs, two homemade chicken sausage patties, roasted sweet potato wedges and sautéed spinach.",
        ingredients: [
          { food: "egg", amount: "4 large eggs (200 g)", grams: 200 },
          { food: "ground-chicken", amount: "150 g ground chicken, shaped into 2 patties", grams: 150 },
          { food: "sage", amount: "a pinch of sage and fennel seed", grams: null },
          { food: "sweet-potato", amount: "200 g sweet potato, cut into wedges", grams: 200 },
          { food: "spinach", amount: "100 g spinach", grams: 100 },
          { food: "olive-oil", amount: "2 tsp olive oil (9 g)", grams: 9 },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Steak & Sweet Potato Hash",
        description: "Diced sirloin with sweet potato, red pepper and onions, topped with two fried eggs.",
        ingredients: [
          { food: "sirloin", amount: "200 g sirloin steak, diced", grams: 200 },
          { food: "sweet-potato", amount: "150 g sweet potato, diced", grams: 150 },
          { food: "red-bell-pepper", amount: "80 g red bell pepper, diced", grams: 80 },
          { food: "onion", amount: "60 g onion, diced", grams: 60 },
          { food: "egg", amount: "2 large eggs (100 g)", grams: 100 },
          { food: "olive-oil", amount: "1 tsp olive oil (4.5 g)", grams: 4.5 },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Salmon & Soft-Boiled Egg Bowl",
        description: "Smoked salmon, three soft-boiled eggs, avocado and roasted sweet potato cubes.",
        ingredients: [
          { food: "smoked-salmon", amount: "120 g smoked salmon", grams: 120 },
          { food: "egg", amount: "3 large eggs, soft-boiled (150 g)", grams: 150 },
          { food: "avocado", amount: "100 g avocado (about two-thirds)", grams: 100 },
          { food: "sweet-potato", amount: "200 g sweet potato, cubed", grams: 200 },
          { food: "olive-oil", amount: "1 tsp olive oil (4.5 g)", grams: 4.5 },
          { food: "dill", amount: "chopped dill", grams: null },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Egg-White Protein Smoothie Bowl",
        description:
          "Coconut milk blended with banana, blueberries and pasteurized liquid egg whites, topped with almond butter and pumpkin seeds.",
        ingredients: [
          { food: "coconut-milk", amount: "100 ml canned coconut milk (100 g)", grams: 100 },
          { food: "banana", amount: "1 medium banana (120 g)", grams: 120 },
          { food: "blueberries", amount: "100 g blueberries", grams: 100 },
          { food: "egg-white", amount: "250 g pasteurized liquid egg whites", grams: 250 },
          { food: "almond-butter", amount: "1 heaped tbsp almond butter (20 g)", grams: 20 },
          { food: "pumpkin-seeds", amount: "2 tbsp pumpkin seeds (20 g)", grams: 20 },
        ],
      },
      {
        title: "Turkey & Sweet Potato Frittata",
        description:
          "A third of a six-egg frittata with ground turkey, spinach and sweet potato, with a bowl of strawberries and blueberries.",
        ingredients: [
          { food: "egg", amount: "2 large eggs (a third of 6, 100 g)", grams: 100 },
          { food: "ground-turkey", amount: "170 g lean ground turkey", grams: 170 },
          { food: "spinach", amount: "50 g spinach", grams: 50 },
          { food: "sweet-potato", amount: "100 g sweet potato, diced", grams: 100 },
          { food: "olive-oil", amount: "1½ tsp olive oil (7 g)", grams: 7 },
          { food: "strawberries", amount: "100 g strawberries", grams: 100 },
          { food: "blueberries", amount: "80 g blueberries", grams: 80 },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
    ],
    lunch: [
      {
        title: "Double Chicken Burrito-Style Bowl",
        description:
          "A double portion of grilled chicken over cauliflower rice and roasted sweet potato with salsa, guacamole and peppers.",
        ingredients: [
          { food: "chicken-breast", amount: "250 g skinless chicken breast", grams: 250 },
          { food: "cauliflower", amount: "150 g cauliflower, riced", grams: 150 },
          { food: "sweet-potato", amount: "150 g sweet potato, cubed", grams: 150 },
          { food: "salsa", amount: "80 g tomato salsa", grams: 80 },
          { food: "avocado", amount: "100 g avocado, mashed with lime", grams: 100 },
          { food: "lime-juice", amount: "2 tsp lime juice (10 g)", grams: 10 },
          { food: "red-bell-pepper", amount: "80 g bell pepper, sliced", grams: 80 },
          { food: "olive-oil", amount: "2 tsp olive oil (9 g)", grams: 9 },
          { food: "cumin", amount: "1 tsp cumin and chili powder", grams: null },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Bison Burger Plate",
        description: "Two bison patties in lettuce wraps with sweet potato wedges, avocado and tomato.",
        ingredients: [
          { food: "ground-bison", amount: "2 patties ground bison (226 g)", grams: 226 },
          { food: "green-leaf-lettuce", amount: "40 g lettuce leaves", grams: 40 },
          { food: "sweet-potato", amount: "200 g sweet potato, cut into wedges", grams: 200 },
          { food: "olive-oil", amount: "2 tsp olive oil (9 g)", grams: 9 },
          { food: "avocado", amount: "75 g avocado, sliced", grams: 75 },
          { food: "tomato", amount: "80 g tomato, sliced", grams: 80 },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Salmon & Beet Power Salad",
        description:
          "A large salmon fillet over kale with roasted beets, walnuts, avocado and a lemon-olive oil dressing.",
        ingredients: [
          { food: "salmon", amount: "200 g salmon fillet", grams: 200 },
          { food: "kale", amount: "80 g kale, massaged", grams: 80 },
          { food: "beets", amount: "120 g beets, roasted", grams: 120 },
          { food: "walnuts", amount: "15 g walnuts", grams: 15 },
          { food: "avocado", amount: "50 g avocado", grams: 50 },
          { food: "olive-oil", amount: "2 tsp olive oil (9 g)", grams: 9 },
          { food: "lemon-juice", amount: "1 tbsp lemon juice (15 g)", grams: 15 },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Pulled Chicken & Plantain Bowl",
        description: "Shredded chicken thighs with fried plantain, mango salsa and avocado.",
        ingredients: [
          { food: "chicken-thigh", amount: "220 g skinless, boneless chicken thighs", grams: 220 },
          { food: "plantain", amount: "150 g ripe plantain, sliced", grams: 150 },
          { food: "olive-oil", amount: "2 tsp olive oil (9 g)", grams: 9 },
          { food: "mango", amount: "80 g mango, diced", grams: 80 },
          { food: "onion", amount: "20 g red onion, diced", grams: 20 },
          { food: "lime-juice", amount: "2 tsp lime juice (10 g)", grams: 10 },
          { food: "avocado", amount: "75 g avocado", grams: 75 },
          { food: "cilantro", amount: "chopped cilantro", grams: null },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Meatballs & Roasted Veg Tray",
        description:
          "Lean beef meatballs bound with egg and almond flour, with roasted peppers, zucchini and sweet potato.",
        ingredients: [
          { food: "lean-ground-beef", amount: "200 g lean ground beef (93% lean)", grams: 200 },
          { food: "egg", amount: "½ large egg, beaten (25 g)", grams: 25 },
          { food: "almonds", amount: "20 g almond flour", grams: 20 },
          { food: "red-bell-pepper", amount: "120 g bell peppers, chunked", grams: 120 },
          { food: "zucchini", amount: "150 g zucchini, chunked", grams: 150 },
          { food: "sweet-potato", amount: "150 g sweet potato, cubed", grams: 150 },
          { food: "olive-oil", amount: "1 tbsp olive oil (13.5 g)", grams: 13.5 },
          { food: "parsley", amount: "parsley and oregano", grams: null },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
    ],
    dinner: [
      {
        title: "Ribeye with Sweet Potato Mash",
        description: "A 200 g ribeye steak with sweet potato mash and garlicky green beans.",
        ingredients: [
          { food: "ribeye-steak", amount: "200 g ribeye steak", grams: 200 },
          { food: "sweet-potato", amount: "250 g sweet potato, mashed", grams: 250 },
          { food: "green-beans", amount: "150 g green beans", grams: 150 },
          { food: "olive-oil", amount: "1 tsp olive oil (4.5 g)", grams: 4.5 },
          { food: "garlic", amount: "1 clove garlic, sliced (3 g)", grams: 3 },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Lamb Kofta with Cauliflower Tabbouleh",
        description: "Lamb kofta skewers with a herby cauliflower tabbouleh, cucumber and tahini sauce.",
        ingredients: [
          { food: "ground-lamb", amount: "200 g ground lamb", grams: 200 },
          { food: "cumin", amount: "1 tsp cumin and coriander", grams: null },
          { food: "cauliflower", amount: "150 g cauliflower, riced", grams: 150 },
          { food: "cucumber", amount: "80 g cucumber, diced", grams: 80 },
          { food: "tomato", amount: "80 g tomato, diced", grams: 80 },
          { food: "parsley", amount: "a big handful of parsley and mint", grams: null },
          { food: "olive-oil", amount: "1 tsp olive oil (4.5 g)", grams: 4.5 },
          { food: "lemon-juice", amount: "1 tbsp lemon juice (15 g)", grams: 15 },
          { food: "tahini", amount: "1 tbsp tahini (15 g)", grams: 15 },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Chicken Thigh & Squash Tray Bake",
        description:
          "Four small boneless chicken thighs roasted with butternut squash, red onion and broccoli.",
        ingredients: [
          { food: "chicken-thigh", amount: "4 small skinless, boneless chicken thighs (320 g)", grams: 320 },
          { food: "butternut-squash", amount: "200 g butternut squash, cubed", grams: 200 },
          { food: "onion", amount: "60 g red onion, wedged", grams: 60 },
          { food: "broccoli", amount: "150 g broccoli florets", grams: 150 },
          { food: "olive-oil", amount: "1½ tbsp olive oil (20 g)", grams: 20 },
          { food: "thyme", amount: "thyme and paprika", grams: null },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Sweet Potato Shepherd’s Pie",
        description:
          "Lean ground beef with onion, carrot and celery under a sweet potato mash topping, baked until golden.",
        ingredients: [
          { food: "lean-ground-beef", amount: "200 g lean ground beef (93% lean)", grams: 200 },
          { food: "onion", amount: "60 g onion, diced", grams: 60 },
          { food: "carrot", amount: "80 g carrot, diced", grams: 80 },
          { food: "celery", amount: "40 g celery, diced", grams: 40 },
          { food: "sweet-potato", amount: "250 g sweet potato, mashed", grams: 250 },
          { food: "olive-oil", amount: "2 tsp olive oil (9 g)", grams: 9 },
          { food: "thyme", amount: "thyme", grams: null },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Sesame-Crusted Tuna Steak",
        description:
          "A seared tuna steak with a sesame crust, roasted sweet potato, avocado and a ginger-lime cabbage and carrot slaw.",
        ingredients: [
          { food: "tuna-steak", amount: "200 g tuna steak", grams: 200 },
          { food: "sesame-seeds", amount: "1½ tbsp sesame seeds (15 g)", grams: 15 },
          { food: "sweet-potato", amount: "150 g sweet potato, cubed", grams: 150 },
          { food: "avocado", amount: "75 g avocado", grams: 75 },
          { food: "cabbage", amount: "100 g cabbage, shredded", grams: 100 },
          { food: "carrot", amount: "40 g carrot, grated", grams: 40 },
          { food: "olive-oil", amount: "2 tsp olive oil (9 g)", grams: 9 },
          { food: "lime-juice", amount: "1 tbsp lime juice (15 g)", grams: 15 },
          { food: "ginger", amount: "1 tsp grated ginger", grams: null },
        ],
      },
    ],
  },
};
