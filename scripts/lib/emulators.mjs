// The Auth emulator's accounts, for `npm start` and the e2e tests.
import { DEMO_PROJECT_ID, devAccounts } from "./dev-accounts.mjs";
import { setDeveloperClaim } from "./developer-claim.mjs";

/**
 * Creates the developer (verified e-mail) and reader accounts in the Auth
 * emulator at `host` ("host:port"), using the emulator's admin API, and gives
 * the developer the `developer` claim the rules require, as
 * `npm run grant-developer` would. Accounts that already exist are kept (the
 * claim is set again).
 * @param {string} host
 * @param {string} [projectId]
 */
export async function seedAuthAccounts(host, projectId = DEMO_PROJECT_ID) {
  for (const account of Object.values(devAccounts)) {
    const response = await fetch(
      `http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`,
      {
        method: "POST",
        headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
        body: JSON.stringify(account),
      },
    );
    if (response.ok) continue;
    const text = await response.text();
    if (text.includes("EMAIL_EXISTS")) continue;
    throw new Error(`Could not create ${account.email} in the Auth emulator: ${response.status} ${text}`);
  }
  await setDeveloperClaim({ email: devAccounts.developer.email, projectId, emulatorHost: host });
}

/** The lines README and `npm start` show. */
export function describeAccounts() {
  const { developer, reader } = devAccounts;
  return [
    "Sign in at /login with (local Auth emulator accounts):",
    `  developer: ${developer.email} / ${developer.password}  → opens /dev-add-product`,
    `  reader:    ${reader.email} / ${reader.password}  → not allowed on /dev-add-product`,
  ].join("\n");
}
