import { expect, test, vi } from "vitest";
import { holdEarlySubmitScript } from "./before-hydration";

// The head script as the prerendered page runs it, before any module.
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page runs this very text inline
const runHeadScript = new Function(holdEarlySubmitScript) as () => void;
runHeadScript();

function form(html: string) {
  document.body.insertAdjacentHTML("beforeend", html);
  const element = document.body.lastElementChild as HTMLFormElement;
  const submitted: (HTMLElement | null)[] = [];
  // React's own listener sits below the window, where the script stops a held submission.
  element.addEventListener("submit", (event) => {
    event.preventDefault();
    submitted.push(event.submitter);
  });
  return { element, submitted };
}

test("a submission before hydration is held, then sent once with its button when the page is hydrated; a native form is never held", async () => {
  const tool = form('<form><input name="age"><button name="go">Calculate</button></form>');
  const search = form('<form data-native-submit><input name="q"><button>Search</button></form>');
  tool.element.querySelector("button")?.click();
  search.element.querySelector("button")?.click();
  expect(tool.submitted).toEqual([]);
  expect(search.submitted).toHaveLength(1);

  document.documentElement.dataset.hydrated = "true";
  await vi.waitFor(() => expect(tool.submitted).toHaveLength(1));
  expect(tool.submitted[0]).toBe(tool.element.querySelector("button"));

  // Once hydrated, submissions go straight to the page's own handler.
  tool.element.querySelector("button")?.click();
  expect(tool.submitted).toHaveLength(2);
});
