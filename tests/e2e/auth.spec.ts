import type { Page } from "@playwright/test";
// Plain ESM shared with `npm start`: the accounts seeded in the Auth emulator.
import { devAccounts } from "../../scripts/lib/dev-accounts.mjs";
import { expect, expectHealthyPage, fillFields, test, visit } from "./support/fixtures";

// These run against the real Firebase Auth emulator, started and seeded by the global setup
// (tests/e2e/support/global-setup.ts); the build under test signs in there (npm run build:e2e).

const { developer, reader } = devAccounts;

/** Chromium logs every failed sign-in request (400 from the identity service). */
const FAILED_SIGN_IN_REQUEST = /Failed to load resource: the server responded with a status of 400/;

async function logIn(page: Page, email: string, password: string) {
  await fillFields(page, { "E-mail": email, Password: password });
  await page.getByRole("button", { name: "Login" }).click();
}

// The form's states (the pending button, the alert taking focus, what was typed kept, the error
// logged) are login-form.test.tsx and login-page.test.tsx, and each error code's message (no
// connection among them) errors.test.ts; here, the real service's answers.
test("login: a wrong password is refused by the service and said so; an account with an authenticator app is asked for its code, and a wrong one says so; each alert passes the audit", async ({
  page,
  problems,
}) => {
  problems.expected.push(/^Login failed:/, FAILED_SIGN_IN_REQUEST);
  await visit(page, "/login");
  await logIn(page, developer.email, "not-the-password");
  await expect(page.getByRole("alert")).toContainText("The e-mail or password is incorrect.");
  await expect(page.getByRole("alert")).toBeFocused();
  await expectHealthyPage(page, problems);

  // The Auth emulator cannot enrol an authenticator app, so the identity service's answers for an enrolled
  // account are played back here, in the shapes the SDK reads: a pending sign-in, then a refused code.
  const app = {
    mfaEnrollmentId: "app-1",
    displayName: "Phone",
    enrolledAt: "2026-11-01T00:00:00Z",
    totpInfo: {},
  };
  await page.route("**/accounts:signInWithPassword*", (route) =>
    route.fulfill({
      contentType: "application/json",
      body: JSON.stringify({
        localId: "developer",
        email: developer.email,
        mfaPendingCredential: "pending-sign-in",
        mfaInfo: [app],
      }),
    }),
  );
  const finalize: unknown[] = [];
  await page.route("**/mfaSignIn:finalize*", (route) => {
    finalize.push(route.request().postDataJSON());
    return route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: 400, message: "INVALID_VERIFICATION_CODE" } }),
    });
  });
  await logIn(page, developer.email, developer.password);
  const code = page.getByLabel("Authentication code");
  await expect(code).toBeFocused();
  await code.fill("123456");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is incorrect.");
  await expect(code).toBeFocused();
  expect(finalize).toEqual([
    expect.objectContaining({
      mfaPendingCredential: "pending-sign-in",
      mfaEnrollmentId: app.mfaEnrollmentId,
      totpVerificationInfo: { verificationCode: "123456" },
    }),
  ]);
  await expectHealthyPage(page, problems);
});

test("login: a reader is sent home and cannot open the developer page", async ({ page, problems }) => {
  await visit(page, "/login");
  await logIn(page, reader.email, reader.password);
  await expect(page).toHaveURL(/\/$/);

  // Signed in, but not the developer: redirected (Back skips the page: developer-page.test.tsx).
  await visit(page, "/about");
  await page.evaluate(() => {
    window.history.pushState(null, "", "/dev-add-product");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Content uploads" })).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});

test("the developer signs in, sees the uploads and the product list, and signs out", async ({
  page,
  problems,
}) => {
  await visit(page, "/login");
  await logIn(page, developer.email, developer.password);
  await expect(page).toHaveURL(/\/dev-add-product$/);

  await expect(page.getByRole("heading", { level: 1, name: "Content uploads" })).toBeVisible();
  const list = page.locator("section", { has: page.getByRole("heading", { name: "Our Current Products" }) });
  await expect(list.getByRole("listitem").first()).toBeVisible();
  await expectHealthyPage(page, problems);

  // The session survives a reload (session persistence: only closing the browser ends it, as
  // nothing about it is kept in localStorage).
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Content uploads" })).toBeVisible();
  const kept = await page.evaluate(() => ({
    session: Object.keys(sessionStorage).some((key) => key.startsWith("firebase:authUser:")),
    local: Object.keys(localStorage).some((key) => key.startsWith("firebase:")),
  }));
  expect(kept).toEqual({ session: true, local: false });

  // What an upload says in built-in mode: developer-tools.test.tsx.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/dev-add-product");
  await expect(page).toHaveURL(/\/$/);
  expect(problems.errors).toEqual([]);
});
