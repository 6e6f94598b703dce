// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

// The decision records are the project's memory of why things are as they are:
// a record that names a file the code no longer has, or a comment that points
// at a record folded into another, sends the reader nowhere.

const root = fileURLToPath(new URL("../..", import.meta.url));
const decisionsDir = join(root, "docs/decisions");
const records = readdirSync(decisionsDir).filter((name) => name.endsWith(".md"));
const recordNumbers = new Set(records.map((name) => name.slice(0, 3)));

const PATH_PREFIX = String.raw`(?:src|scripts|tests|docs|public|\.ci|\.github)/`;
const ROOT_FILES = String.raw`(?:firebase\.json|firestore\.rules|firestore\.indexes\.json|package\.json|react-router\.config\.ts|vite\.config\.ts|playwright\.config\.ts|tailwind\.config\.ts|tsconfig\.json|eslint\.config\.js|README\.md)`;
// A repo path written out in prose, in backticks or as a link; `<slug>`-style placeholders end it.
const REPO_PATH = new RegExp(
  String.raw`(?<![\w./-])(${PATH_PREFIX}[\w./@+-]*[\w/]|${ROOT_FILES}(?![\w.-]))`,
  "g",
);
const RELATIVE_LINK = /\]\((?!https?:|mailto:|#)([^)#\s]+)/g;
const DECISION_REFERENCE = /\bdecisions?(?:\s+|\/)(\d{3}(?:(?:,\s*|\s+and\s+)\d{3})*)/gi;

/** Every repo path a record cites, relative to the repo root. */
function citedPaths(file: string, text: string): string[] {
  const paths = [...text.matchAll(REPO_PATH)].map((match) => match[1] ?? "");
  const links = [...text.matchAll(RELATIVE_LINK)].map(([, target = ""]) =>
    relative(root, join(dirname(file), target)),
  );
  return [...new Set([...paths, ...links])];
}

/** Text files of the repo's code and docs (not generated output). */
function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(?:ts|tsx|mjs|js|md|css|json|yml)$/.test(name))
    .map((name) => join(dir, name));
}

describe.each(records)("docs/decisions/%s", (name) => {
  const file = join(decisionsDir, name);
  const text = readFileSync(file, "utf8");

  test("cites only files that exist", () => {
    const missing = citedPaths(file, text).filter((path) => !existsSync(join(root, path)));
    expect(missing).toEqual([]);
  });
});

test("every reference to a decision names a record that exists", () => {
  const sources = [
    ...["src", "scripts", "tests", "docs"].flatMap(filesUnder),
    "README.md",
    "vite.config.ts",
    "react-router.config.ts",
    "playwright.config.ts",
  ];
  const dangling = sources.flatMap((source) =>
    readFileSync(join(root, source), "utf8")
      .split("\n")
      .flatMap((line, index) =>
        [...line.matchAll(DECISION_REFERENCE)]
          .filter(([, numbers = ""]) => numbers.match(/\d{3}/g)?.some((number) => !recordNumbers.has(number)))
          .map(([reference]) => `${source}:${index + 1}: ${reference}`),
      ),
  );
  expect(dangling).toEqual([]);
});
