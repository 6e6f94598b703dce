import type { MealIdeas } from "./model";

/** Mediterranean: five ideas for each goal and meal of the day. */
export const mediterraneanMealIdeas: MealIdeas["mediterranean"] = {
  "fat-loss": {
    breakfast: [
      {
        title: "Greek Yogurt with Berries & Walnuts",
        description:
          "Fat-free Greek yogurt topped with mixed berries, a few walnuts and cinnamon — about 300 kcal, 24 g protein.",
      },
      {
        title: "Light Shakshuka",
        description:
          "Two eggs poached in a spiced tomato and pepper sauce with one small slice of whole-grain bread — about 360 kcal, 20 g protein.",
      },
      {
        title: "Egg-White Omelet with Feta & Tomato",
        description:
          "Egg whites and one whole egg with spinach, tomato, a little feta and oregano — about 260 kcal, 26 g protein.",
      },
      {
        title: "Smoked Mackerel Rye Crispbread",
        description:
          "Smoked mackerel on two rye crispbreads with cucumber, lemon and dill — about 330 kcal, 20 g protein.",
      },
      {
        title: "Labneh & Veggie Plate",
        description:
          "Light labneh with cucumber, tomatoes, olives, a boiled egg and half a whole-wheat pita — about 340 kcal, 20 g protein.",
      },
    ],
    lunch: [
      {
        title: "Lentil & Vegetable Soup",
        description:
          "A large bowl of lentil, carrot, celery and tomato soup finished with olive oil and lemon — about 380 kcal, 20 g protein.",
      },
      {
        title: "Grilled Chicken Greek Salad",
        description:
          "Grilled chicken breast over tomato, cucumber, red onion, olives and a little feta with olive oil and oregano — about 430 kcal, 40 g protein.",
      },
      {
        title: "Tuna & White Bean Salad",
        description:
          "Tuna, cannellini beans, red onion, parsley and cherry tomatoes with a lemon-olive oil dressing — about 420 kcal, 38 g protein.",
      },
      {
        title: "Shrimp Quinoa Tabbouleh",
        description:
          "Grilled shrimp over a herby quinoa tabbouleh with tomato, cucumber, mint and lemon — about 400 kcal, 32 g protein.",
      },
      {
        title: "Grilled Sardines with Tomato Salad",
        description:
          "Grilled sardines on a big tomato, arugula and red onion salad with one slice of whole-grain bread — about 410 kcal, 30 g protein.",
      },
    ],
    dinner: [
      {
        title: "Baked Sea Bass with Capers",
        description:
          "A sea bass fillet baked with zucchini, cherry tomatoes, olives and capers in olive oil — about 360 kcal, 34 g protein.",
      },
      {
        title: "Chicken Souvlaki Skewers",
        description:
          "Grilled chicken breast skewers with tzatziki, a large Greek salad and half a whole-wheat pita — about 440 kcal, 42 g protein.",
      },
      {
        title: "Lemon Shrimp with Farro",
        description:
          "Garlic-lemon shrimp with sautéed zucchini and a small portion of farro — about 410 kcal, 34 g protein.",
      },
      {
        title: "Ratatouille with Cannellini Beans",
        description:
          "Slow-cooked eggplant, zucchini, pepper and tomato ratatouille with cannellini beans and a sprinkle of parmesan — about 390 kcal, 20 g protein.",
      },
      {
        title: "Turkey Kofta with Cucumber Salad",
        description:
          "Lean turkey kofta with a cucumber, tomato and mint salad and a spoon of hummus — about 400 kcal, 38 g protein.",
      },
    ],
  },
  maintenance: {
    breakfast: [
      {
        title: "Avocado & Poached Egg Toast",
        description:
          "A slice of whole-grain toast with smashed avocado, a poached egg, cherry tomatoes and a drizzle of olive oil — about 450 kcal, 17 g protein.",
      },
      {
        title: "Overnight Oats with Figs",
        description:
          "Rolled oats soaked in milk with Greek yogurt, chopped figs, walnuts and a touch of honey — about 480 kcal, 20 g protein.",
      },
      {
        title: "Mediterranean Breakfast Plate",
        description:
          "A boiled egg, feta, olives, cucumber, tomatoes and a whole-wheat pita with olive oil — about 520 kcal, 22 g protein.",
      },
      {
        title: "Classic Shakshuka with Feta",
        description:
          "Two eggs baked in spiced tomato sauce with crumbled feta and whole-grain bread for dipping — about 500 kcal, 22 g protein.",
      },
      {
        title: "Greek Yogurt with Pistachios & Pomegranate",
        description:
          "Greek yogurt with pomegranate seeds, chopped pistachios and a drizzle of honey — about 460 kcal, 24 g protein.",
      },
    ],
    lunch: [
      {
        title: "Baked Falafel Pita",
        description:
          "Baked falafel in a whole-wheat pita with hummus, salad and tahini sauce — about 560 kcal, 20 g protein.",
      },
      {
        title: "Bulgur & Roasted Vegetable Bowl",
        description:
          "Bulgur wheat with roasted vegetables, chickpeas, feta and an olive oil-lemon dressing — about 560 kcal, 20 g protein.",
      },
      {
        title: "Salmon & Quinoa Salad",
        description:
          "Flaked salmon over quinoa, arugula, cucumber and cherry tomatoes with a dill-yogurt dressing — about 580 kcal, 36 g protein.",
      },
      {
        title: "Lentil, Goat Cheese & Walnut Salad",
        description:
          "Puy lentils with roasted peppers, red onion, goat cheese and walnuts dressed with balsamic and olive oil — about 540 kcal, 24 g protein.",
      },
      {
        title: "Minestrone with Parmesan",
        description:
          "A hearty minestrone with beans, whole-wheat pasta and vegetables, topped with parmesan, plus a slice of whole-grain bread — about 520 kcal, 22 g protein.",
      },
    ],
    dinner: [
      {
        title: "Grilled Salmon with Herbed Couscous",
        description:
          "A salmon fillet with whole-wheat couscous, roasted vegetables and a lemon-herb dressing — about 620 kcal, 38 g protein.",
      },
      {
        title: "Chicken Cacciatore",
        description:
          "Chicken thighs braised with tomatoes, peppers, olives and herbs, with a small portion of polenta — about 580 kcal, 40 g protein.",
      },
      {
        title: "Whole-Wheat Pasta Primavera",
        description:
          "Whole-wheat pasta with spring vegetables, olive oil, garlic, white beans and parmesan — about 600 kcal, 24 g protein.",
      },
      {
        title: "Greek Baked Fish Plaki",
        description:
          "White fish baked with tomatoes, onions, garlic and sliced potatoes in olive oil — about 540 kcal, 36 g protein.",
      },
      {
        title: "Gemista Stuffed Peppers",
        description:
          "Peppers and tomatoes stuffed with brown rice, lean ground lamb and herbs, with a yogurt dip — about 600 kcal, 30 g protein.",
      },
    ],
  },
  "muscle-gain": {
    breakfast: [
      {
        title: "Greek Yogurt Power Parfait",
        description:
          "A large bowl of Greek yogurt layered with oats, berries, almonds and a drizzle of honey — about 680 kcal, 42 g protein.",
      },
      {
        title: "Three-Egg Veggie Omelet with Toast",
        description:
          "A three-egg omelet with spinach, mushrooms and feta, two slices of whole-grain toast and a piece of fruit — about 700 kcal, 38 g protein.",
      },
      {
        title: "Smoked Salmon & Scrambled Egg Toast",
        description:
          "Two slices of whole-grain toast with smoked salmon, scrambled eggs and avocado — about 720 kcal, 42 g protein.",
      },
      {
        title: "Ful Medames with Eggs",
        description:
          "Slow-cooked fava beans with olive oil, cumin and lemon, two boiled eggs and warm whole-wheat pita — about 720 kcal, 38 g protein.",
      },
      {
        title: "Ricotta Oat Pancakes",
        description:
          "Oat and ricotta pancakes with berries, Greek yogurt and a drizzle of honey — about 680 kcal, 40 g protein.",
      },
    ],
    lunch: [
      {
        title: "Chicken & Bulgur Power Bowl",
        description:
          "Grilled chicken thighs over bulgur wheat with roasted vegetables, hummus and feta — about 780 kcal, 52 g protein.",
      },
      {
        title: "Tuna & Chickpea Pasta Salad",
        description:
          "Whole-wheat pasta with tuna, chickpeas, olives, cherry tomatoes and olive oil — about 760 kcal, 48 g protein.",
      },
      {
        title: "Lamb Kofta Pita with Hummus",
        description:
          "Lamb kofta in two whole-wheat pitas with hummus, tabbouleh and a yogurt sauce — about 820 kcal, 45 g protein.",
      },
      {
        title: "Salmon Farro Bowl",
        description:
          "A large salmon fillet over farro with roasted peppers, spinach and a tahini-lemon dressing — about 800 kcal, 48 g protein.",
      },
      {
        title: "Lentil, Egg & Feta Salad",
        description:
          "Green lentils, two boiled eggs, feta, roasted peppers and arugula with olive oil and a slice of whole-grain bread — about 700 kcal, 38 g protein.",
      },
    ],
    dinner: [
      {
        title: "Chicken Orzo Bake",
        description:
          "Chicken breast baked with whole-wheat orzo, tomatoes, spinach and feta — about 780 kcal, 55 g protein.",
      },
      {
        title: "Swordfish with Roasted Potatoes",
        description:
          "A swordfish steak with olive oil-roasted potatoes, green beans and salsa verde — about 720 kcal, 48 g protein.",
      },
      {
        title: "Lean Beef Moussaka",
        description:
          "A generous portion of lean beef moussaka with eggplant, potato and a yogurt béchamel topping — about 760 kcal, 42 g protein.",
      },
      {
        title: "Seafood & Chicken Paella",
        description:
          "Brown rice paella with shrimp, mussels, chicken, peas and peppers cooked in olive oil — about 780 kcal, 50 g protein.",
      },
      {
        title: "Turkey Meatball Spaghetti",
        description:
          "Turkey and herb meatballs in tomato sauce over whole-wheat spaghetti with parmesan — about 800 kcal, 52 g protein.",
      },
    ],
  },
};
