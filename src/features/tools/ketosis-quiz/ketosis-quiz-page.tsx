import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonStyles } from "~/components/ui/button-link";
import { FormAlert } from "~/components/ui/form-alert";
import { focusedHeading } from "~/hooks/use-focus-on-mount";
import { HealthNote } from "~/components/ui/health-note";
import { paths } from "~/config/paths";
import {
  type Answer,
  diabetesFirstNote,
  hasKetoacidosisSigns,
  highBloodSugarNote,
  isComplete,
  QUESTION_COUNT,
  type QuestionId,
  type QuizAnswers,
  quizQuestions,
  resultFor,
  scoreQuiz,
  type Verdict,
} from "./ketosis-quiz";
import { ToolHeader } from "~/components/ui/tool-header";
import { keepValue } from "~/lib/before-hydration";

const INCOMPLETE_MESSAGE = "Please answer all questions.";

/** What the score suggests; what it can't tell is said once, beside every verdict (`SignsAreClues`). */
const verdictDetail: Record<Verdict, string> = {
  likely: "Several common signs line up.",
  "on-the-way": "Some signs are there. A few more days of very low carbs usually helps.",
  "not-yet":
    "Few signs so far. Ketosis usually takes a few days of eating under about 50g of carbs a day to begin.",
};

/** Shown with every verdict: signs hint, a blood ketone meter tells. */
function SignsAreClues() {
  return (
    <p className="mt-4 text-ink-800">
      These signs are only clues: only a blood ketone meter can tell you for sure.{" "}
      <Link
        to={`${paths.article("testing-for-ketones")}#blood-testing-the-reference`}
        className="font-semibold text-brand-800 underline underline-offset-4"
      >
        How blood ketone testing works
      </Link>
    </p>
  );
}

const options: readonly { value: Answer; label: string }[] = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

export function KetosisQuizPage() {
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [showResult, setShowResult] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const groupName = useId();
  const resultHeadingId = useId();
  const emergencyHeadingId = useId();
  const measureHeadingId = useId();
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const firstRadioRef = useRef<HTMLInputElement>(null);
  // Focus moves only after a view change the reader asked for, never on load.
  const focusNext = useRef<"result" | "questions" | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === "result") resultHeadingRef.current?.focus();
    if (target === "questions") firstRadioRef.current?.focus();
  }, [showResult]);

  const answer = (id: QuestionId, value: Answer) => setAnswers((current) => ({ ...current, [id]: value }));

  const submit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isComplete(answers)) {
      setAttempt((count) => count + 1);
      return;
    }
    setAttempt(0);
    focusNext.current = "result";
    setShowResult(true);
  };

  const retake = () => {
    setAnswers({});
    setAttempt(0);
    focusNext.current = "questions";
    setShowResult(false);
  };

  const score = scoreQuiz(answers);
  const result = showResult ? resultFor(score) : null;
  const showMissing = attempt > 0;

  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:px-6 sm:py-16">
      <ToolHeader
        title="Ketosis Indicator Quiz"
        intro="Five quick yes-or-no questions about common signs of ketosis. It’s a rough self-check, not a test: only a ketone reading can tell you for sure."
      />

      <div className="mt-10 max-w-3xl rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-8">
        {!showResult && (
          <form noValidate onSubmit={submit}>
            <ol className="space-y-6">
              {quizQuestions.map((question, index) => {
                const missing = showMissing && answers[question.id] === undefined;
                return (
                  <li key={question.id}>
                    <fieldset>
                      <legend className="text-lg font-semibold text-ink-950">
                        <span aria-hidden="true" className="mr-2 font-display text-brand-800">
                          {index + 1}.
                        </span>
                        {question.text}
                      </legend>
                      <div className="mt-3 flex gap-3">
                        {options.map((option, optionIndex) => (
                          <label
                            key={option.value}
                            className="flex min-h-11 min-w-28 cursor-pointer items-center gap-3 rounded-xl border border-ink-300 bg-white px-4 py-2 text-base font-medium text-ink-900 hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-50"
                          >
                            <input
                              ref={keepValue(
                                answers[question.id] ?? "",
                                (chosen) => {
                                  const picked = options.find((other) => other.value === chosen);
                                  if (picked) answer(question.id, picked.value);
                                },
                                index === 0 && optionIndex === 0 ? firstRadioRef : undefined,
                              )}
                              type="radio"
                              name={`${groupName}-${question.id}`}
                              value={option.value}
                              checked={answers[question.id] === option.value}
                              onChange={() => answer(question.id, option.value)}
                              className="size-5 accent-brand-700"
                            />
                            {option.label}
                          </label>
                        ))}
                      </div>
                      {missing && <p className="mt-2 text-sm font-medium text-fuel-800">Not answered yet.</p>}
                    </fieldset>
                  </li>
                );
              })}
            </ol>
            {showMissing && !isComplete(answers) && (
              <div className="mt-6">
                <FormAlert message={INCOMPLETE_MESSAGE} attempt={attempt} />
              </div>
            )}
            <button type="submit" className={`${buttonStyles.primary} mt-8 w-full sm:w-auto`}>
              Get My Results
            </button>
          </form>
        )}

        <div aria-live="polite">
          {result && (
            <section aria-labelledby={resultHeadingId}>
              <h2
                ref={resultHeadingRef}
                id={resultHeadingId}
                tabIndex={-1}
                className={`text-2xl font-semibold ${focusedHeading}`}
              >
                Your result
              </h2>
              {hasKetoacidosisSigns(answers) && (
                <p className="mt-4 rounded-2xl border-2 border-fuel-700 bg-fuel-50 p-4 text-ink-900">
                  <strong className="font-semibold">{diabetesFirstNote.lead}</strong>{" "}
                  {diabetesFirstNote.advice}
                </p>
              )}
              <p className="mt-4 font-display text-2xl font-semibold text-ink-950 sm:text-3xl">
                {result.message}
              </p>
              <p className="mt-2 text-lg text-ink-800">{`You answered yes to ${score} of ${QUESTION_COUNT}.`}</p>
              <p className="mt-4 text-ink-700">{verdictDetail[result.verdict]}</p>
              <SignsAreClues />
              <p className="mt-6 rounded-2xl border-2 border-fuel-700 bg-fuel-50 p-4 text-ink-900">
                <strong className="font-semibold">{highBloodSugarNote.lead}</strong>{" "}
                {highBloodSugarNote.advice}
              </p>
              <button type="button" onClick={retake} className={`${buttonStyles.ghost} mt-8`}>
                Retake
              </button>
            </section>
          )}
        </div>
      </div>

      <aside
        aria-labelledby={emergencyHeadingId}
        className="mt-10 max-w-3xl rounded-2xl border-2 border-fuel-700 bg-fuel-50 p-5 sm:p-6"
      >
        <h2 id={emergencyHeadingId} className="text-xl font-semibold text-fuel-900">
          <span aria-hidden="true">⚠️ </span>When it’s an emergency
        </h2>
        <p className="mt-2 text-ink-900">
          Fruity-smelling breath <strong>together with nausea, vomiting, abdominal pain or confusion</strong>{" "}
          — especially if you have diabetes — can signal diabetic ketoacidosis (DKA), a medical emergency.{" "}
          <strong>Seek urgent care</strong>; don’t wait to see if it passes.
        </p>
      </aside>

      <section aria-labelledby={measureHeadingId} className="mt-12 max-w-3xl">
        <h2 id={measureHeadingId} className="text-2xl font-semibold">
          How to measure ketones properly
        </h2>
        <p className="mt-3 text-ink-700">
          The signs above are hints, not proof — appetite, focus and thirst change for many reasons. To know,
          measure:
        </p>
        <ul className="mt-4 list-disc space-y-3 pl-6 text-ink-800">
          <li>
            <strong>Blood meter (β-hydroxybutyrate, BHB):</strong> the most reliable. A finger-prick reading
            of about 0.5–3.0 mmol/L is commonly cited as nutritional ketosis.
          </li>
          <li>
            <strong>Breath acetone meter:</strong> needle-free and moderately reliable — good for trends, less
            precise than blood.
          </li>
          <li>
            <strong>Urine strips:</strong> cheap and handy in the first days, but they become unreliable after
            a few weeks, as your body adapts and passes fewer ketones in urine.
          </li>
        </ul>
        <p className="mt-4 text-ink-700">
          New to keto?{" "}
          <Link to={paths.diets.keto} className="font-semibold text-brand-800 underline underline-offset-4">
            Read our ketogenic diet guide
          </Link>
          .
        </p>
      </section>

      <HealthNote className="mt-10 max-w-3xl" />
    </div>
  );
}
