// @vitest-environment node
import { expect, test } from "vitest";
import { parseGrantArgs } from "../../scripts/lib/developer-claim.mjs";

// `npm run grant-developer` gives an account write access to the owner's
// content: it must do exactly what was typed, or nothing.
const EMULATOR = "127.0.0.1:9099";
const grant = { revoke: false, markVerified: false, project: null, emulator: null };

test.each([
  [["owner@example.com"], { ...grant, email: "owner@example.com" }],
  [
    ["--revoke", "a@b.co", "--project", "fast-and-fuel"],
    { ...grant, email: "a@b.co", revoke: true, project: "fast-and-fuel" },
  ],
  [["a@b.co", "--emulator"], { ...grant, email: "a@b.co", emulator: EMULATOR }],
  [["--emulator", "127.0.0.1:9199", "a@b.co"], { ...grant, email: "a@b.co", emulator: "127.0.0.1:9199" }],
  [["a@b.co", "--mark-verified"], { ...grant, email: "a@b.co", markVerified: true }],
  [[], { error: "Give the account's e-mail address." }],
  [["not-an-address"], { error: "not-an-address is not an e-mail address." }],
  [["a@b.co", "c@d.co"], { error: "One e-mail address at a time (got a@b.co and c@d.co)." }],
  [["a@b.co", "--project"], { error: "--project needs a project id." }],
  [["a@b.co", "--revok"], { error: "Unknown option --revok." }],
])("%j means %j", (args, expected) => {
  expect(parseGrantArgs(args, EMULATOR)).toEqual(expected);
});
