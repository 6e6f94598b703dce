import type { MealIdeas } from "./model";

/** Paleo: five ideas for each goal and meal of the day. */
export const paleoMealIdeas: MealIdeas["paleo"] = {
  "fat-loss": {
    breakfast: [
      {
        title: "Veggie Egg-White Scramble",
        description:
          "One egg and extra egg whites scrambled with spinach, tomato and onion in olive oil — about 280 kcal, 24 g protein.",
      },
      {
        title: "Chicken Sausage & Kale",
        description:
          "Two chicken-apple sausages with garlicky sautéed kale and a few sliced strawberries — about 340 kcal, 26 g protein.",
      },
      {
        title: "Smoked Salmon Avocado Plate",
        description:
          "Smoked salmon with a quarter of an avocado, cucumber ribbons, capers and lemon — about 320 kcal, 25 g protein.",
      },
      {
        title: "Turkey Sweet Potato Hash",
        description:
          "A small sweet potato hash with peppers and lean ground turkey, topped with a poached egg — about 420 kcal, 32 g protein.",
      },
      {
        title: "Berry Collagen Smoothie",
        description:
          "Almond milk blended with mixed berries, spinach, collagen peptides and a spoon of almond butter — about 310 kcal, 22 g protein.",
      },
    ],
    lunch: [
      {
        title: "Dairy-Free Chicken Cobb",
        description:
          "Grilled chicken breast, a boiled egg, avocado, tomato and cucumber over greens with a lemon-olive oil dressing — about 430 kcal, 42 g protein.",
      },
      {
        title: "Tuna Avocado Lettuce Boats",
        description:
          "Tuna mashed with avocado, celery and red onion in romaine leaves, with cherry tomatoes — about 330 kcal, 32 g protein.",
      },
      {
        title: "Grilled Shrimp & Mango Salad",
        description:
          "Grilled shrimp with mango, cucumber and red cabbage over greens with a lime-chili dressing — about 340 kcal, 30 g protein.",
      },
      {
        title: "Turkey Burger Lettuce Wrap",
        description:
          "A lean turkey patty wrapped in iceberg lettuce with tomato, onion and mustard, plus a crunchy vinegar slaw — about 380 kcal, 34 g protein.",
      },
      {
        title: "Chicken & Vegetable Bone Broth Soup",
        description:
          "A big bowl of shredded chicken, carrot, celery and zucchini in bone broth — about 320 kcal, 34 g protein.",
      },
    ],
    dinner: [
      {
        title: "Lemon Dill Salmon with Broccolini",
        description:
          "A salmon fillet baked with lemon and dill, with roasted broccolini and cauliflower — about 420 kcal, 36 g protein.",
      },
      {
        title: "Chicken Fajita Bowl",
        description:
          "Sliced chicken breast with peppers and onions over cauliflower rice with salsa and guacamole — about 430 kcal, 40 g protein.",
      },
      {
        title: "Zucchini Noodle Bolognese",
        description:
          "Lean beef and mushroom bolognese over zucchini noodles with fresh basil — about 410 kcal, 35 g protein.",
      },
      {
        title: "Cod en Papillote",
        description:
          "Cod baked in parchment with cherry tomatoes, olives, fennel and lemon — about 320 kcal, 36 g protein.",
      },
      {
        title: "Turkey-Stuffed Peppers",
        description:
          "Bell peppers filled with lean ground turkey, tomato, onion and herbs, with a green salad — about 380 kcal, 34 g protein.",
      },
    ],
  },
  maintenance: {
    breakfast: [
      {
        title: "Sweet Potato Rounds with Avocado & Egg",
        description:
          "Roasted sweet potato slices topped with mashed avocado and two fried eggs — about 480 kcal, 16 g protein.",
      },
      {
        title: "Banana Almond Pancakes",
        description:
          "Pancakes made from banana, eggs and almond flour, topped with berries and toasted coconut — about 500 kcal, 18 g protein.",
      },
      {
        title: "Pork, Apple & Sage Hash",
        description:
          "Diced sweet potato, apple and kale fried in coconut oil with ground pork, sage and a fried egg — about 560 kcal, 30 g protein.",
      },
      {
        title: "Mango Coconut Chia Bowl",
        description:
          "Chia seeds soaked in coconut milk with mango, kiwi and toasted almonds, plus two boiled eggs on the side — about 470 kcal, 21 g protein.",
      },
      {
        title: "Bacon, Egg & Avocado Plate",
        description:
          "Two eggs, two slices of bacon, half an avocado and grilled tomatoes — about 540 kcal, 25 g protein.",
      },
    ],
    lunch: [
      {
        title: "Chicken Shawarma Plate",
        description:
          "Spiced chicken thigh with a cucumber-tomato salad, pickled onions, a small roasted sweet potato and a tahini drizzle — about 580 kcal, 38 g protein.",
      },
      {
        title: "Flank Steak & Roasted Squash Salad",
        description:
          "Sliced flank steak over arugula with roasted squash, red onion, pumpkin seeds and balsamic vinaigrette — about 560 kcal, 38 g protein.",
      },
      {
        title: "Salmon Cakes with Apple Slaw",
        description:
          "Two salmon cakes bound with egg and almond flour, served with a cabbage and apple slaw — about 520 kcal, 34 g protein.",
      },
      {
        title: "Thai Coconut Chicken Soup",
        description:
          "Chicken breast, mushrooms and lemongrass in a coconut milk broth with plenty of greens — about 480 kcal, 34 g protein.",
      },
      {
        title: "Pulled Pork Sweet Potato Bowl",
        description:
          "Pulled pork shoulder over roasted sweet potato cubes with avocado, slaw and lime — about 620 kcal, 36 g protein.",
      },
    ],
    dinner: [
      {
        title: "Rosemary Roast Chicken & Root Veg",
        description:
          "A roasted chicken leg with carrots, parsnips and red onion cooked in olive oil and rosemary — about 600 kcal, 38 g protein.",
      },
      {
        title: "Beef & Broccoli Stir-Fry",
        description:
          "Sliced sirloin and broccoli stir-fried with coconut aminos, ginger and garlic over cauliflower rice — about 540 kcal, 40 g protein.",
      },
      {
        title: "Pork Tenderloin with Caramelized Apples",
        description:
          "Roasted pork tenderloin with apples and onions cooked down in olive oil, with steamed green beans — about 520 kcal, 40 g protein.",
      },
      {
        title: "Shrimp Scampi over Zoodles",
        description:
          "Shrimp sautéed in olive oil, garlic, lemon and chili over zucchini noodles with cherry tomatoes — about 450 kcal, 32 g protein.",
      },
      {
        title: "Herb-Crusted Salmon with Sweet Potato",
        description:
          "A salmon fillet with a herb and almond crust, half a baked sweet potato and steamed asparagus — about 600 kcal, 38 g protein.",
      },
    ],
  },
  "muscle-gain": {
    breakfast: [
      {
        title: "Big Paleo Breakfast Plate",
        description:
          "Four eggs, two chicken sausages, roasted sweet potato wedges and sautéed spinach — about 800 kcal, 50 g protein.",
      },
      {
        title: "Steak & Sweet Potato Hash",
        description:
          "Diced sirloin with sweet potato, peppers and onions, topped with two fried eggs — about 780 kcal, 52 g protein.",
      },
      {
        title: "Salmon & Soft-Boiled Egg Bowl",
        description:
          "Smoked salmon, three soft-boiled eggs, avocado and roasted sweet potato cubes — about 720 kcal, 42 g protein.",
      },
      {
        title: "Egg-White Protein Smoothie Bowl",
        description:
          "Coconut milk blended with banana, berries and egg-white protein powder, topped with almond butter and pumpkin seeds — about 680 kcal, 40 g protein.",
      },
      {
        title: "Turkey & Sweet Potato Frittata",
        description:
          "A third of a six-egg frittata with ground turkey, spinach and sweet potato, with a bowl of fresh fruit — about 650 kcal, 48 g protein.",
      },
    ],
    lunch: [
      {
        title: "Double Chicken Burrito-Style Bowl",
        description:
          "A double portion of grilled chicken over cauliflower rice and roasted sweet potato with salsa, guacamole and peppers — about 780 kcal, 62 g protein.",
      },
      {
        title: "Bison Burger Plate",
        description:
          "Two bison patties in lettuce wraps with sweet potato wedges, avocado and tomato — about 820 kcal, 58 g protein.",
      },
      {
        title: "Salmon & Beet Power Salad",
        description:
          "A large salmon fillet over kale with roasted beets, walnuts, avocado and a lemon-olive oil dressing — about 760 kcal, 44 g protein.",
      },
      {
        title: "Pulled Chicken & Plantain Bowl",
        description:
          "Shredded chicken thighs with fried plantain, mango salsa and avocado — about 740 kcal, 50 g protein.",
      },
      {
        title: "Meatballs & Roasted Veg Tray",
        description:
          "Beef and pork meatballs bound with egg and almond flour, with roasted peppers, zucchini and sweet potato — about 760 kcal, 50 g protein.",
      },
    ],
    dinner: [
      {
        title: "Ribeye with Sweet Potato Mash",
        description:
          "A 200 g ribeye steak with sweet potato mash and garlicky green beans — about 850 kcal, 55 g protein.",
      },
      {
        title: "Lamb Kofta with Cauliflower Tabbouleh",
        description:
          "Lamb kofta skewers with a herby cauliflower tabbouleh, cucumber and tahini sauce — about 780 kcal, 45 g protein.",
      },
      {
        title: "Chicken Thigh & Squash Tray Bake",
        description:
          "Four chicken thighs roasted with butternut squash, red onion and Brussels sprouts — about 760 kcal, 56 g protein.",
      },
      {
        title: "Sweet Potato Shepherd’s Pie",
        description:
          "Lean ground beef and vegetables under a sweet potato mash topping, baked until golden — about 720 kcal, 48 g protein.",
      },
      {
        title: "Sesame-Crusted Tuna Steak",
        description:
          "A seared tuna steak with a sesame crust, roasted sweet potato, avocado and a ginger-lime slaw — about 700 kcal, 55 g protein.",
      },
    ],
  },
};
