// @vitest-environment node
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { parse } from "yaml";

// CI on GitHub (which reaches the registry, unlike the local CI machine)
// fails when a dependency that ships to readers has a known high or critical
// vulnerability.
interface Workflow {
  jobs: Record<
    string,
    { "continue-on-error"?: boolean; steps: { run?: string; "continue-on-error"?: boolean }[] }
  >;
}

test("CI audits the production dependencies and fails on a high or critical advisory", () => {
  const workflow = parse(
    readFileSync(new URL("../../.github/workflows/ci.yml", import.meta.url), "utf8"),
  ) as Workflow;
  const audits = Object.values(workflow.jobs).flatMap((job) =>
    job.steps
      .filter((step) => step.run?.trim() === "npm audit --omit=dev --audit-level=high")
      .map((step) => job["continue-on-error"] === true || step["continue-on-error"] === true),
  );
  // Exactly one audit, and its failure fails the run.
  expect(audits).toEqual([false]);
});
