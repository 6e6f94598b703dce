export interface QuizQuestion {
  id: QuestionId;
  text: string;
}

export type QuestionId = 1 | 2 | 3 | 4 | 5;
export type Answer = "yes" | "no";

/** A missing id is still unanswered. */
export type QuizAnswers = Readonly<Partial<Record<QuestionId, Answer>>>;

export type Verdict = "likely" | "on-the-way" | "not-yet";

export interface QuizResult {
  verdict: Verdict;
  message: string;
}

/** In the order they are asked. */
export const quizQuestions: readonly QuizQuestion[] = [
  { id: 1, text: "Have you eaten less than 50g of carbs today?" },
  { id: 2, text: "Have you noticed a change in your breath, such as a fruity or metallic taste or smell?" },
  { id: 3, text: "Has your appetite dropped?" },
  { id: 4, text: "Do you feel more mentally clear or focused than usual?" },
  { id: 5, text: "Are you urinating more often or feeling thirstier than usual?" },
];

export const QUESTION_COUNT = quizQuestions.length;

/** Question 5's signs (thirst, urinating more) are also the classic signs of high blood sugar. */
export const highBloodSugarNote = {
  lead: "Thirst and frequent urination are also classic signs of high blood sugar.",
  advice:
    "See a doctor if you have diabetes, or if you notice symptoms such as unexplained weight loss, very frequent urination or extreme thirst — don’t put them down to ketosis.",
} as const;

/** Fruity breath with thirst or urinating more: early signs of diabetic ketoacidosis too (NHS). */
export function hasKetoacidosisSigns(answers: QuizAnswers): boolean {
  return answers[2] === "yes" && answers[5] === "yes";
}

export const diabetesFirstNote = {
  lead: "If you have diabetes, don’t read this as ketosis.",
  advice:
    "Fruity-smelling breath with thirst and peeing more often are also early signs of diabetic ketoacidosis (DKA). Check your blood sugar and ketones if you have a meter, and contact your diabetes care team or doctor now. If you feel sick, are vomiting, breathing fast or confused, get urgent care.",
} as const;

export function isComplete(answers: QuizAnswers): boolean {
  return quizQuestions.every((question) => answers[question.id] !== undefined);
}

/** Unanswered questions count as not yes. */
export function scoreQuiz(answers: QuizAnswers): number {
  return quizQuestions.filter((question) => answers[question.id] === "yes").length;
}

/** The bands are a rough reading of symptoms, not a measurement. */
export function resultFor(score: number): QuizResult {
  if (!Number.isInteger(score) || score < 0 || score > QUESTION_COUNT) {
    throw new RangeError(`A quiz score is a whole number from 0 to ${QUESTION_COUNT}, not ${score}.`);
  }
  if (score >= 4) return { verdict: "likely", message: "✅ You’re likely in ketosis." };
  if (score >= 2) return { verdict: "on-the-way", message: "🤔 You're on your way, but not quite there." };
  return { verdict: "not-yet", message: "❌ You’re likely not in ketosis yet." };
}
