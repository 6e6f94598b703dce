import { whoShouldNotFast } from "~/content/health-note";
import type { DietGuide } from "./model";
import { omadCaution } from "./omad-caution";

/** Why each of the site's list of people who should not fast should talk to a doctor first, where the guide says. */
const safetyReasons: Partial<Record<keyof typeof whoShouldNotFast, string>> = {
  age: "growing bodies need regular, reliable nourishment",
  eatingDisorder: "and stop if fasting makes you anxious, preoccupied with food or prone to binge eating",
  weight: "a BMI under 18.5, losing weight without trying, or recovering from illness or surgery count too",
  diabetes:
    "on insulin or other glucose-lowering medicines, fasting can cause dangerously low blood sugar, and doses usually need adjusting under medical supervision",
  condition: "ask your doctor whether fasting is safe for you",
  medication: "fasting can change how you tolerate it",
};

export const guide = {
  slug: "intermittent-fasting",
  name: "Intermittent fasting",
  title: "Intermittent fasting: a practical, evidence-minded guide",
  subtitle:
    "Intermittent fasting changes when you eat, not what you eat. Here’s how the popular schedules work, what the research really shows, and how to start safely.",
  description:
    "Intermittent fasting explained: 16:8, 18:6, 5:2 and OMAD, how metabolic switching works, a typical 16:8 day, honest evidence, and who should not fast.",
  illustration: { src: "/images/diets/intermittent-fasting.svg", width: 640, height: 480 },
  explanation: [
    {
      id: "what-it-is",
      title: "What intermittent fasting is",
      paragraphs: [
        "Intermittent fasting is an eating pattern rather than a diet in the usual sense. It changes when you eat, not what you eat: you move between periods of eating and periods of going without food, or with very little, on a regular, planned schedule. Some versions simply shorten the daily eating window; others cut food intake sharply on a couple of days each week.",
        "Because no foods are banned, it can sit alongside almost any eating style, from Mediterranean to keto. That also means the quality and amount of what you eat in your window still matter: fasting is best seen as a structure that can make eating less feel manageable, not a way around the basics of a balanced diet.",
      ],
    },
    {
      id: "common-schedules",
      title: "Common schedules, with honest notes",
      paragraphs: [
        "16:8 means fasting for 16 hours and eating within an 8-hour window, for example from noon to 8 p.m. Most of the fast happens while you sleep, so it is the usual starting point. Honest note: in the TREAT trial, 116 adults with overweight or obesity were asked only to eat between noon and 8 p.m. for 12 weeks. Their weight loss was small and not significantly different from a group eating three structured meals a day. The window works as a framework for eating well, not as a result on its own.",
        "18:6 narrows the window to six hours, often from about 1 p.m. to 7 p.m. Honest note: a shorter window can make it simpler to eat less, but hunger tends to rise and fitting enough protein, vegetables and fiber into two meals gets harder. There is no strong evidence that the extra two hours bring benefits of their own.",
        "5:2 means eating normally on five days a week and eating very little on two. In a six-month trial in 107 women with overweight or obesity, two days a week at roughly 2,700 kJ (about 650 kcal) led to similar weight loss to cutting calories every day, with slightly larger improvements in insulin levels. Honest note: the low-intake days can be tough, and results similar to ordinary calorie restriction are the realistic expectation.",
        `OMAD, or one meal a day, means eating all of the day’s food in a single sitting. ${omadCaution}`,
      ],
    },
    {
      id: "how-it-works",
      title: "How it works: metabolic switching",
      paragraphs: [
        "After a meal, your body runs mainly on glucose from food and stores some of it as glycogen in the liver. As a fast goes on and those liver stores run down, the body shifts toward releasing stored fat as fatty acids, and the liver turns some of them into ketones, which the brain and muscles can use for fuel. Researchers call this the metabolic switch. One review places it typically beyond about 12 hours after the last meal, with the timing depending on how full your glycogen stores were and how active you are.",
        "Some scientists think that regularly flipping this switch, not only weight loss, explains part of the benefit seen in studies, such as better insulin sensitivity and resistance to cellular stress. Much of that work comes from animals, though. In people, much of the benefit seems to come from simply eating less, which is why trials comparing fasting with ordinary calorie restriction often find similar results.",
        "Expect an adjustment period. A major review notes that hunger, irritability and trouble concentrating are common when people start fasting, and that these usually ease within about a month.",
      ],
    },
    {
      id: "a-typical-day",
      title: "A typical 16:8 day, and how to get started",
      paragraphs: [
        "Here’s what a simple noon-to-8 p.m. day can look like. In the morning you drink water; black coffee or plain tea without milk or sugar are fine during the fast. Hunger may arrive in a wave around your old breakfast time and then pass, especially if you drink something or take a short walk. At noon you break the fast with a proper meal built around protein and vegetables, such as an omelet with spinach and feta and whole-grain toast. An afternoon snack of Greek yogurt with berries is fine if you need it. Dinner, finished by 8 p.m., might be salmon with roasted vegetables and potatoes. After that, stick to water or herbal tea until lunch the next day.",
        "To get started, don’t jump straight to 16 hours. Close the kitchen after dinner, have breakfast a little later than usual, and stretch the gap gradually over a couple of weeks. Pick a window you can keep on most days, including weekends.",
        "Make protein a priority at each meal and keep up some strength training: in the TREAT trial, participants who had detailed body scans lost more lean mass on the fasting schedule than in the comparison group. Drink steadily, don’t “make up” for the fast with extra snacks, and review your energy, sleep, mood and hunger after a few weeks. If a schedule leaves you miserable, it isn’t the right one for you.",
      ],
    },
  ],
  benefits: [
    {
      title: "Weight loss, on par with calorie cutting",
      text: "In trials, intermittent fasting usually produces weight loss similar to ordinary daily calorie restriction, not more. The evidence is moderate and consistent: fasting may help because it makes eating less easier for some people.",
    },
    {
      title: "A simple structure",
      text: "Many people find a clock-based rule easier than counting every calorie, and it can cut out late-evening snacking. This is a practical benefit reported by users rather than something trials have measured well, and it doesn’t suit everyone.",
    },
    {
      title: "Possible improvements in insulin sensitivity",
      text: "Some trials have found modest improvements in insulin levels, including the 5:2 study described above. The evidence is early and mixed, and much of the effect may come from weight loss itself.",
    },
    {
      title: "Metabolic switching and cellular effects",
      text: "Animal research suggests regular fasting triggers stress-resistance and repair pathways. Human evidence for longer-term benefits, such as healthier aging, is still limited, so treat these claims as promising but unproven.",
    },
    {
      title: "Works with any way of eating",
      text: "Because fasting changes timing rather than food choices, it can be combined with Mediterranean, keto, vegetarian or other eating patterns. This flexibility is practical rather than a measured health effect.",
    },
  ],
  combining: {
    id: "combining-with-keto",
    title: "Combining intermittent fasting with keto",
    paragraphs: [
      "Intermittent fasting and keto are often paired because both lower insulin and raise ketones: fasting through time without food, keto through cutting carbohydrate to a very low level. Many people on keto say longer gaps between meals feel easier, although this is mostly anecdotal.",
      "There is little direct research on the combination, and no good evidence that it beats either approach done well on its own. Stacking them also stacks the downsides: early keto headaches and fatigue can overlap with early fasting hunger, and fewer meals make it harder to get enough protein, fiber and electrolytes.",
      "If you want to try both, start one and let it settle for a few weeks before adding the other. Keep the eating window realistic rather than jumping to one meal a day, build meals around protein and non-starchy vegetables, salt your food (unless you’ve been told to limit salt) and drink regularly.",
      "If you have diabetes, especially if you take insulin or other glucose-lowering medicines, don’t combine fasting and keto without your doctor’s supervision, because doses often need adjusting. Our ketogenic diet guide explains who should check before starting keto.",
    ],
  },
  safety: {
    title: "Who should not fast — talk to your doctor first",
    points: [
      ...Object.entries(whoShouldNotFast).map(([key, who]) => {
        const reason = safetyReasons[key as keyof typeof whoShouldNotFast];
        return reason ? `You ${who}: ${reason}.` : `You ${who}.`;
      }),
      "If you feel dizzy, faint, shaky, confused or unwell in any way while fasting, stop, eat something and seek medical help if it doesn’t settle quickly. There is no prize for pushing through.",
    ],
  },
  relatedTools: [
    {
      label: "Fasting Schedule Generator",
      to: "/tools/fasting-schedule",
      text: "Pick a schedule and get an eating window that fits around your day.",
    },
    {
      label: "Fasting timer",
      to: "/tools/fasting-timer",
      text: "Time today’s fast, see when your eating window opens, and keep your history on your own device.",
    },
    {
      label: "Meal Examples",
      to: "/tools/meal-examples",
      text: "Ideas for protein-rich, balanced meals to break your fast with.",
    },
    {
      label: "Ketosis Indicator Quiz",
      to: "/tools/ketosis-quiz",
      text: "Combining fasting with keto? Check whether the signs you notice fit ketosis.",
    },
  ],
  sources: [
    {
      citation:
        "de Cabo R, Mattson MP. Effects of intermittent fasting on health, aging, and disease. N Engl J Med. 2019;381(26):2541-2551.",
      url: "https://doi.org/10.1056/NEJMra1905136",
    },
    {
      citation:
        "Anton SD, Moehl K, Donahoo WT, et al. Flipping the metabolic switch: understanding and applying the health benefits of fasting. Obesity (Silver Spring). 2018;26(2):254-268.",
      url: "https://doi.org/10.1002/oby.22065",
    },
    {
      citation:
        "Lowe DA, Wu N, Rohdin-Bibby L, et al. Effects of time-restricted eating on weight loss and other metabolic parameters in women and men with overweight and obesity: the TREAT randomized clinical trial. JAMA Intern Med. 2020;180(11):1491-1499.",
      url: "https://doi.org/10.1001/jamainternmed.2020.4153",
    },
    {
      citation:
        "Harvie MN, Pegington M, Mattson MP, et al. The effects of intermittent or continuous energy restriction on weight loss and metabolic disease risk markers: a randomized trial in young overweight women. Int J Obes (Lond). 2011;35(5):714-727.",
      url: "https://doi.org/10.1038/ijo.2010.171",
    },
    {
      citation:
        "Stote KS, Baer DJ, Spears K, et al. A controlled trial of reduced meal frequency without caloric restriction in healthy, normal-weight, middle-aged adults. Am J Clin Nutr. 2007;85(4):981-988.",
      url: "https://doi.org/10.1093/ajcn/85.4.981",
    },
    {
      citation:
        "World Health Organization. Obesity: preventing and managing the global epidemic. Report of a WHO consultation. WHO Technical Report Series 894. Geneva: World Health Organization; 2000.",
    },
  ],
} satisfies DietGuide;
