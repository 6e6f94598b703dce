import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { resetIntersectionMocking, setupIntersectionMocking } from "react-intersection-observer/test-utils";
import { afterEach, beforeEach, vi } from "vitest";
import { assertConsoleErrors, trackConsoleErrors } from "./console";
import { setReducedMotion } from "./media";

// Testing Library only sets this itself when test globals are on; without it,
// updates outside its helpers (e.g. intersection mocks) are not flushed by act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// findBy… and waitFor wait for a state and end as soon as it is reached; this
// is only their ceiling. Testing Library's 1 s default is less than a lazily
// loaded screen (the developer page's tools) takes to appear when both cores
// are busy with other work.
configure({ asyncUtilTimeout: 15_000 });

// Pure modules' tests run in Node (`// @vitest-environment node`): faster to
// start than a DOM, and they prove the module needs none. The DOM helpers
// below only apply where there is a DOM.
const hasDom = typeof window !== "undefined";

// jsdom's Blob has no text() (browsers do): the developer page reads picked files with it.
if (hasDom && typeof Blob.prototype.text !== "function") {
  Blob.prototype.text = function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.onerror = () => reject(reader.error ?? new Error("could not read the blob"));
      reader.readAsText(this);
    });
  };
}

beforeEach(() => {
  trackConsoleErrors();
  if (!hasDom) return;
  setupIntersectionMocking(vi.fn);
  setReducedMotion(false);
});

afterEach(() => {
  if (hasDom) {
    cleanup();
    resetIntersectionMocking();
  }
  assertConsoleErrors();
});
