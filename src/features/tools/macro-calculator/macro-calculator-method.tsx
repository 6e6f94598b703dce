import { useId } from "react";
import { Link } from "react-router";
import { HealthNote } from "~/components/ui/health-note";
import { paths } from "~/config/paths";

/** "How this is calculated" with its sources, and the health note: static text
 * below the form, loaded (and hydrated) after the form is interactive. */
export default function MacroMethod() {
  const howId = useId();
  return (
    <div className="mt-10 grid items-start gap-6 lg:grid-cols-2">
      <section aria-labelledby={howId} className="text-ink-700">
        <h2 id={howId} className="font-display text-xl font-semibold text-ink-950">
          How this is calculated
        </h2>
        <p className="mt-2">
          Your basal metabolic rate comes from the Harris-Benedict equation (the original 1918/1919 study, in
          its common imperial form) or, if you choose it, the newer Mifflin-St Jeor equation from 1990. It’s
          multiplied by 1.2, 1.55 or 1.75 for your activity, then 500 kcal is taken off for fat loss or 300
          kcal added for muscle gain. The calories are split 70% fat, 25% protein and 5% carbs, at 9 kcal per
          gram of fat and 4 per gram of protein or carbs.
        </p>
        <p className="mt-2">
          If you know your body fat (or estimate it from a tape measure with the US Navy method, typically
          within about 3.5 points of underwater weighing), the Katch-McArdle equation works from your lean
          mass instead: 370 + 21.6 kcal per kg. The split can then be set in grams, keto-style: protein per kg
          of lean mass, net carbs capped at 20, 30 or 50 g, and fat for the calories left.
        </p>
        <p className="mt-2">
          These equations estimate adults’ energy needs (Mifflin-St Jeor, for one, was derived from 498
          healthy people aged 19 to 78), so the calculator takes ages 18 to 100. A target under 1,200 kcal a
          day for women or 1,500 for men is shown as an estimate, not turned into a plan: Harvard Health
          Publishing advises against eating less than that without a health professional’s supervision.
        </p>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
          <li>
            Harris JA, Benedict FG.{" "}
            <a
              href="https://doi.org/10.1073/pnas.4.12.370"
              className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              A Biometric Study of Human Basal Metabolism
            </a>
            . PNAS 1918;4(12):370-373.
          </li>
          <li>
            Mifflin MD, St Jeor ST, Hill LA, et al.{" "}
            <a
              href="https://doi.org/10.1093/ajcn/51.2.241"
              className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              A new predictive equation for resting energy expenditure in healthy individuals
            </a>
            . Am J Clin Nutr 1990;51(2):241-247.
          </li>
          <li>
            Hodgdon JA, Beckett MB. Prediction of percent body fat for U.S. Navy men and women from body
            circumferences and height. Naval Health Research Center reports 84-11 and 84-29, 1984.
          </li>
          <li>
            McArdle WD, Katch FI, Katch VL. Exercise Physiology: Nutrition, Energy, and Human Performance.
            Lippincott Williams &amp; Wilkins.
          </li>
          <li>
            Harvard Health Publishing.{" "}
            <a
              href="https://www.health.harvard.edu/staying-healthy/calorie-counting-made-easy"
              className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              Calorie counting made easy
            </a>
            .
          </li>
        </ul>
        <p className="mt-3">
          Want to know what to eat with these numbers? Read our{" "}
          <Link
            to={paths.diets.keto}
            className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            ketogenic diet guide
          </Link>
          .
        </p>
      </section>
      <HealthNote />
    </div>
  );
}
