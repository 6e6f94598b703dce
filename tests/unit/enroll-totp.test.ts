// @vitest-environment node
import { describe, expect, test } from "vitest";
import {
  groupSecret,
  ISSUER,
  otpauthUrl,
  parseEnrollArgs,
  readCode,
  webConfigFromEnv,
} from "../../scripts/enroll-totp.mjs";

// The developer adds their authenticator app once, from the terminal: what it
// prints must import cleanly into the app, and what it reads must be the code.
const DEVELOPER = "developer@fastandfuel.app";

test.each([
  [[], { email: DEVELOPER }],
  [["owner@example.com"], { email: "owner@example.com" }],
  [["--project"], { error: "Unknown option --project." }],
  [["a@b.co", "c@d.co"], { error: "One e-mail address at a time." }],
  [["not-an-address"], { error: "not-an-address is not an e-mail address." }],
])("parseEnrollArgs: %j means %j", (args, expected) => {
  expect(parseEnrollArgs(args, DEVELOPER)).toEqual(expected);
});

describe("webConfigFromEnv", () => {
  const live = {
    VITE_FIREBASE_API_KEY: "AIza-key",
    VITE_FIREBASE_AUTH_DOMAIN: "fast-and-fuel.firebaseapp.com",
    VITE_FIREBASE_PROJECT_ID: "fast-and-fuel",
    VITE_FIREBASE_APP_ID: "1:123:web:abc",
  };

  test("reads the live project's web app settings", async () => {
    expect(await webConfigFromEnv({ ...live, VITE_FIREBASE_API_KEY: " AIza-key " })).toEqual({
      config: {
        apiKey: "AIza-key",
        authDomain: "fast-and-fuel.firebaseapp.com",
        projectId: "fast-and-fuel",
        appId: "1:123:web:abc",
      },
    });
  });

  test("asks for the settings when none is set", async () => {
    expect(await webConfigFromEnv({ VITE_FIREBASE_APP_ID: " " })).toEqual({
      error: expect.stringMatching(/^Set VITE_FIREBASE_API_KEY, .* to the live project's web app/) as unknown,
    });
  });

  test("names every missing setting of a partial configuration, as the build does", async () => {
    const partial = { VITE_FIREBASE_PROJECT_ID: "fast-and-fuel", VITE_FIREBASE_APP_ID: "" };
    await expect(webConfigFromEnv(partial)).rejects.toThrow(
      "Missing: VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_APP_ID.",
    );
  });

  test("refuses the emulators' demo project, which has no authenticator-app step", async () => {
    expect(await webConfigFromEnv({ ...live, VITE_FIREBASE_PROJECT_ID: "demo-fast-and-fuel" })).toEqual({
      error: expect.stringMatching(/^demo-fast-and-fuel exists only in the emulators/) as unknown,
    });
  });
});

test("otpauthUrl is the Key URI an authenticator app imports, every part encoded (the site name's & does not end the issuer)", () => {
  const secret = {
    secretKey: "JBSWY3DPEHPK3PXP",
    accountName: DEVELOPER,
    issuer: ISSUER,
    algorithm: "SHA1",
    digits: 6,
    period: 30,
  };
  expect(otpauthUrl(secret)).toBe(
    "otpauth://totp/Fast%20%26%20Fuel:developer%40fastandfuel.app?secret=JBSWY3DPEHPK3PXP&issuer=Fast%20%26%20Fuel&algorithm=SHA1&digits=6&period=30",
  );
});

test.each([
  ["JBSWY3DPEHPK3PXP", "JBSW Y3DP EHPK 3PXP"],
  ["ABCDEFGHIJ", "ABCD EFGH IJ"],
])("groupSecret: %j is typed as %j", (key, grouped) => {
  expect(groupSecret(key)).toBe(grouped);
});

// The default length is 6; a project set to 8 digits reads 8.
test.each([
  ["123456", undefined, "123456"],
  [" 123 456 ", undefined, "123456"],
  ["12345", undefined, null],
  ["1234567", undefined, null],
  ["12a456", undefined, null],
  ["12345678", 8, "12345678"],
  ["123456", 8, null],
])("readCode: %j with length %j reads as %j", (input, length, code) => {
  expect(readCode(input, length)).toBe(code);
});
