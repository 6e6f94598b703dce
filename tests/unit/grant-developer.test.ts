// @vitest-environment node
import { describe, expect, test, vi } from "vitest";
import {
  changeDeveloperRole,
  describeAccount,
  grantWarnings,
  parseGrantArgs,
  type AccountRecord,
  type AdminAuth,
} from "../../scripts/lib/developer-claim.mjs";

// `npm run grant-developer` gives an account write access to the owner's
// content: it must do exactly what was typed, or nothing.
const EMULATOR = "127.0.0.1:9099";
const grant = { revoke: false, markVerified: false, yes: false, project: null, emulator: null };

test.each([
  [["owner@example.com"], { ...grant, email: "owner@example.com" }],
  [
    ["--revoke", "a@b.co", "--project", "fast-and-fuel"],
    { ...grant, email: "a@b.co", revoke: true, project: "fast-and-fuel" },
  ],
  [["--emulator", "a@b.co"], { ...grant, email: "a@b.co", emulator: EMULATOR }],
  [["--emulator", "127.0.0.1:9199", "a@b.co"], { ...grant, email: "a@b.co", emulator: "127.0.0.1:9199" }],
  [["--yes", "a@b.co", "--mark-verified"], { ...grant, email: "a@b.co", markVerified: true, yes: true }],
  [[], { error: "Give the account's e-mail address." }],
  [["not-an-address"], { error: "not-an-address is not an e-mail address." }],
  [["a@b.co", "c@d.co"], { error: "One e-mail address at a time (got a@b.co and c@d.co)." }],
  [["a@b.co", "--project"], { error: "Option '--project <value>' argument missing." }],
  [["a@b.co", "--project="], { error: "--project needs a project id." }],
  [["a@b.co", "--revok"], { error: "Unknown option '--revok'." }],
  [["a@b.co", "--project", "--revoke"], { error: "Option '--project' argument is ambiguous." }],
  [["--revoke=yes", "a@b.co"], { error: "Option '--revoke' does not take an argument." }],
])("%j means %j", (args, expected) => {
  expect(parseGrantArgs(args, EMULATOR)).toEqual(expected);
});

const DEVELOPER = "developer@fastandfuel.app";

const account = (overrides: Partial<AccountRecord> = {}): AccountRecord => ({
  uid: "dev-uid",
  email: DEVELOPER,
  emailVerified: true,
  customClaims: { editor: true },
  metadata: {
    creationTime: "Mon, 03 Mar 2025 09:00:00 GMT",
    lastSignInTime: "Tue, 25 Nov 2025 18:30:00 GMT",
  },
  multiFactor: {
    enrolledFactors: [
      {
        factorId: "totp",
        uid: "enrolment-1",
        displayName: "Authenticator app",
        enrollmentTime: "Wed, 05 Mar 2025 10:00:00 GMT",
      },
    ],
  },
  ...overrides,
});

/** The Admin SDK as the command uses it, recording what it was asked to do, in order. */
function fakeAdminAuth(user: AccountRecord) {
  const log: string[] = [];
  const record = (line: string) => {
    log.push(line);
    return Promise.resolve();
  };
  const auth = {
    getUserByEmail: (email: string) =>
      email === user.email
        ? Promise.resolve(user)
        : Promise.reject(Object.assign(new Error("no user"), { code: "auth/user-not-found" })),
    setCustomUserClaims: (uid: string, claims: Record<string, unknown> | null) =>
      record(`set claims of ${uid} to ${JSON.stringify(claims)}`),
    updateUser: (uid: string, properties: { emailVerified: boolean }) =>
      record(`update ${uid} ${JSON.stringify(properties)}`).then(() => ({})),
    revokeRefreshTokens: (uid: string) => record(`revoke tokens of ${uid}`),
  } satisfies AdminAuth;
  return { auth, log };
}

function run(
  user: AccountRecord,
  options: { answer?: string; yes?: boolean; revoke?: boolean; markVerified?: boolean; email?: string } = {},
) {
  const { auth, log } = fakeAdminAuth(user);
  const said: string[] = [];
  const ask = vi.fn((_question: string) => Promise.resolve(options.answer ?? ""));
  const result = changeDeveloperRole({
    auth,
    email: options.email ?? DEVELOPER,
    where: "fast-and-fuel",
    revoke: options.revoke,
    markVerified: options.markVerified,
    yes: options.yes,
    ask,
    say: (line) => said.push(line),
  });
  return { result, log, said, ask };
}

describe("describeAccount", () => {
  test("shows who the account is, when it was made and used, and its second factor", () => {
    expect(describeAccount(account())).toEqual([
      "  uid:            dev-uid",
      `  e-mail:         ${DEVELOPER}`,
      "  verified:       yes",
      "  created:        Mon, 03 Mar 2025 09:00:00 GMT",
      "  last sign-in:   Tue, 25 Nov 2025 18:30:00 GMT",
      "  second factor:  authenticator app “Authenticator app”, enrolled Wed, 05 Mar 2025 10:00:00 GMT",
      "  developer role: no",
    ]);
  });

  test("an account never signed in, unverified, without a second factor, already a developer", () => {
    const lines = describeAccount(
      account({
        emailVerified: false,
        customClaims: { developer: true },
        metadata: { creationTime: "Mon, 03 Mar 2025 09:00:00 GMT", lastSignInTime: null },
        multiFactor: undefined,
      }),
    );
    expect(lines).toContain("  verified:       no");
    expect(lines).toContain("  last sign-in:   never");
    expect(lines).toContain("  second factor:  none");
    expect(lines).toContain("  developer role: yes");
  });
});

describe("grantWarnings", () => {
  test("warns that a phone as the only second factor cannot sign in to the site", () => {
    const phoneOnly = account({ multiFactor: { enrolledFactors: [{ factorId: "phone", uid: "p1" }] } });
    expect(grantWarnings(phoneOnly, { markVerified: false })).toEqual([
      expect.stringMatching(/not an authenticator app.*will not be able to sign in/),
    ]);
  });

  test("notes an unverified address unless the owner vouches for it; none for an account with an authenticator app", () => {
    const unverified = account({ emailVerified: false });
    expect(grantWarnings(unverified, { markVerified: false })).toEqual([
      expect.stringMatching(/^Note: this address is not verified/),
    ]);
    expect(grantWarnings(unverified, { markVerified: true })).toEqual([]);
  });
});

describe("changeDeveloperRole", () => {
  const granted = ['set claims of dev-uid to {"editor":true,"developer":true}', "revoke tokens of dev-uid"];

  test("shows the account, warns before asking about an account without a second factor, and asks", async () => {
    const bare = account({ multiFactor: { enrolledFactors: [] } });
    const { result, said, ask } = run(bare, { answer: "n" });
    await result;
    expect(said[0]).toBe(`The account with the e-mail ${DEVELOPER} in fast-and-fuel:`);
    expect(said).toEqual(expect.arrayContaining(describeAccount(bare)));
    const warning =
      /^Warning: this account has no second factor, so its password alone can change the site\./;
    expect(said).toContainEqual(expect.stringMatching(warning));
    expect(ask).toHaveBeenCalledExactlyOnceWith(
      "Give the developer role to this account and sign it out everywhere? [y/N] ",
    );
  });

  test.each([
    ["", false],
    ["yess", false],
    ["y", true],
    [" YES ", true],
  ])(
    "on %j, sets the claim, keeping the others, then signs the account out everywhere: %s",
    async (answer, changed) => {
      const { result, log } = run(account(), { answer });
      await expect(result).resolves.toEqual(
        changed
          ? { changed, uid: "dev-uid", emailVerified: true, claims: { editor: true, developer: true } }
          : { changed },
      );
      expect(log).toEqual(changed ? granted : []);
    },
  );

  test("--yes grants without asking; --mark-verified marks the address verified along with the claim", async () => {
    const { result, log, ask } = run(account({ emailVerified: false }), { yes: true, markVerified: true });
    await expect(result).resolves.toMatchObject({ changed: true, emailVerified: true });
    expect(ask).not.toHaveBeenCalled();
    expect(log).toEqual([granted[0], 'update dev-uid {"emailVerified":true}', granted[1]]);
  });

  test("--revoke asks, removes only the developer claim and signs the account out", async () => {
    const developer = account({ customClaims: { developer: true, editor: true } });
    const { result, log, ask, said } = run(developer, { revoke: true, answer: "yes" });
    await expect(result).resolves.toMatchObject({ changed: true, claims: { editor: true } });
    expect(ask).toHaveBeenCalledWith(
      "Remove the developer role from this account and sign it out everywhere? [y/N] ",
    );
    expect(said.some((line) => line.startsWith("Warning:"))).toBe(false);
    expect(log).toEqual(['set claims of dev-uid to {"editor":true}', "revoke tokens of dev-uid"]);
  });

  test("an address with no account says so and changes nothing", async () => {
    const { result, log, ask } = run(account(), { email: "someone@example.com", yes: true });
    await expect(result).rejects.toThrow(
      "No account has the e-mail someone@example.com in fast-and-fuel. Create it first",
    );
    expect(ask).not.toHaveBeenCalled();
    expect(log).toEqual([]);
  });
});
