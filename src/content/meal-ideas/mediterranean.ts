import type { MealIdeas } from "./model";

/** Mediterranean: five ideas for each goal and meal of the day. */
export const mediterraneanMealIdeas: MealIdeas["mediterranean"] = {
  "fat-loss": {
    breakfast: [
      {
        title: "Greek Yogurt with Berries & Walnuts",
        description:
          "Full-fat Greek yogurt topped with blueberries, raspberries, a few walnuts and cinnamon.",
        ingredients: [
          { food: "greek-yogurt-whole", amount: "200 g full-fat Greek yogurt", grams: 200 },
          { food: "blueberries", amount: "60 g blueberries", grams: 60 },
          { food: "raspberries", amount: "50 g raspberries", grams: 50 },
          { food: "walnuts", amount: "10 g walnuts (about 5 halves)", grams: 10 },
          { food: "cinnamon", amount: "a pinch of ground cinnamon", grams: null },
        ],
      },
      {
        title: "Light Shakshuka",
        description:
          "Two eggs poached in a spiced tomato, red pepper and onion sauce with one small slice of whole-grain bread.",
        ingredients: [
          { food: "egg", amount: "2 large eggs (100 g)", grams: 100 },
          { food: "tomato", amount: "200 g ripe tomatoes, chopped", grams: 200 },
          { food: "red-bell-pepper", amount: "80 g red bell pepper", grams: 80 },
          { food: "onion", amount: "50 g onion", grams: 50 },
          { food: "olive-oil", amount: "1 tsp olive oil (4.5 g)", grams: 4.5 },
          { food: "whole-wheat-bread", amount: "1 small slice whole-wheat bread (32 g)", grams: 32 },
          { food: "cumin", amount: "ground cumin and paprika, to taste", grams: null },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Egg-White Omelet with Feta & Tomato",
        description: "Egg whites and one whole egg with spinach, tomato, a little feta and oregano.",
        ingredients: [
          { food: "egg-white", amount: "150 g egg whites (about 5)", grams: 150 },
          { food: "egg", amount: "1 large egg (50 g)", grams: 50 },
          { food: "spinach", amount: "60 g baby spinach", grams: 60 },
          { food: "tomato", amount: "80 g tomato", grams: 80 },
          { food: "feta", amount: "20 g feta", grams: 20 },
          { food: "olive-oil", amount: "1 tsp olive oil (4.5 g)", grams: 4.5 },
          { food: "oregano", amount: "dried oregano, to taste", grams: null },
        ],
      },
      {
        title: "Smoked Mackerel Rye Crispbread",
        description: "Smoked mackerel on two rye crispbreads with cucumber, lemon and dill.",
        ingredients: [
          { food: "smoked-mackerel", amount: "70 g smoked mackerel", grams: 70 },
          { food: "rye-crispbread", amount: "2 rye crispbreads (20 g)", grams: 20 },
          { food: "cucumber", amount: "80 g cucumber", grams: 80 },
          { food: "lemon", amount: "a squeeze of lemon", grams: null },
          { food: "dill", amount: "fresh dill, to taste", grams: null },
        ],
      },
      {
        title: "Labneh & Veggie Plate",
        description:
          "Strained full-fat Greek yogurt as labneh with cucumber, tomatoes, olives, a boiled egg and half a whole-wheat pita.",
        ingredients: [
          {
            food: "greek-yogurt-whole",
            amount: "120 g full-fat Greek yogurt, strained overnight as labneh",
            grams: 120,
          },
          { food: "cucumber", amount: "100 g cucumber", grams: 100 },
          { food: "tomato", amount: "100 g tomatoes", grams: 100 },
          { food: "olives", amount: "20 g black olives (about 5)", grams: 20 },
          { food: "egg-hard-boiled", amount: "1 hard-boiled egg (50 g)", grams: 50 },
          { food: "pita-whole-wheat", amount: "half a whole-wheat pita (32 g)", grams: 32 },
          { food: "oregano", amount: "dried oregano, to taste", grams: null },
        ],
      },
    ],
    lunch: [
      {
        title: "Lentil & Vegetable Soup",
        description:
          "A large bowl of lentil, carrot, celery, onion and tomato soup finished with olive oil and lemon.",
        ingredients: [
          { food: "lentils-cooked", amount: "200 g cooked lentils", grams: 200 },
          { food: "carrot", amount: "60 g carrot", grams: 60 },
          { food: "celery", amount: "50 g celery", grams: 50 },
          { food: "onion", amount: "50 g onion", grams: 50 },
          { food: "tomato", amount: "150 g tomatoes, chopped", grams: 150 },
          { food: "olive-oil", amount: "1½ tsp olive oil (7 g)", grams: 7 },
          { food: "lemon", amount: "a squeeze of lemon", grams: null },
          { food: "cumin", amount: "ground cumin, to taste", grams: null },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Grilled Chicken Greek Salad",
        description:
          "Grilled chicken breast over tomato, cucumber, red onion, olives and a little feta with olive oil and oregano.",
        ingredients: [
          { food: "chicken-breast", amount: "160 g skinless chicken breast", grams: 160 },
          { food: "tomato", amount: "150 g tomatoes", grams: 150 },
          { food: "cucumber", amount: "100 g cucumber", grams: 100 },
          { food: "onion", amount: "30 g red onion", grams: 30 },
          { food: "olives", amount: "20 g black olives", grams: 20 },
          { food: "feta", amount: "25 g feta", grams: 25 },
          { food: "olive-oil", amount: "1 tbsp olive oil (13.5 g)", grams: 13.5 },
          { food: "oregano", amount: "dried oregano, to taste", grams: null },
        ],
      },
      {
        title: "Tuna & White Bean Salad",
        description:
          "Tuna, cannellini beans, red onion, parsley and cherry tomatoes with a lemon-olive oil dressing.",
        ingredients: [
          { food: "tuna", amount: "120 g canned tuna in water, drained", grams: 120 },
          { food: "cannellini-beans", amount: "120 g canned cannellini beans, drained", grams: 120 },
          { food: "onion", amount: "30 g red onion", grams: 30 },
          { food: "tomato", amount: "100 g cherry tomatoes", grams: 100 },
          { food: "olive-oil", amount: "2 tsp olive oil (10 g)", grams: 10 },
          { food: "lemon", amount: "juice of half a lemon", grams: null },
          { food: "parsley", amount: "fresh parsley, to taste", grams: null },
        ],
      },
      {
        title: "Shrimp Quinoa Tabbouleh",
        description: "Grilled shrimp over a herby quinoa tabbouleh with tomato, cucumber, mint and lemon.",
        ingredients: [
          { food: "shrimp", amount: "150 g peeled raw shrimp", grams: 150 },
          { food: "quinoa-cooked", amount: "120 g cooked quinoa", grams: 120 },
          { food: "tomato", amount: "100 g tomato", grams: 100 },
          { food: "cucumber", amount: "80 g cucumber", grams: 80 },
          { food: "olive-oil", amount: "1 tbsp olive oil (13.5 g)", grams: 13.5 },
          { food: "mint", amount: "fresh mint and parsley, to taste", grams: null },
          { food: "lemon", amount: "juice of half a lemon", grams: null },
        ],
      },
      {
        title: "Grilled Sardines with Tomato Salad",
        description:
          "Sardines canned in olive oil, briefly grilled, on a big tomato, arugula and red onion salad with one slice of whole-grain bread.",
        ingredients: [
          { food: "sardines", amount: "100 g canned sardines in oil, drained", grams: 100 },
          { food: "tomato", amount: "200 g tomatoes", grams: 200 },
          { food: "arugula", amount: "30 g arugula", grams: 30 },
          { food: "onion", amount: "30 g red onion", grams: 30 },
          { food: "whole-wheat-bread", amount: "1 slice whole-wheat bread (32 g)", grams: 32 },
          { food: "olive-oil", amount: "1 tsp olive oil (4.5 g)", grams: 4.5 },
          { food: "red-wine-vinegar", amount: "a splash of red wine vinegar", grams: null },
        ],
      },
    ],
    dinner: [
      {
        title: "Baked Sea Bass with Capers",
        description:
          "A sea bass fillet baked with zucchini, cherry tomatoes, olives and capers in olive oil.",
        ingredients: [
          { food: "sea-bass", amount: "180 g sea bass fillet", grams: 180 },
          { food: "zucchini", amount: "150 g zucchini", grams: 150 },
          { food: "tomato", amount: "120 g cherry tomatoes", grams: 120 },
          { food: "olives", amount: "20 g black olives", grams: 20 },
          { food: "capers", amount: "1 tsp capers", grams: null },
          { food: "olive-oil", amount: "1 tbsp olive oil (13.5 g)", grams: 13.5 },
          { food: "lemon", amount: "lemon wedges, to serve", grams: null },
        ],
      },
      {
        title: "Chicken Souvlaki Skewers",
        description:
          "Grilled chicken breast skewers with a yogurt-cucumber tzatziki, a tomato and cucumber salad and half a whole-wheat pita.",
        ingredients: [
          { food: "chicken-breast", amount: "150 g skinless chicken breast", grams: 150 },
          { food: "greek-yogurt-whole", amount: "50 g full-fat Greek yogurt (for the tzatziki)", grams: 50 },
          { food: "cucumber", amount: "130 g cucumber (30 g grated for the tzatziki)", grams: 130 },
          { food: "tomato", amount: "100 g tomatoes", grams: 100 },
          { food: "onion", amount: "20 g red onion", grams: 20 },
          { food: "olive-oil", amount: "1 tsp olive oil (4.5 g)", grams: 4.5 },
          { food: "pita-whole-wheat", amount: "half a whole-wheat pita (32 g)", grams: 32 },
          { food: "garlic", amount: "a little grated garlic and dill, to taste", grams: null },
          { food: "oregano", amount: "dried oregano, to taste", grams: null },
        ],
      },
      {
        title: "Lemon Shrimp with Farro",
        description: "Garlic-lemon shrimp with sautéed zucchini and a small portion of farro.",
        ingredients: [
          { food: "shrimp", amount: "170 g peeled raw shrimp", grams: 170 },
          { food: "zucchini", amount: "200 g zucchini", grams: 200 },
          { food: "farro-cooked", amount: "100 g cooked farro", grams: 100 },
          { food: "garlic", amount: "2 cloves garlic (6 g)", grams: 6 },
          { food: "olive-oil", amount: "2 tsp olive oil (10 g)", grams: 10 },
          { food: "lemon", amount: "juice and zest of half a lemon", grams: null },
        ],
      },
      {
        title: "Ratatouille with Cannellini Beans",
        description:
          "Slow-cooked eggplant, zucchini, pepper and tomato ratatouille with cannellini beans and a sprinkle of parmesan.",
        ingredients: [
          { food: "eggplant", amount: "150 g eggplant", grams: 150 },
          { food: "zucchini", amount: "150 g zucchini", grams: 150 },
          { food: "red-bell-pepper", amount: "100 g red bell pepper", grams: 100 },
          { food: "tomato", amount: "150 g tomatoes", grams: 150 },
          { food: "onion", amount: "50 g onion", grams: 50 },
          { food: "cannellini-beans", amount: "120 g canned cannellini beans, drained", grams: 120 },
          { food: "parmesan-grated", amount: "15 g grated parmesan", grams: 15 },
          { food: "olive-oil", amount: "2 tsp olive oil (9 g)", grams: 9 },
          { food: "thyme", amount: "fresh thyme, to taste", grams: null },
        ],
      },
      {
        title: "Turkey Kofta with Cucumber Salad",
        description: "Lean turkey kofta with a cucumber, tomato and mint salad and a spoon of hummus.",
        ingredients: [
          { food: "ground-turkey", amount: "180 g lean ground turkey (93%)", grams: 180 },
          { food: "onion", amount: "20 g onion, grated into the kofta", grams: 20 },
          { food: "cucumber", amount: "100 g cucumber", grams: 100 },
          { food: "tomato", amount: "100 g tomato", grams: 100 },
          { food: "hummus", amount: "40 g hummus (2 tbsp)", grams: 40 },
          { food: "mint", amount: "fresh mint, to taste", grams: null },
          { food: "cumin", amount: "ground cumin, to taste", grams: null },
        ],
      },
    ],
  },
  maintenance: {
    breakfast: [
      {
        title: "Avocado & Poached Egg Toast",
        description:
          "A thick slice of whole-grain toast with smashed avocado, a poached egg, cherry tomatoes and a drizzle of olive oil.",
        ingredients: [
          { food: "whole-wheat-bread", amount: "1 thick slice whole-wheat bread (50 g)", grams: 50 },
          { food: "avocado", amount: "100 g avocado (about half)", grams: 100 },
          { food: "egg", amount: "1 large egg (50 g)", grams: 50 },
          { food: "tomato", amount: "100 g cherry tomatoes", grams: 100 },
          { food: "olive-oil", amount: "2 tsp olive oil (9 g)", grams: 9 },
          { food: "chili-flakes", amount: "chili flakes, to taste", grams: null },
          { food: "salt", amount: "salt and black pepper, to taste", grams: null },
        ],
      },
      {
        title: "Overnight Oats with Figs",
        description:
          "Rolled oats soaked in milk with Greek yogurt, chopped fresh figs, walnuts and a touch of honey.",
        ingredients: [
          { food: "oats-rolled", amount: "50 g rolled oats", grams: 50 },
          { food: "milk-low-fat", amount: "150 g low-fat milk", grams: 150 },
          { food: "greek-yogurt-whole", amount: "100 g full-fat Greek yogurt", grams: 100 },
          { food: "figs", amount: "80 g fresh figs (about 2)", grams: 80 },
          { food: "walnuts", amount: "10 g walnuts", grams: 10 },
          { food: "honey", amount: "1 tsp honey (7 g)", grams: 7 },
        ],
      },
      {
        title: "Mediterranean Breakfast Plate",
        description: "A boiled egg, feta, olives, cucumber, tomatoes and a whole-wheat pita with olive oil.",
        ingredients: [
          { food: "egg-hard-boiled", amount: "1 hard-boiled egg (50 g)", grams: 50 },
          { food: "feta", amount: "40 g feta", grams: 40 },
          { food: "olives", amount: "25 g black olives", grams: 25 },
          { food: "cucumber", amount: "100 g cucumber", grams: 100 },
          { food: "tomato", amount: "100 g tomatoes", grams: 100 },
          { food: "pita-whole-wheat", amount: "1 whole-wheat pita (64 g)", grams: 64 },
          { food: "olive-oil", amount: "2 tsp olive oil (9 g)", grams: 9 },
          { food: "oregano", amount: "dried oregano, to taste", grams: null },
        ],
      },
      {
        title: "Classic Shakshuka with Feta",
        description:
          "Two eggs baked in a spiced tomato, pepper and onion sauce with crumbled feta and whole-grain bread for dipping.",
        ingredients: [
          { food: "egg", amount: "2 large eggs (100 g)", grams: 100 },
          { food: "tomato", amount: "200 g ripe tomatoes, chopped", grams: 200 },
          { food: "onion", amount: "60 g onion", grams: 60 },
          { food: "red-bell-pepper", amount: "80 g red bell pepper", grams: 80 },
          { food: "olive-oil", amount: "1 tbsp olive oil (13.5 g)", grams: 13.5 },
          { food: "feta", amount: "30 g feta", grams: 30 },
          { food: "whole-wheat-bread", amount: "1 slice whole-wheat bread (40 g)", grams: 40 },
          { food: "cumin", amount: "ground cumin and paprika, to taste", grams: null },
        ],
      },
      {
        title: "Greek Yogurt with Pistachios & Pomegranate",
        description: "Greek yogurt with pomegranate seeds, chopped pistachios and a drizzle of honey.",
        ingredients: [
          { food: "greek-yogurt-whole", amount: "200 g full-fat Greek yogurt", grams: 200 },
          { food: "pomegranate", amount: "60 g pomegranate seeds", grams: 60 },
          { food: "pistachios", amount: "30 g shelled pistachios", grams: 30 },
          { food: "honey", amount: "2 tsp honey (14 g)", grams: 14 },
        ],
      },
    ],
    lunch: [
      {
        title: "Baked Falafel Pita",
        description:
          "Baked chickpea falafel in a whole-wheat pita with hummus, lettuce, tomato, cucumber and a lemony yogurt sauce.",
        ingredients: [
          {
            food: "chickpeas-cooked",
            amount: "120 g cooked chickpeas, mashed with herbs for the falafel",
            grams: 120,
          },
          { food: "olive-oil", amount: "1 tsp olive oil for baking (4.5 g)", grams: 4.5 },
          { food: "pita-whole-wheat", amount: "1 whole-wheat pita (64 g)", grams: 64 },
          { food: "hummus", amount: "40 g hummus", grams: 40 },
          { food: "romaine", amount: "30 g romaine lettuce", grams: 30 },
          { food: "tomato", amount: "60 g tomato", grams: 60 },
          { food: "cucumber", amount: "50 g cucumber", grams: 50 },
          { food: "greek-yogurt-whole", amount: "50 g full-fat Greek yogurt (for the sauce)", grams: 50 },
          { food: "parsley", amount: "fresh parsley and ground cumin, to taste", grams: null },
          { food: "lemon", amount: "a squeeze of lemon", grams: null },
        ],
      },
      {
        title: "Bulgur & Roasted Vegetable Bowl",
        description:
          "Bulgur wheat with roasted zucchini, pepper and eggplant, chickpeas, feta and an olive oil-lemon dressing.",
        ingredients: [
          { food: "bulgur-cooked", amount: "150 g cooked bulgur", grams: 150 },
          { food: "zucchini", amount: "100 g zucchini", grams: 100 },
          { food: "red-bell-pepper", amount: "100 g red bell pepper", grams: 100 },
          { food: "eggplant", amount: "100 g eggplant", grams: 100 },
          { food: "chickpeas-cooked", amount: "80 g cooked chickpeas", grams: 80 },
          { food: "feta", amount: "30 g feta", grams: 30 },
          { food: "olive-oil", amount: "1 tbsp olive oil (13.5 g)", grams: 13.5 },
          { food: "lemon", amount: "juice of half a lemon", grams: null },
        ],
      },
      {
        title: "Salmon & Quinoa Salad",
        description:
          "Flaked salmon over quinoa, arugula, cucumber and cherry tomatoes with a dill-yogurt dressing.",
        ingredients: [
          { food: "salmon", amount: "140 g salmon fillet", grams: 140 },
          { food: "quinoa-cooked", amount: "120 g cooked quinoa", grams: 120 },
          { food: "arugula", amount: "30 g arugula", grams: 30 },
          { food: "cucumber", amount: "80 g cucumber", grams: 80 },
          { food: "tomato", amount: "80 g cherry tomatoes", grams: 80 },
          { food: "greek-yogurt-whole", amount: "50 g full-fat Greek yogurt (for the dressing)", grams: 50 },
          { food: "dill", amount: "fresh dill, to taste", grams: null },
          { food: "lemon", amount: "a squeeze of lemon", grams: null },
        ],
      },
      {
        title: "Lentil, Goat Cheese & Walnut Salad",
        description:
          "Green lentils with roasted peppers, red onion, goat cheese and walnuts dressed with red wine vinegar and olive oil.",
        ingredients: [
          { food: "lentils-cooked", amount: "150 g cooked green lentils", grams: 150 },
          { food: "red-bell-pepper", amount: "100 g red bell pepper, roasted", grams: 100 },
          { food: "onion", amount: "30 g red onion", grams: 30 },
          { food: "goat-cheese", amount: "30 g soft goat cheese", grams: 30 },
          { food: "walnuts", amount: "15 g walnuts", grams: 15 },
          { food: "olive-oil", amount: "1 tbsp olive oil (13.5 g)", grams: 13.5 },
          { food: "red-wine-vinegar", amount: "1 tbsp red wine vinegar", grams: null },
        ],
      },
      {
        title: "Minestrone with Parmesan",
        description:
          "A hearty minestrone with chickpeas, whole-wheat pasta and vegetables, topped with parmesan, plus a slice of whole-grain bread.",
        ingredients: [
          { food: "chickpeas-cooked", amount: "80 g cooked chickpeas", grams: 80 },
          { food: "whole-wheat-pasta-cooked", amount: "80 g cooked whole-wheat pasta", grams: 80 },
          { food: "carrot", amount: "50 g carrot", grams: 50 },
          { food: "celery", amount: "40 g celery", grams: 40 },
          { food: "onion", amount: "40 g onion", grams: 40 },
          { food: "zucchini", amount: "80 g zucchini", grams: 80 },
          { food: "tomato", amount: "150 g tomatoes, chopped", grams: 150 },
          { food: "olive-oil", amount: "1 tsp olive oil (4.5 g)", grams: 4.5 },
          { food: "parmesan-grated", amount: "15 g grated parmesan", grams: 15 },
          { food: "whole-wheat-bread", amount: "1 slice whole-wheat bread (32 g)", grams: 32 },
          { food: "basil", amount: "fresh basil, to taste", grams: null },
        ],
      },
    ],
    dinner: [
      {
        title: "Grilled Salmon with Herbed Couscous",
        description:
          "A salmon fillet with herbed couscous, roasted zucchini, pepper and red onion and a lemon-herb dressing.",
        ingredients: [
          { food: "salmon", amount: "150 g salmon fillet", grams: 150 },
          { food: "couscous-cooked", amount: "130 g cooked couscous", grams: 130 },
          { food: "zucchini", amount: "100 g zucchini", grams: 100 },
          { food: "red-bell-pepper", amount: "100 g red bell pepper", grams: 100 },
          { food: "onion", amount: "50 g red onion", grams: 50 },
          { food: "olive-oil", amount: "2 tsp olive oil (9 g)", grams: 9 },
          { food: "parsley", amount: "fresh parsley and mint, to taste", grams: null },
          { food: "lemon", amount: "juice of half a lemon", grams: null },
        ],
      },
      {
        title: "Chicken Cacciatore",
        description:
          "Chicken thighs braised with tomatoes, peppers, onion, olives and herbs, with a slice of whole-wheat bread.",
        ingredients: [
          { food: "chicken-thigh", amount: "200 g skinless chicken thighs", grams: 200 },
          { food: "tomato", amount: "200 g tomatoes, chopped", grams: 200 },
          { food: "red-bell-pepper", amount: "100 g red bell pepper", grams: 100 },
          { food: "onion", amount: "60 g onion", grams: 60 },
          { food: "olives", amount: "20 g black olives", grams: 20 },
          { food: "olive-oil", amount: "2 tsp olive oil (9 g)", grams: 9 },
          { food: "whole-wheat-bread", amount: "1 slice whole-wheat bread (40 g)", grams: 40 },
          { food: "oregano", amount: "dried oregano and rosemary, to taste", grams: null },
        ],
      },
      {
        title: "Whole-Wheat Pasta Primavera",
        description:
          "Whole-wheat pasta with zucchini, peas, cherry tomatoes, olive oil, garlic, chickpeas and parmesan.",
        ingredients: [
          { food: "whole-wheat-pasta-cooked", amount: "160 g cooked whole-wheat pasta", grams: 160 },
          { food: "zucchini", amount: "100 g zucchini", grams: 100 },
          { food: "green-peas", amount: "60 g frozen peas", grams: 60 },
          { food: "tomato", amount: "80 g cherry tomatoes", grams: 80 },
          { food: "chickpeas-cooked", amount: "60 g cooked chickpeas", grams: 60 },
          { food: "olive-oil", amount: "1 tbsp olive oil (13.5 g)", grams: 13.5 },
          { food: "garlic", amount: "2 cloves garlic (6 g)", grams: 6 },
          { food: "parmesan-grated", amount: "15 g grated parmesan", grams: 15 },
          { food: "basil", amount: "fresh basil, to taste", grams: null },
        ],
      },
      {
        title: "Greek Baked Fish Plaki",
        description: "White fish (cod) baked with tomatoes, onions, garlic and sliced potatoes in olive oil.",
        ingredients: [
          { food: "cod", amount: "180 g cod fillet", grams: 180 },
          { food: "tomato", amount: "150 g tomatoes", grams: 150 },
          { food: "onion", amount: "80 g onion", grams: 80 },
          { food: "garlic", amount: "2 cloves garlic (6 g)", grams: 6 },
          { food: "potato", amount: "200 g potatoes, sliced", grams: 200 },
          { food: "olive-oil", amount: "4 tsp olive oil (18 g)", grams: 18 },
          { food: "parsley", amount: "fresh parsley, to taste", grams: null },
        ],
      },
      {
        title: "Gemista Stuffed Peppers",
        description:
          "Peppers and tomatoes stuffed with brown rice, ground lamb and herbs, with a yogurt dip.",
        ingredients: [
          { food: "red-bell-pepper", amount: "300 g red bell peppers (2)", grams: 300 },
          { food: "tomato", amount: "150 g tomatoes", grams: 150 },
          { food: "brown-rice-cooked", amount: "120 g cooked brown rice", grams: 120 },
          { food: "ground-lamb", amount: "90 g ground lamb", grams: 90 },
          { food: "greek-yogurt-whole", amount: "60 g full-fat Greek yogurt", grams: 60 },
          { food: "mint", amount: "fresh mint and parsley, to taste", grams: null },
        ],
      },
    ],
  },
  "muscle-gain": {
    breakfast: [
      {
        title: "Greek Yogurt Power Parfait",
        description:
          "A large bowl of Greek yogurt layered with oats, blueberries, strawberries, almonds and a drizzle of honey.",
        ingredients: [
          { food: "greek-yogurt-whole", amount: "300 g full-fat Greek yogurt", grams: 300 },
          { food: "oats-rolled", amount: "50 g rolled oats", grams: 50 },
          { food: "blueberries", amount: "80 g blueberries", grams: 80 },
          { food: "strawberries", amount: "80 g strawberries", grams: 80 },
          { food: "almonds", amount: "20 g almonds", grams: 20 },
          { food: "honey", amount: "1 tsp honey (7 g)", grams: 7 },
        ],
      },
      {
        title: "Three-Egg Veggie Omelet with Toast",
        description:
          "A three-egg omelet with spinach, mushrooms and feta, two slices of whole-grain toast and an orange.",
        ingredients: [
          { food: "egg", amount: "3 large eggs (150 g)", grams: 150 },
          { food: "spinach", amount: "50 g baby spinach", grams: 50 },
          { food: "mushrooms", amount: "60 g mushrooms", grams: 60 },
          { food: "feta", amount: "40 g feta", grams: 40 },
          { food: "olive-oil", amount: "2 tsp olive oil (9 g)", grams: 9 },
          { food: "whole-wheat-bread", amount: "2 slices whole-wheat bread (76 g)", grams: 76 },
          { food: "orange", amount: "1 medium orange (130 g)", grams: 130 },
        ],
      },
      {
        title: "Smoked Salmon & Scrambled Egg Toast",
        description: "Two slices of whole-grain toast with smoked salmon, scrambled eggs and avocado.",
        ingredients: [
          { food: "whole-wheat-bread", amount: "2 slices whole-wheat bread (76 g)", grams: 76 },
          { food: "smoked-salmon", amount: "80 g smoked salmon", grams: 80 },
          { food: "egg", amount: "3 large eggs (150 g)", grams: 150 },
          { food: "avocado", amount: "80 g avocado", grams: 80 },
          { food: "olive-oil", amount: "1 tsp olive oil (4.5 g)", grams: 4.5 },
          { food: "dill", amount: "fresh dill, to taste", grams: null },
        ],
      },
      {
        title: "Ful Medames with Eggs",
        description:
          "Slow-cooked fava beans with olive oil, cumin and lemon, two boiled eggs, tomato and warm whole-wheat pita.",
        ingredients: [
          { food: "fava-beans-cooked", amount: "250 g cooked fava beans", grams: 250 },
          { food: "olive-oil", amount: "1 tbsp olive oil (13.5 g)", grams: 13.5 },
          { food: "egg-hard-boiled", amount: "2 hard-boiled eggs (100 g)", grams: 100 },
          { food: "tomato", amount: "80 g tomato", grams: 80 },
          { food: "pita-whole-wheat", amount: "1 whole-wheat pita (64 g)", grams: 64 },
          { food: "cumin", amount: "ground cumin, to taste", grams: null },
          { food: "lemon", amount: "juice of half a lemon", grams: null },
          { food: "garlic", amount: "a little crushed garlic", grams: null },
        ],
      },
      {
        title: "Ricotta Oat Pancakes",
        description: "Oat and ricotta pancakes with blueberries, Greek yogurt and a drizzle of honey.",
        ingredients: [
          { food: "ricotta", amount: "120 g whole-milk ricotta", grams: 120 },
          { food: "oats-rolled", amount: "60 g rolled oats", grams: 60 },
          { food: "egg", amount: "1 large egg (50 g)", grams: 50 },
          { food: "olive-oil", amount: "1 tsp olive oil for the pan (4.5 g)", grams: 4.5 },
          { food: "blueberries", amount: "100 g blueberries", grams: 100 },
          { food: "greek-yogurt-whole", amount: "150 g full-fat Greek yogurt", grams: 150 },
          { food: "honey", amount: "1 tsp honey (7 g)", grams: 7 },
        ],
      },
    ],
    lunch: [
      {
        title: "Chicken & Bulgur Power Bowl",
        description:
          "Grilled chicken thighs over bulgur wheat with roasted zucchini and pepper, hummus and feta.",
        ingredients: [
          { food: "chicken-thigh", amount: "230 g skinless chicken thighs", grams: 230 },
          { food: "bulgur-cooked", amount: "180 g cooked bulgur", grams: 180 },
          { food: "zucchini", amount: "100 g zucchini", grams: 100 },
          { food: "red-bell-pepper", amount: "100 g red bell pepper", grams: 100 },
          { food: "olive-oil", amount: "1 tbsp olive oil (13.5 g)", grams: 13.5 },
          { food: "hummus", amount: "50 g hummus", grams: 50 },
          { food: "feta", amount: "30 g feta", grams: 30 },
        ],
      },
      {
        title: "Tuna & Chickpea Pasta Salad",
        description: "Whole-wheat pasta with tuna, chickpeas, olives, cherry tomatoes and olive oil.",
        ingredients: [
          { food: "whole-wheat-pasta-cooked", amount: "200 g cooked whole-wheat pasta", grams: 200 },
          { food: "tuna", amount: "130 g canned tuna in water, drained", grams: 130 },
          { food: "chickpeas-cooked", amount: "80 g cooked chickpeas", grams: 80 },
          { food: "olives", amount: "20 g black olives", grams: 20 },
          { food: "tomato", amount: "100 g cherry tomatoes", grams: 100 },
          { food: "olive-oil", amount: "1 tbsp olive oil (13.5 g)", grams: 13.5 },
          { food: "parsley", amount: "fresh parsley, to taste", grams: null },
        ],
      },
      {
        title: "Lamb Kofta Pita with Hummus",
        description:
          "Lamb kofta in two whole-wheat pitas with hummus, a bulgur tabbouleh and a yogurt sauce.",
        ingredients: [
          { food: "ground-lamb", amount: "130 g ground lamb", grams: 130 },
          { food: "pita-whole-wheat", amount: "2 whole-wheat pitas (128 g)", grams: 128 },
          { food: "hummus", amount: "50 g hummus", grams: 50 },
          { food: "bulgur-cooked", amount: "50 g cooked bulgur (for the tabbouleh)", grams: 50 },
          { food: "tomato", amount: "60 g tomato", grams: 60 },
          { food: "greek-yogurt-whole", amount: "60 g full-fat Greek yogurt", grams: 60 },
          { food: "parsley", amount: "fresh parsley and mint, to taste", grams: null },
          { food: "cumin", amount: "ground cumin, to taste", grams: null },
        ],
      },
      {
        title: "Salmon Farro Bowl",
        description:
          "A large salmon fillet over farro with roasted peppers, spinach and a lemon-yogurt dressing.",
        ingredients: [
          { food: "salmon", amount: "200 g salmon fillet", grams: 200 },
          { food: "farro-cooked", amount: "150 g cooked farro", grams: 150 },
          { food: "red-bell-pepper", amount: "100 g red bell pepper, roasted", grams: 100 },
          { food: "spinach", amount: "50 g baby spinach", grams: 50 },
          { food: "greek-yogurt-whole", amount: "50 g full-fat Greek yogurt (for the dressing)", grams: 50 },
          { food: "olive-oil", amount: "1 tsp olive oil (4.5 g)", grams: 4.5 },
          { food: "lemon", amount: "juice of half a lemon", grams: null },
        ],
      },
      {
        title: "Lentil, Egg & Feta Salad",
        description:
          "Green lentils, two boiled eggs, feta, roasted peppers and arugula with olive oil and a slice of whole-grain bread.",
        ingredients: [
          { food: "lentils-cooked", amount: "200 g cooked green lentils", grams: 200 },
          { food: "egg-hard-boiled", amount: "2 hard-boiled eggs (100 g)", grams: 100 },
          { food: "feta", amount: "30 g feta", grams: 30 },
          { food: "red-bell-pepper", amount: "80 g red bell pepper, roasted", grams: 80 },
          { food: "arugula", amount: "30 g arugula", grams: 30 },
          { food: "olive-oil", amount: "1 tbsp olive oil (13.5 g)", grams: 13.5 },
          { food: "whole-wheat-bread", amount: "1 slice whole-wheat bread (38 g)", grams: 38 },
          { food: "red-wine-vinegar", amount: "a splash of red wine vinegar", grams: null },
        ],
      },
    ],
    dinner: [
      {
        title: "Chicken Orzo Bake",
        description: "Chicken breast baked with whole-wheat orzo, tomatoes, spinach and feta.",
        ingredients: [
          { food: "chicken-breast", amount: "200 g skinless chicken breast", grams: 200 },
          { food: "whole-wheat-pasta-cooked", amount: "180 g cooked whole-wheat orzo (pasta)", grams: 180 },
          { food: "tomato", amount: "150 g tomatoes", grams: 150 },
          { food: "spinach", amount: "60 g baby spinach", grams: 60 },
          { food: "feta", amount: "30 g feta", grams: 30 },
          { food: "olive-oil", amount: "1 tbsp olive oil (13.5 g)", grams: 13.5 },
          { food: "oregano", amount: "dried oregano, to taste", grams: null },
        ],
      },
      {
        title: "Swordfish with Roasted Potatoes",
        description:
          "A swordfish steak with olive oil-roasted potatoes, green beans and a parsley-caper salsa verde.",
        ingredients: [
          { food: "swordfish", amount: "220 g swordfish steak", grams: 220 },
          { food: "potato", amount: "250 g potatoes", grams: 250 },
          { food: "olive-oil", amount: "1 tbsp olive oil for roasting (13.5 g)", grams: 13.5 },
          { food: "green-beans", amount: "120 g green beans", grams: 120 },
          { food: "olive-oil", amount: "1 tsp olive oil for the salsa verde (4.5 g)", grams: 4.5 },
          { food: "parsley", amount: "fresh parsley, to taste", grams: null },
          { food: "capers", amount: "1 tsp capers", grams: null },
        ],
      },
      {
        title: "Lean Beef Moussaka",
        description:
          "A generous portion of lean beef moussaka with eggplant, potato, tomato and a yogurt-egg béchamel topping with parmesan.",
        ingredients: [
          { food: "lean-ground-beef", amount: "140 g lean ground beef (93%)", grams: 140 },
          { food: "eggplant", amount: "200 g eggplant", grams: 200 },
          { food: "potato", amount: "150 g potatoes", grams: 150 },
          { food: "tomato", amount: "150 g tomatoes", grams: 150 },
          { food: "onion", amount: "50 g onion", grams: 50 },
          { food: "olive-oil", amount: "1 tbsp olive oil (13.5 g)", grams: 13.5 },
          { food: "greek-yogurt-whole", amount: "100 g full-fat Greek yogurt", grams: 100 },
          { food: "egg", amount: "1 large egg (50 g)", grams: 50 },
          { food: "parmesan-grated", amount: "10 g grated parmesan", grams: 10 },
          { food: "cinnamon", amount: "a pinch of cinnamon", grams: null },
        ],
      },
      {
        title: "Seafood & Chicken Paella",
        description: "Brown rice paella with shrimp, chicken, peas, peppers and tomato cooked in olive oil.",
        ingredients: [
          { food: "brown-rice-cooked", amount: "200 g cooked brown rice", grams: 200 },
          { food: "shrimp", amount: "100 g peeled raw shrimp", grams: 100 },
          { food: "chicken-breast", amount: "120 g skinless chicken breast", grams: 120 },
          { food: "green-peas", amount: "60 g frozen peas", grams: 60 },
          { food: "red-bell-pepper", amount: "100 g red bell pepper", grams: 100 },
          { food: "onion", amount: "50 g onion", grams: 50 },
          { food: "tomato", amount: "80 g tomato", grams: 80 },
          { food: "olive-oil", amount: "1 tbsp olive oil (13.5 g)", grams: 13.5 },
          { food: "paprika", amount: "paprika and a pinch of saffron, to taste", grams: null },
        ],
      },
      {
        title: "Turkey Meatball Spaghetti",
        description: "Turkey and herb meatballs in tomato sauce over whole-wheat spaghetti with parmesan.",
        ingredients: [
          { food: "ground-turkey", amount: "200 g lean ground turkey (93%)", grams: 200 },
          { food: "whole-wheat-pasta-cooked", amount: "200 g cooked whole-wheat spaghetti", grams: 200 },
          { food: "tomato", amount: "200 g tomatoes, cooked down into sauce", grams: 200 },
          { food: "garlic", amount: "2 cloves garlic (6 g)", grams: 6 },
          { food: "olive-oil", amount: "1 tsp olive oil (4.5 g)", grams: 4.5 },
          { food: "parmesan-grated", amount: "15 g grated parmesan", grams: 15 },
          { food: "basil", amount: "fresh basil, to taste", grams: null },
        ],
      },
    ],
  },
};
