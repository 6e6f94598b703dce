import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { quickAnswers, type QuickAnswer } from "~/content/quick-answers";
import { renderWithRouter } from "~/test/render";
import { QuickAnswersPage } from "./quick-answers-page";

const sample: QuickAnswer[] = [
  {
    id: "coffee",
    question: "Does coffee break a fast?",
    verdict: "Black coffee doesn’t break a fast.",
    answer: "A plain cup has almost no calories.",
    links: [{ label: "What breaks a fast", href: "/articles/what-breaks-a-fast#coffee" }],
    sources: [{ citation: "A title. 2020.", doi: "10.1000/test", interests: "Funded by a coffee maker." }],
  },
  {
    id: "alcohol",
    question: "Can I drink alcohol?",
    verdict: "Yes, but it ends your fast.",
    answer: "Alcohol has calories.",
    links: [],
    sources: [{ citation: "A guideline page.", url: "https://www.example.org/guide" }],
  },
];

const hrefOf = (scope: HTMLElement, name: string | RegExp) =>
  within(scope).getByRole("link", { name }).getAttribute("href");

test("each question is a linkable section with its answer, a way to read more and its source", () => {
  renderWithRouter(<QuickAnswersPage answers={sample} />);
  // The phone's folded list and the wide screen's column hold the same links.
  const [contents] = screen.getAllByRole("navigation", { name: "Questions on this page" });
  if (!contents) throw new Error("expected the questions list");
  expect(hrefOf(contents, "Does coffee break a fast?")).toBe("#coffee");
  const coffee = screen.getByRole("region", { name: "Does coffee break a fast?" });
  expect(coffee).toHaveAttribute("id", "coffee");
  // The verdict comes first, in bold, then the answer.
  const verdict = within(coffee).getByText("Black coffee doesn’t break a fast.", { selector: "strong" });
  expect(verdict.parentElement?.textContent).toBe(
    "Black coffee doesn’t break a fast. A plain cup has almost no calories.",
  );
  expect(hrefOf(coffee, /What breaks a fast/)).toBe("/articles/what-breaks-a-fast#coffee");
  expect(hrefOf(coffee, "doi:10.1000/test")).toBe("https://doi.org/10.1000/test");
  // A declared interest sits under its citation, in the articles' words; none is shown where none is declared.
  const interest = within(coffee).getByText("Funded by a coffee maker.");
  expect(interest).toHaveTextContent("Interests: Funded by a coffee maker.");
  expect(interest.closest("li")).toHaveTextContent(/A title/);
  const alcohol = screen.getByRole("region", { name: "Can I drink alcohol?" });
  expect(within(alcohol).queryByText(/Interests:/)).toBeNull();
  expect(hrefOf(alcohol, "example.org")).toBe("https://www.example.org/guide");
});

test("the published answers: at least 15, unique ids, a one-line verdict, 2–4 sentences, 1–3 links", () => {
  expect(quickAnswers.length).toBeGreaterThanOrEqual(15);
  expect(new Set(quickAnswers.map((answer) => answer.id)).size).toBe(quickAnswers.length);
  for (const answer of quickAnswers) {
    expect(answer.question, answer.id).toMatch(/\?$/);
    const sentences = answer.answer.split(/(?<=[.!?])\s+(?=[A-Z“])/);
    expect([2, 3, 4], `${answer.id}: ${answer.answer}`).toContain(sentences.length);
    // One short line, not a second answer.
    expect(answer.verdict.length, `${answer.id}: ${answer.verdict}`).toBeLessThanOrEqual(150);
    expect(answer.verdict.split(/(?<=[.!?])\s+(?=[A-Z“])/), answer.id).toHaveLength(1);
    expect([1, 2, 3], answer.id).toContain(answer.links.length);
    for (const source of answer.sources) expect(source.doi ?? source.url, source.citation).toBeTruthy();
  }
});
