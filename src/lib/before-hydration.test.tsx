import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { within } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { keepValue } from "./before-hydration";

// A prerendered form that a reader fills in before the page hydrates: each
// field must hand what it shows to the component's state.
function Form() {
  const [name, setName] = useState("");
  const [size, setSize] = useState("small");
  const [plan, setPlan] = useState("a");
  return (
    <form>
      <input
        aria-label="Name"
        value={name}
        ref={keepValue(name, setName)}
        onChange={(e) => setName(e.target.value)}
      />
      <select
        aria-label="Size"
        value={size}
        ref={keepValue(size, setSize)}
        onChange={(e) => setSize(e.target.value)}
      >
        <option value="small">Small</option>
        <option value="large">Large</option>
      </select>
      {["a", "b"].map((value) => (
        <input
          key={value}
          type="radio"
          name="plan"
          aria-label={`Plan ${value}`}
          value={value}
          checked={plan === value}
          ref={keepValue(plan, setPlan)}
          onChange={() => setPlan(value)}
        />
      ))}
      <output>{`${name}|${size}|${plan}`}</output>
    </form>
  );
}

const containers: HTMLElement[] = [];
afterEach(() => {
  for (const container of containers.splice(0)) container.remove();
});

/** The prerendered HTML, as the reader found it. */
function prerender() {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  containers.push(container);
  const view = within(container);
  return {
    container,
    name: view.getByLabelText<HTMLInputElement>("Name"),
    size: view.getByLabelText<HTMLSelectElement>("Size"),
    planA: view.getByLabelText<HTMLInputElement>("Plan a"),
    planB: view.getByLabelText<HTMLInputElement>("Plan b"),
    output: () => container.querySelector("output")?.textContent,
  };
}

test("what the reader typed, chose and picked before hydration becomes the page's state, and stays on screen", async () => {
  const { container, name, size, planA, planB, output } = prerender();
  name.value = "Ada";
  size.value = "large";
  planB.checked = true;
  await act(async () => {
    hydrateRoot(container, <Form />);
    await Promise.resolve();
  });
  expect(output()).toBe("Ada|large|b");
  expect(name.value).toBe("Ada");
  expect(size.value).toBe("large");
  expect(planB.checked).toBe(true);
  expect(planA.checked).toBe(false);
});

test("untouched fields keep the prerendered state", async () => {
  const { container, output } = prerender();
  await act(async () => {
    hydrateRoot(container, <Form />);
    await Promise.resolve();
  });
  expect(output()).toBe("|small|a");
});
