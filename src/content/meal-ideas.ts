/**
 * Meal ideas for the Meal Examples tool: five per diet, goal and meal of the
 * day (4 × 3 × 3 × 5 = 180). Read at build time by the route loader, so the
 * text ships as page data, not JavaScript.
 *
 * Every description is one sentence ending in a rough estimate, "— about
 * N kcal, N g protein.": lighter and protein-forward for fat loss, balanced
 * for maintenance, more energy and protein for muscle gain. The figures are
 * ballpark values for a typical portion, not measured nutrition data.
 */

export type Diet = "keto" | "paleo" | "mediterranean" | "vegan";
export type Goal = "fat-loss" | "maintenance" | "muscle-gain";
export type Meal = "breakfast" | "lunch" | "dinner";

export interface MealIdea {
  /** Short dish name. */
  title: string;
  /** One sentence: main components, then "— about N kcal, N g protein." */
  description: string;
}

export type MealIdeas = Record<Diet, Record<Goal, Record<Meal, MealIdea[]>>>;

export const mealIdeas: MealIdeas = {
  keto: {
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
  },
  paleo: {
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
  },
  mediterranean: {
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
  },
  vegan: {
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
  },
};
