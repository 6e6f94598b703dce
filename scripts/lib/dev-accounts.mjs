// The accounts `npm start` and the e2e tests create in the Auth emulator.
// Local-only credentials: the emulator never talks to a real project.
import { readFileSync } from "node:fs";

const developer = JSON.parse(
  readFileSync(new URL("../../src/config/developer.json", import.meta.url), "utf8"),
);

/** @typedef {{ email: string, password: string, emailVerified: boolean, displayName: string }} DevAccount */

/** @type {{ developer: DevAccount, reader: DevAccount }} */
export const devAccounts = {
  developer: {
    email: developer.email,
    password: "fastandfuel-dev",
    emailVerified: true,
    displayName: "Fast & Fuel developer",
  },
  reader: {
    email: "reader@example.com",
    password: "fastandfuel-reader",
    emailVerified: true,
    displayName: "A reader",
  },
};

/** Project id for local work (`.firebaserc`); `demo-` ids never reach live services. */
export const DEMO_PROJECT_ID = "demo-fast-and-fuel";
