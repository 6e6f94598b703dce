// @vitest-environment node
import { describe, expect, test } from "vitest";
import { assertConsoleErrors, expectConsoleError, trackConsoleErrors } from "./console";

// The harness itself: these run the tracker by hand inside one test, then
// restore a clean tracker so the global afterEach check passes.
describe("console.error tracking", () => {
  test("fails on an unexpected console.error", () => {
    trackConsoleErrors();
    console.error("boom");
    expect(() => assertConsoleErrors()).toThrow(/Unexpected console.error:\nboom/);
    trackConsoleErrors();
  });

  test("accepts a declared console.error and fails when it never happens", () => {
    trackConsoleErrors();
    expectConsoleError(/Failed to fetch articles:/);
    console.error("Failed to fetch articles:", new Error("offline"));
    expect(() => assertConsoleErrors()).not.toThrow();

    trackConsoleErrors();
    expectConsoleError(/No such article!/);
    expect(() => assertConsoleErrors()).toThrow(/none was logged/);
    trackConsoleErrors();
  });
});
