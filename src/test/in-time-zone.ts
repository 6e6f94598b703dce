import { execFileSync } from "node:child_process";
import { buildSync } from "esbuild";
import { beforeAll, expect } from "vitest";

/**
 * Time maths in a time zone that has daylight saving. Vitest runs a test file
 * in a worker thread, and a worker can't change zone (setting process.env.TZ
 * there leaves Date as it was), so the modules, bundled into one script, run
 * in a Node process started with TZ. Call it at the top of a `describe`:
 * `exports` is the module text to bundle (e.g. `export * from "./x"`),
 * resolved from `dir`. The returned `run` calls `probe(modules, input)` there
 * and returns its result; `probe` travels as source text, so it may use only
 * its arguments and built-ins.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the bundled modules' type; the runner's probe receives it
export function moduleInTimeZone<Modules>(exports: string, dir: string) {
  let bundle = "";
  beforeAll(() => {
    const { outputFiles } = buildSync({
      stdin: { contents: exports, resolveDir: dir, loader: "ts" },
      bundle: true,
      format: "iife",
      globalName: "modules",
      platform: "neutral",
      write: false,
      logLevel: "silent",
    });
    bundle = outputFiles.map((file) => file.text).join("\n");
  });

  return function run<Input, Output>(
    zone: string,
    probe: (modules: Modules, input: Input) => Output,
    input: Input,
  ): Output {
    const script = [
      bundle,
      `const probe = ${probe.toString()};`,
      `const output = probe(modules, ${JSON.stringify(input)});`,
      "process.stdout.write(JSON.stringify({ zone: Intl.DateTimeFormat().resolvedOptions().timeZone, output }));",
    ].join("\n");
    // The script comes on stdin ("-"): a bundle may be longer than a command-line argument may be.
    const stdout = execFileSync(process.execPath, ["-"], {
      input: script,
      env: { TZ: zone },
      encoding: "utf8",
    });
    const result = JSON.parse(stdout) as { zone: string; output: Output };
    expect(result.zone, "the child process's time zone").toBe(zone);
    return result.output;
  };
}
