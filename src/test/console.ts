import { vi } from "vitest";

/**
 * Unexpected `console.error` calls fail the test (see setup.ts). A test that
 * expects one declares it first; the message must then actually be logged.
 */
const expected: RegExp[] = [];
const unexpected: unknown[][] = [];
const seen = new Set<RegExp>();

const format = (args: unknown[]) =>
  args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(" ");

export function trackConsoleErrors() {
  expected.length = 0;
  unexpected.length = 0;
  seen.clear();
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    const text = format(args);
    const match = expected.find((pattern) => pattern.test(text));
    if (match) seen.add(match);
    else unexpected.push(args);
  });
}

/** Declares that this test logs a console error matching `pattern`. */
export function expectConsoleError(pattern: RegExp) {
  expected.push(pattern);
}

export function assertConsoleErrors() {
  const missing = expected.filter((pattern) => !seen.has(pattern));
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console.error:\n${unexpected.map(format).join("\n")}`);
  }
  if (missing.length > 0) {
    throw new Error(`Expected a console.error matching ${missing.join(", ")}, but none was logged.`);
  }
}
