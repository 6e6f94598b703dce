/** A yes/no quiz question. */
export interface QuizQuestion {
  id: QuestionId;
  text: string;
}

export type QuestionId = 1 | 2 | 3 | 4 | 5;
export type Answer = "yes" | "no";

/** The reader's answers by question id; a missing id is still unanswered. */
export type QuizAnswers = Readonly<Partial<Record<QuestionId, Answer>>>;

export type Verdict = "likely" | "on-the-way" | "not-yet";

export interface QuizResult {
  verdict: Verdict;
  message: string;
}

/** The five common signs of ketosis, in the order they are asked. */
export const quizQuestions: readonly QuizQuestion[] = [
  { id: 1, text: "Have you eaten less than 50g of carbs today?" },
  { id: 2, text: "Have you noticed a change in your breath, such as a fruity or metallic taste or smell?" },
  { id: 3, text: "Has your appetite dropped?" },
  { id: 4, text: "Do you feel more mentally clear or focused than usual?" },
  { id: 5, text: "Are you urinating more often or feeling thirstier than usual?" },
];

export const QUESTION_COUNT = quizQuestions.length;

/**
 * Shown with every result: question 5's signs (thirst, urinating more) are
 * also the classic signs of high blood sugar, so a "yes" must never be read
 * as ketosis alone.
 */
export const highBloodSugarNote = {
  lead: "Thirst and frequent urination are also classic signs of high blood sugar.",
  advice:
    "See a doctor if you have diabetes, or if you notice symptoms such as unexplained weight loss, very frequent urination or extreme thirst — don’t put them down to ketosis.",
} as const;

/**
 * Fruity breath (question 2) with thirst or urinating more (question 5): the
 * early signs of diabetic ketoacidosis as well as of ketosis (NHS, "Diabetic
 * ketoacidosis"). For a reader with diabetes that comes before any verdict.
 */
export function hasKetoacidosisSigns(answers: QuizAnswers): boolean {
  return answers[2] === "yes" && answers[5] === "yes";
}

/** Shown first, above the verdict, when `hasKetoacidosisSigns`. */
export const diabetesFirstNote = {
  lead: "If you have diabetes, don’t read this as ketosis.",
  advice:
    "Fruity-smelling breath with thirst and peeing more often are also early signs of diabetic ketoacidosis (DKA). Check your blood sugar and ketones if you have a meter, and contact your diabetes care team or doctor now. If you feel sick, are vomiting, breathing fast or confused, get urgent care.",
} as const;

/** True once every question has a yes or no answer. */
export function isComplete(answers: QuizAnswers): boolean {
  return quizQuestions.every((question) => answers[question.id] !== undefined);
}

/**
 * The quiz score: how many questions were answered "yes" (0–5). Unanswered
 * questions count as not yes.
 */
export function scoreQuiz(answers: QuizAnswers): number {
  return quizQuestions.filter((question) => answers[question.id] === "yes").length;
}

/**
 * The verdict for a score (an integer from 0 to 5): 4–5 likely in ketosis,
 * 2–3 on the way, 0–1 likely not yet. The bands are a rough reading of
 * symptoms — not a measurement.
 * @throws RangeError for a score outside 0–5 or not a whole number.
 */
export function resultFor(score: number): QuizResult {
  if (!Number.isInteger(score) || score < 0 || score > QUESTION_COUNT) {
    throw new RangeError(`A quiz score is a whole number from 0 to ${QUESTION_COUNT}, not ${score}.`);
  }
  if (score >= 4) return { verdict: "likely", message: "✅ You’re likely in ketosis." };
  if (score >= 2) return { verdict: "on-the-way", message: "🤔 You're on your way, but not quite there." };
  return { verdict: "not-yet", message: "❌ You’re likely not in ketosis yet." };
}
