import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { resetIntersectionMocking, setupIntersectionMocking } from "react-intersection-observer/test-utils";
import { afterEach, beforeEach, vi } from "vitest";
import { assertConsoleErrors, trackConsoleErrors } from "./console";
import { setReducedMotion } from "./media";

beforeEach(() => {
  trackConsoleErrors();
  setupIntersectionMocking(vi.fn);
  setReducedMotion(false);
});

afterEach(() => {
  cleanup();
  resetIntersectionMocking();
  assertConsoleErrors();
});
