import { act, fireEvent, render, screen } from "@testing-library/react";
import { createContext, use } from "react";
import { Link, createRoutesStub } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { useUrlText } from "./use-url-text";

const DELAY_MS = 50;

function renderBox(write: (text: string) => void) {
  function Box() {
    const [text, setText] = useUrlText("", write, DELAY_MS);
    return (
      <>
        <input aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
        <Link to="/elsewhere">Elsewhere</Link>
      </>
    );
  }
  const Stub = createRoutesStub([
    { path: "/", Component: Box },
    // A page that is still loading when the write would be due.
    { path: "/elsewhere", Component: () => <p>Arrived</p>, loader: () => new Promise(() => undefined) },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

/** Moves the fake clock inside act(), so the write's effects flush. */
async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
    await Promise.resolve();
  });
}

afterEach(() => vi.useRealTimers());

test("useUrlText writes the text once typing pauses; a link followed before the write is due is not undone by it", async () => {
  vi.useFakeTimers();
  const write = vi.fn();
  renderBox(write);
  const box = screen.getByLabelText("Search");
  for (const text of ["k", "ke", "keto"]) fireEvent.change(box, { target: { value: text } });
  await advance(DELAY_MS - 1);
  expect(write).not.toHaveBeenCalled();
  await advance(1);
  expect(write.mock.calls).toEqual([["keto"]]);

  fireEvent.change(box, { target: { value: "keto flu" } });
  fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
  await advance(DELAY_MS * 2);
  expect(write.mock.calls).toEqual([["keto"]]);
});

test("a write of ours that lands late never replaces what was typed since; a link's value does", () => {
  const Url = createContext("");
  function Box() {
    const [text, setText, flush] = useUrlText(use(Url), () => undefined, 60_000);
    return (
      <>
        <input aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
        <button onClick={flush}>Write</button>
      </>
    );
  }
  const Stub = createRoutesStub([{ path: "/", Component: Box }]);
  const page = (url: string) => (
    <Url value={url}>
      <Stub initialEntries={["/"]} />
    </Url>
  );
  const { rerender } = render(page(""));
  const box = screen.getByLabelText("Search");
  const type = (value: string) => {
    fireEvent.change(box, { target: { value } });
    fireEvent.click(screen.getByRole("button", { name: "Write" }));
  };
  type("e");
  type("ele");
  rerender(page("e")); // the first write arrives after the second was sent
  expect(box).toHaveValue("ele");
  rerender(page("ele"));
  expect(box).toHaveValue("ele");
  rerender(page("keto")); // back, forward or a link
  expect(box).toHaveValue("keto");
});
