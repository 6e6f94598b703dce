import { act, render, screen } from "@testing-library/react";
import { mockAllIsIntersecting } from "react-intersection-observer/test-utils";
import { afterEach, expect, test, vi } from "vitest";
import { READING_LINE } from "~/lib/current-section";
import { PageContents } from "~/components/ui/page-contents";
import { useCurrentSection } from "./use-current-section";

const entries = [
  { id: "what-it-is", title: "What it is" },
  { id: "foods", title: "Foods to eat and avoid" },
  { id: "sources", title: "Sources" },
];

function Page() {
  const currentId = useCurrentSection(entries.map((entry) => entry.id));
  return (
    <>
      <PageContents id="toc" title="On this page" entries={entries} currentId={currentId} />
      {entries.map((entry) => (
        <h2 key={entry.id} id={entry.id}>
          {entry.title}
        </h2>
      ))}
    </>
  );
}

/** Puts each heading's top edge at the given px from the viewport top, as a scroll would. */
function scrollHeadingsTo(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    const heading = document.getElementById(id);
    if (!heading) throw new Error(`no heading ${id}`);
    vi.spyOn(heading, "getBoundingClientRect").mockReturnValue(DOMRect.fromRect({ y: top, height: 40 }));
  }
  // The observer reports a heading crossing the reading line.
  act(() => mockAllIsIntersecting(true));
}

const link = (name: string) => screen.getByRole("link", { name });
const line = window.innerHeight * READING_LINE;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// Which heading is current for a given scroll is tested on its own (current-section.test.ts).

test("useCurrentSection marks the link of the section being read, and moves the mark as the reader scrolls", () => {
  render(<Page />);
  scrollHeadingsTo({ "what-it-is": line - 600, foods: line - 5, sources: line + 700 });
  expect(link("Foods to eat and avoid")).toHaveAttribute("aria-current", "true");
  expect(link("What it is")).not.toHaveAttribute("aria-current");
  expect(link("Sources")).not.toHaveAttribute("aria-current");

  scrollHeadingsTo({ "what-it-is": line - 1400, foods: line - 800, sources: line - 100 });
  expect(link("Sources")).toHaveAttribute("aria-current", "true");
  expect(link("Foods to eat and avoid")).not.toHaveAttribute("aria-current");
});

test("without IntersectionObserver the list still works, unmarked", () => {
  vi.stubGlobal("IntersectionObserver", undefined);
  render(<Page />);
  expect(link("Sources")).toHaveAttribute("href", "#sources");
  expect(link("Sources")).not.toHaveAttribute("aria-current");
});
