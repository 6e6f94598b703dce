import { describe, expect, test } from "vitest";
import { parseGrantArgs } from "../../scripts/lib/developer-claim.mjs";

const EMULATOR = "127.0.0.1:9099";

describe("npm run grant-developer arguments", () => {
  test("an e-mail alone grants, with no project or emulator chosen yet", () => {
    expect(parseGrantArgs(["owner@example.com"], EMULATOR)).toEqual({
      email: "owner@example.com",
      revoke: false,
      markVerified: false,
      project: null,
      emulator: null,
    });
  });

  test("--revoke, --project and --emulator with or without an address", () => {
    expect(parseGrantArgs(["--revoke", "a@b.co", "--project", "fast-and-fuel"], EMULATOR)).toEqual({
      email: "a@b.co",
      revoke: true,
      markVerified: false,
      project: "fast-and-fuel",
      emulator: null,
    });
    expect(parseGrantArgs(["a@b.co", "--emulator"], EMULATOR)).toMatchObject({ emulator: EMULATOR });
    expect(parseGrantArgs(["a@b.co", "--mark-verified"], EMULATOR)).toMatchObject({ markVerified: true });
    expect(parseGrantArgs(["--emulator", "127.0.0.1:9199", "a@b.co"], EMULATOR)).toMatchObject({
      email: "a@b.co",
      emulator: "127.0.0.1:9199",
    });
  });

  test.each([
    [[], "Give the account's e-mail address."],
    [["not-an-address"], "not-an-address is not an e-mail address."],
    [["a@b.co", "c@d.co"], "One e-mail address at a time (got a@b.co and c@d.co)."],
    [["a@b.co", "--project"], "--project needs a project id."],
    [["a@b.co", "--force"], "Unknown option --force."],
  ])("%j is refused: %s", (args, error) => {
    expect(parseGrantArgs(args, EMULATOR)).toEqual({ error });
  });
});
