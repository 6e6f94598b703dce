import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createContext, use } from "react";
import { Link, createRoutesStub } from "react-router";
import { describe, expect, test, vi } from "vitest";
import { useUrlText } from "./use-url-text";

const DELAY_MS = 50;

function renderBox(write: (text: string) => void, delayMs = DELAY_MS) {
  function Box() {
    const [text, setText] = useUrlText("", write, delayMs);
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

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe("useUrlText", () => {
  test("writes the text once typing pauses", async () => {
    const write = vi.fn();
    renderBox(write);
    await userEvent.type(screen.getByLabelText("Search"), "keto");
    await pause(DELAY_MS * 3);
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith("keto");
  });

  test("a link followed before the write is due is not undone by it", async () => {
    const write = vi.fn();
    // Long enough that typing and the click land before it on a busy machine.
    const delayMs = 1_500;
    renderBox(write, delayMs);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Search"), "keto");
    await user.click(screen.getByRole("link", { name: "Elsewhere" }));
    await pause(delayMs * 1.5);
    expect(write).not.toHaveBeenCalled();
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
});
