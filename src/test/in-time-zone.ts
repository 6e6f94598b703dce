import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildSync } from "esbuild";
import { afterAll, beforeAll, expect } from "vitest";

/**
 * Time maths in a time zone that has daylight saving. Vitest runs a test file
 * in a worker thread, and a worker can't change zone (setting process.env.TZ
 * there leaves Date as it was), so the modules, bundled to JavaScript, run in
 * a Node process started with TZ. Call it at the top of a `describe`:
 * `exports` is the module text to bundle (e.g. `export * from "./x"`),
 * resolved from `dir`. The returned `run` calls `probe(modules, input)` there
 * and returns its result; `probe` travels as source text, so it may use only
 * its arguments and built-ins.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the bundled modules' type; the runner's probe receives it
export function moduleInTimeZone<Modules>(exports: string, dir: string) {
  let workDir = "";
  let moduleUrl = "";
  beforeAll(() => {
    workDir = mkdtempSync(join(tmpdir(), "in-time-zone-"));
    const modulePath = join(workDir, "modules.mjs");
    buildSync({
      stdin: { contents: exports, resolveDir: dir, loader: "ts" },
      bundle: true,
      format: "esm",
      platform: "neutral",
      outfile: modulePath,
      logLevel: "silent",
    });
    moduleUrl = pathToFileURL(modulePath).href;
  });
  afterAll(() => {
    rmSync(workDir, { recursive: true, force: true });
  });

  return function run<Input, Output>(
    zone: string,
    probe: (modules: Modules, input: Input) => Output,
    input: Input,
  ): Output {
    const script = [
      `import * as modules from ${JSON.stringify(moduleUrl)};`,
      `const probe = ${probe.toString()};`,
      `const output = probe(modules, ${JSON.stringify(input)});`,
      "process.stdout.write(JSON.stringify({ zone: Intl.DateTimeFormat().resolvedOptions().timeZone, output }));",
    ].join("\n");
    const stdout = execFileSync(process.execPath, ["--input-type=module", "--eval", script], {
      env: { TZ: zone },
      encoding: "utf8",
    });
    const result = JSON.parse(stdout) as { zone: string; output: Output };
    expect(result.zone, "the child process's time zone").toBe(zone);
    return result.output;
  };
}
