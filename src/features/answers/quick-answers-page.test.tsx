import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { quickAnswers, type QuickAnswer } from "~/content/quick-answers";
import { renderWithRouter } from "~/test/render";
import { QuickAnswersPage } from "./quick-answers-page";

const sample: QuickAnswer[] = [
  {
    id: "coffee",
    question: "Does coffee break a fast?",
    answer: "Black coffee has almost no calories, so it doesn’t.",
    links: [
      { label: "What breaks a fast", href: "/articles/intermittent-fasting-for-beginners#what-breaks" },
    ],
    sources: [{ citation: "Author A. A title. *J Test*. 2020;1:1-2.", doi: "10.1000/test" }],
  },
  {
    id: "alcohol",
    question: "Can I drink alcohol?",
    answer: "Alcohol has calories.",
    links: [],
    sources: [{ citation: "A guideline page.", url: "https://www.example.org/guide" }],
  },
];

test("each question is a linkable section with its answer, a way to read more and its source", () => {
  renderWithRouter(<QuickAnswersPage answers={sample} />);
  expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
  const contents = screen.getByRole("navigation", { name: "Questions on this page" });
  expect(within(contents).getByRole("link", { name: "Does coffee break a fast?" })).toHaveAttribute(
    "href",
    "#coffee",
  );
  const coffee = screen.getByRole("region", { name: "Does coffee break a fast?" });
  expect(coffee).toHaveAttribute("id", "coffee");
  expect(within(coffee).getByText(/Black coffee has almost no calories/)).toBeInTheDocument();
  expect(within(coffee).getByRole("link", { name: /What breaks a fast/ })).toHaveAttribute(
    "href",
    "/articles/intermittent-fasting-for-beginners#what-breaks",
  );
  expect(within(coffee).getByText("J Test").tagName).toBe("I");
  expect(within(coffee).getByRole("link", { name: "doi:10.1000/test" })).toHaveAttribute(
    "href",
    "https://doi.org/10.1000/test",
  );
  const alcohol = screen.getByRole("region", { name: "Can I drink alcohol?" });
  expect(within(alcohol).getByRole("link", { name: "example.org" })).toHaveAttribute(
    "href",
    "https://www.example.org/guide",
  );
  // The not-medical-advice note, with who should not fast.
  expect(screen.getByRole("complementary", { name: "Health note" })).toHaveTextContent(/pregnant/);
});

test("the published answers: at least 15, unique ids, 2–4 sentences, each sourced or linked", () => {
  expect(quickAnswers.length).toBeGreaterThanOrEqual(15);
  expect(new Set(quickAnswers.map((answer) => answer.id)).size).toBe(quickAnswers.length);
  for (const answer of quickAnswers) {
    expect(answer.question, answer.id).toMatch(/\?$/);
    const sentences = answer.answer.split(/(?<=[.!?])\s+(?=[A-Z“])/);
    expect(sentences.length, `${answer.id}: ${answer.answer}`).toBeGreaterThanOrEqual(2);
    expect(sentences.length, `${answer.id}: ${answer.answer}`).toBeLessThanOrEqual(4);
    expect(answer.sources.length + answer.links.length, answer.id).toBeGreaterThan(0);
    for (const source of answer.sources) expect(source.doi ?? source.url, source.citation).toBeTruthy();
  }
});
