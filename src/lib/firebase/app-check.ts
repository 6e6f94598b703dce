import type { FirebaseApp } from "firebase/app";

/** Once enforced, a script cannot flood the newsletter list or use up the project's daily writes. */
export async function startAppCheck(app: FirebaseApp, siteKey: string): Promise<void> {
  const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import("firebase/app-check");
  initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}
