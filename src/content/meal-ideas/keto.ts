import type { MealIdeas } from "./model";

/** Keto: five ideas for each goal and meal of the day. */
export const ketoMealIdeas: MealIdeas["keto"] = {
  "fat-loss": {
    breakfast: [
      {
        title: "Spinach & Feta Egg Muffins",
        description:
          "Three baked egg muffins with spinach, feta and chives, with black coffee on the side — about 300 kcal, 21 g protein.",
      },
      {
        title: "Smoked Salmon Scramble",
        description:
          "Two eggs and extra egg whites scrambled with smoked salmon and dill, with a handful of arugula — about 330 kcal, 32 g protein.",
      },
      {
        title: "Greek Yogurt Raspberry Bowl",
        description:
          "A small bowl of full-fat Greek yogurt with a few raspberries, chia seeds and chopped walnuts — about 340 kcal, 22 g protein.",
      },
      {
        title: "Turkey Sausage & Pepper Skillet",
        description:
          "Lean turkey sausage browned with green peppers and scallions, topped with one fried egg — about 380 kcal, 30 g protein.",
      },
      {
        title: "Cottage Cheese & Cucumber Plate",
        description:
          "Cottage cheese with sliced cucumber, a few cherry tomatoes, hemp seeds and cracked black pepper — about 280 kcal, 28 g protein.",
      },
    ],
    lunch: [
      {
        title: "Chicken Caesar Lettuce Cups",
        description:
          "Grilled chicken breast in romaine cups with parmesan shavings and a light Caesar dressing, no croutons — about 420 kcal, 40 g protein.",
      },
      {
        title: "Tuna-Stuffed Avocado",
        description:
          "Half an avocado filled with tuna, celery, lemon and a spoon of mayo, served with cucumber sticks — about 390 kcal, 30 g protein.",
      },
      {
        title: "Garlic Shrimp Zoodles",
        description:
          "Garlic shrimp tossed with zucchini noodles, sesame oil and chili flakes — about 340 kcal, 32 g protein.",
      },
      {
        title: "Egg Salad Lettuce Wraps",
        description:
          "Three chopped boiled eggs with mustard, mayo and chives wrapped in butter lettuce — about 360 kcal, 20 g protein.",
      },
      {
        title: "Turkey Cobb Salad",
        description:
          "Sliced turkey breast, a boiled egg, crispy bacon bits, avocado and a little blue cheese over mixed greens with vinaigrette — about 450 kcal, 38 g protein.",
      },
    ],
    dinner: [
      {
        title: "Lemon Herb Cod with Asparagus",
        description:
          "A baked cod fillet with lemon, herbs and olive oil, served with roasted asparagus — about 350 kcal, 38 g protein.",
      },
      {
        title: "Chicken & Broccoli Tray Bake",
        description:
          "Skinless chicken thighs roasted with broccoli, garlic and smoked paprika — about 420 kcal, 40 g protein.",
      },
      {
        title: "Cumin Beef Cauliflower Rice Bowl",
        description:
          "Lean ground beef cooked with cumin and tomato over cauliflower rice with sliced radish — about 440 kcal, 36 g protein.",
      },
      {
        title: "Pesto Salmon with Green Beans",
        description:
          "A salmon fillet brushed with basil pesto, served with steamed green beans — about 450 kcal, 34 g protein.",
      },
      {
        title: "Turkey Meatballs over Spinach",
        description:
          "Lean turkey meatballs simmered in a low-carb tomato sauce over sautéed spinach — about 390 kcal, 38 g protein.",
      },
    ],
  },
  maintenance: {
    breakfast: [
      {
        title: "Eggs with Smoked Salmon & Avocado",
        description:
          "Two eggs fried in olive oil with smoked salmon, half an avocado and sautéed mushrooms — about 520 kcal, 30 g protein.",
      },
      {
        title: "Coconut Chia Pudding",
        description:
          "Chia seeds soaked overnight in coconut milk with a scoop of collagen, topped with toasted coconut and a few blueberries — about 480 kcal, 18 g protein.",
      },
      {
        title: "Cheddar & Chive Omelet",
        description:
          "A three-egg omelet with cheddar, chives and spinach, with half an avocado — about 560 kcal, 28 g protein.",
      },
      {
        title: "Almond Flour Pancakes",
        description:
          "Two almond flour pancakes with a spoon of almond butter, a few raspberries and a dollop of full-fat Greek yogurt — about 510 kcal, 20 g protein.",
      },
      {
        title: "Creamy Coffee & Boiled Eggs",
        description:
          "Coffee with a splash of heavy cream alongside two boiled eggs and a handful of macadamia nuts — about 470 kcal, 15 g protein.",
      },
    ],
    lunch: [
      {
        title: "Greek Salad with Grilled Halloumi",
        description:
          "Cucumber, tomato, olives and red onion topped with grilled halloumi and an olive oil dressing — about 560 kcal, 24 g protein.",
      },
      {
        title: "Chicken Bacon Ranch Salad",
        description:
          "Shredded chicken thigh with avocado, bacon, romaine and ranch dressing — about 600 kcal, 36 g protein.",
      },
      {
        title: "Low-Carb Salmon Niçoise",
        description:
          "Flaked salmon, a boiled egg, green beans, olives and lettuce with a Dijon vinaigrette — about 540 kcal, 34 g protein.",
      },
      {
        title: "Bunless Cheeseburger Plate",
        description:
          "A beef patty topped with cheddar, pickles and mustard in lettuce leaves, with a creamy cabbage slaw — about 620 kcal, 32 g protein.",
      },
      {
        title: "Antipasto Plate",
        description:
          "Salami, prosciutto, mozzarella, marinated artichokes, olives and roasted peppers — about 580 kcal, 28 g protein.",
      },
    ],
    dinner: [
      {
        title: "Steak with Olive Oil Chimichurri",
        description:
          "A 150 g sirloin steak with a parsley, garlic and olive oil chimichurri and a side of sautéed spinach — about 560 kcal, 40 g protein.",
      },
      {
        title: "Creamy Tuscan Chicken",
        description:
          "Chicken thighs in a cream, garlic and sun-dried tomato sauce with wilted spinach — about 600 kcal, 36 g protein.",
      },
      {
        title: "Pork Chop with Cauliflower Mash",
        description:
          "A grilled pork chop with cauliflower mash made with olive oil and roasted Brussels sprouts — about 580 kcal, 36 g protein.",
      },
      {
        title: "Zucchini Lasagna",
        description:
          "Layers of sliced zucchini, beef ragù, ricotta and mozzarella baked until bubbling — about 560 kcal, 34 g protein.",
      },
      {
        title: "Thai Green Curry Shrimp",
        description:
          "Shrimp simmered in a coconut milk green curry with bok choy over cauliflower rice — about 540 kcal, 30 g protein.",
      },
    ],
  },
  "muscle-gain": {
    breakfast: [
      {
        title: "Steak & Eggs",
        description:
          "A 150 g sirloin steak with three fried eggs and sautéed mushrooms — about 720 kcal, 60 g protein.",
      },
      {
        title: "Loaded Four-Egg Omelet",
        description:
          "Four eggs with ham, cheddar, peppers and spinach, plus half an avocado — about 740 kcal, 48 g protein.",
      },
      {
        title: "Protein Yogurt Power Bowl",
        description:
          "Full-fat Greek yogurt with a scoop of whey, almond butter, hemp seeds and a few blackberries — about 650 kcal, 50 g protein.",
      },
      {
        title: "Sausage & Egg Breakfast Skillet",
        description:
          "Pork sausages, three eggs, spinach and mushrooms fried in olive oil and topped with cheddar — about 820 kcal, 45 g protein.",
      },
      {
        title: "Smoked Salmon Cream Cheese Roll-Ups",
        description:
          "Smoked salmon rolled around cream cheese and cucumber, with three scrambled eggs on the side — about 640 kcal, 42 g protein.",
      },
    ],
    lunch: [
      {
        title: "Steak Salad with Blue Cheese",
        description:
          "Sliced flank steak over arugula with blue cheese, walnuts, avocado and olive oil — about 760 kcal, 50 g protein.",
      },
      {
        title: "Chicken Thigh Souvlaki Plate",
        description:
          "Grilled chicken thigh skewers with tzatziki, a Greek salad and olives — about 700 kcal, 52 g protein.",
      },
      {
        title: "Salmon Poke-Style Bowl",
        description:
          "Cubed raw salmon, avocado, cucumber and sesame seeds over cauliflower rice with spicy mayo — about 720 kcal, 42 g protein.",
      },
      {
        title: "Bacon Cheeseburger Salad",
        description:
          "Two crumbled beef patties over lettuce with bacon, cheddar, pickles and a burger-sauce dressing — about 850 kcal, 55 g protein.",
      },
      {
        title: "Tuna Melt Stuffed Peppers",
        description:
          "Bell pepper halves filled with tuna, mayo and celery, topped with melted cheddar — about 640 kcal, 48 g protein.",
      },
    ],
    dinner: [
      {
        title: "Lamb Chops with Mint Pesto",
        description:
          "Three grilled lamb chops with mint pesto, roasted zucchini and crumbled feta — about 780 kcal, 50 g protein.",
      },
      {
        title: "Butter Chicken with Cauliflower Rice",
        description:
          "Chicken thighs in a creamy tomato butter sauce over cauliflower rice — about 760 kcal, 52 g protein.",
      },
      {
        title: "Salmon with Creamed Spinach",
        description:
          "A large salmon fillet with creamed spinach and garlic-roasted broccoli — about 720 kcal, 48 g protein.",
      },
      {
        title: "Texas-Style Beef Chili",
        description:
          "Slow-cooked beef chuck chili with peppers and spices, topped with sour cream, cheddar and avocado — about 800 kcal, 55 g protein.",
      },
      {
        title: "Pesto-Stuffed Chicken with Walnuts",
        description:
          "A large chicken breast stuffed with spinach, basil pesto and mozzarella, with roasted broccoli, toasted walnuts and olive oil — about 720 kcal, 62 g protein.",
      },
    ],
  },
};
