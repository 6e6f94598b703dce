import type { MealIdeas } from "./model";

/** Vegan: five ideas for each goal and meal of the day. */
export const veganMealIdeas: MealIdeas["vegan"] = {
  "fat-loss": {
    breakfast: [
      {
        title: "Tofu Scramble with Spinach",
        description:
          "Firm tofu scrambled with turmeric, spinach, tomatoes and nutritional yeast — about 280 kcal, 24 g protein.",
      },
      {
        title: "Soy Yogurt Berry Bowl",
        description:
          "Unsweetened soy yogurt with mixed berries, ground flaxseed and a few pumpkin seeds — about 290 kcal, 18 g protein.",
      },
      {
        title: "Green Pea Protein Smoothie",
        description:
          "Soy milk blended with pea protein, spinach, frozen berries and half a banana — about 300 kcal, 30 g protein.",
      },
      {
        title: "Chickpea Flour Omelet",
        description:
          "A chickpea flour omelet with mushrooms, peppers and scallions, with cherry tomatoes on the side — about 320 kcal, 18 g protein.",
      },
      {
        title: "Protein Overnight Oats",
        description:
          "A small portion of oats soaked in soy milk with pea protein, chia and cinnamon, topped with raspberries — about 360 kcal, 28 g protein.",
      },
    ],
    lunch: [
      {
        title: "Red Lentil & Spinach Dal Soup",
        description:
          "Red lentils simmered with tomato, spinach, ginger and cumin into a thick soup — about 350 kcal, 20 g protein.",
      },
      {
        title: "Tofu & Edamame Crunch Salad",
        description:
          "Baked tofu, edamame, shredded cabbage, carrot and cucumber with a sesame-lime dressing — about 380 kcal, 28 g protein.",
      },
      {
        title: "Smashed Chickpea Lettuce Wraps",
        description:
          "Smashed chickpeas with celery, dill, mustard and lemon-tahini in lettuce leaves, with a side of edamame — about 380 kcal, 22 g protein.",
      },
      {
        title: "Tempeh Buddha Bowl",
        description:
          "Grilled tempeh over greens with roasted broccoli, a small scoop of quinoa and a tahini-lemon dressing — about 430 kcal, 28 g protein.",
      },
      {
        title: "Seitan Fajita Salad",
        description:
          "Seared seitan strips with peppers, onions, lettuce, salsa and a little avocado — about 380 kcal, 34 g protein.",
      },
    ],
    dinner: [
      {
        title: "Tofu & Vegetable Stir-Fry",
        description:
          "Firm tofu stir-fried with broccoli, snap peas, peppers, ginger and tamari over a small scoop of brown rice — about 420 kcal, 26 g protein.",
      },
      {
        title: "Black Bean Chili",
        description:
          "A big bowl of black bean, pepper and tomato chili with a dollop of soy yogurt and fresh cilantro — about 400 kcal, 22 g protein.",
      },
      {
        title: "Lentil Bolognese over Zucchini Noodles",
        description:
          "Green lentil and mushroom bolognese over zucchini noodles with nutritional yeast — about 380 kcal, 22 g protein.",
      },
      {
        title: "Tempeh Curry with Cauliflower Rice",
        description:
          "Tempeh and spinach in a light tomato curry over cauliflower rice — about 420 kcal, 28 g protein.",
      },
      {
        title: "Lentil-Stuffed Portobello Mushrooms",
        description:
          "Portobello caps filled with lentils, spinach and walnuts, with a big green salad — about 360 kcal, 18 g protein.",
      },
    ],
  },
  maintenance: {
    breakfast: [
      {
        title: "Peanut Butter Banana Oats",
        description:
          "Rolled oats cooked in oat milk with sliced banana, peanut butter and chia seeds — about 520 kcal, 18 g protein.",
      },
      {
        title: "White Bean Avocado Toast",
        description:
          "Whole-grain toast with smashed avocado, white beans, cherry tomatoes and chili flakes — about 480 kcal, 18 g protein.",
      },
      {
        title: "Tofu Breakfast Burrito",
        description:
          "A whole-wheat tortilla with tofu scramble, black beans, salsa and avocado — about 560 kcal, 26 g protein.",
      },
      {
        title: "Mango Chia Pudding",
        description:
          "Chia seeds soaked in soy milk, topped with mango, coconut yogurt and toasted almonds — about 460 kcal, 16 g protein.",
      },
      {
        title: "Whole-Wheat Blueberry Pancakes",
        description:
          "Whole-wheat pancakes made with soy milk and flaxseed, topped with blueberries and almond butter — about 540 kcal, 17 g protein.",
      },
    ],
    lunch: [
      {
        title: "Falafel & Hummus Bowl",
        description:
          "Baked falafel with hummus, tabbouleh, cucumber and pickled red onion — about 560 kcal, 20 g protein.",
      },
      {
        title: "Black Bean Burrito Bowl",
        description:
          "Brown rice, black beans, corn, salsa, lettuce and guacamole — about 600 kcal, 20 g protein.",
      },
      {
        title: "Peanut Soba Noodle Salad",
        description:
          "Soba noodles with edamame, red cabbage, carrot and a peanut-lime dressing — about 580 kcal, 24 g protein.",
      },
      {
        title: "Chickpea & Quinoa Salad",
        description:
          "Chickpeas, quinoa, cucumber, tomato, olives and parsley with a lemon-olive oil dressing — about 520 kcal, 18 g protein.",
      },
      {
        title: "Lemongrass Tofu Banh Mi",
        description:
          "A whole-grain baguette with lemongrass tofu, pickled carrot and daikon, cucumber, cilantro and chili — about 560 kcal, 26 g protein.",
      },
    ],
    dinner: [
      {
        title: "Chickpea & Spinach Curry",
        description:
          "Chickpeas and spinach in a tomato-coconut curry with a portion of brown rice — about 600 kcal, 20 g protein.",
      },
      {
        title: "Lentil Shepherd’s Pie",
        description:
          "Lentils, mushrooms and carrots in a rich gravy under a mashed potato topping — about 540 kcal, 22 g protein.",
      },
      {
        title: "Tofu Pad Thai",
        description:
          "Rice noodles with crispy tofu, bean sprouts, crushed peanuts and lime — about 620 kcal, 26 g protein.",
      },
      {
        title: "Black Bean Tacos",
        description:
          "Three corn tortillas with spiced black beans, cabbage slaw, avocado and salsa — about 560 kcal, 20 g protein.",
      },
      {
        title: "Pasta e Fagioli",
        description:
          "Whole-wheat pasta with cannellini beans, tomatoes, kale and garlic — about 580 kcal, 24 g protein.",
      },
    ],
  },
  "muscle-gain": {
    breakfast: [
      {
        title: "Peanut Protein Oatmeal",
        description:
          "Oats cooked in soy milk with pea protein, peanut butter, banana and hemp seeds — about 720 kcal, 45 g protein.",
      },
      {
        title: "Big Tofu Scramble Plate",
        description:
          "Extra-firm tofu scrambled with black beans, peppers and spinach, with two slices of whole-grain toast and avocado — about 760 kcal, 42 g protein.",
      },
      {
        title: "Smoky Tempeh Breakfast Bagel",
        description:
          "Smoky tempeh strips, tomato and avocado on a whole-grain bagel spread with hummus — about 680 kcal, 36 g protein.",
      },
      {
        title: "Soy Yogurt Protein Bowl",
        description:
          "Soy yogurt mixed with pea protein and topped with toasted oats, berries, walnuts and ground flaxseed — about 700 kcal, 45 g protein.",
      },
      {
        title: "Seitan & Potato Breakfast Hash",
        description:
          "Pan-fried seitan, potatoes, peppers and kale with a glass of soy milk — about 720 kcal, 50 g protein.",
      },
    ],
    lunch: [
      {
        title: "Seitan Shawarma Wrap",
        description:
          "Spiced seitan strips in a whole-wheat wrap with hummus, tabbouleh and tahini sauce — about 780 kcal, 55 g protein.",
      },
      {
        title: "Tempeh Teriyaki Bowl",
        description:
          "Glazed tempeh with edamame, brown rice, broccoli and sesame seeds — about 760 kcal, 45 g protein.",
      },
      {
        title: "Tofu & Black Bean Burrito",
        description:
          "A large whole-wheat tortilla with tofu, black beans, brown rice, salsa and guacamole — about 820 kcal, 40 g protein.",
      },
      {
        title: "Lentil Pasta Pesto Salad",
        description:
          "Red lentil pasta with edamame, cherry tomatoes, spinach and a pine nut and nutritional yeast pesto — about 740 kcal, 45 g protein.",
      },
      {
        title: "Tofu Satay Noodle Bowl",
        description:
          "Baked tofu with whole-wheat noodles, broccoli and a peanut satay sauce — about 800 kcal, 42 g protein.",
      },
    ],
    dinner: [
      {
        title: "Seitan & Cashew Stir-Fry",
        description:
          "Seitan strips, broccoli, peppers and cashews stir-fried in a ginger-garlic sauce over brown rice — about 780 kcal, 55 g protein.",
      },
      {
        title: "Tofu Tikka Masala",
        description:
          "Tandoori-spiced tofu in a cashew-cream tikka sauce with brown rice and a side of lentil dal — about 820 kcal, 42 g protein.",
      },
      {
        title: "Lentil & Walnut Bolognese",
        description:
          "Red lentil and walnut bolognese over whole-wheat spaghetti with nutritional yeast — about 760 kcal, 38 g protein.",
      },
      {
        title: "Tempeh Three-Bean Chili",
        description:
          "Crumbled tempeh with kidney, black and pinto beans in a smoky chili over quinoa with avocado — about 800 kcal, 50 g protein.",
      },
      {
        title: "BBQ Tofu & Sweet Potato Plate",
        description:
          "Barbecue-glazed tofu with roasted sweet potato, grilled corn and an edamame slaw — about 740 kcal, 40 g protein.",
      },
    ],
  },
};
