import type { FirebaseApp } from "firebase/app";

/**
 * Firebase App Check: every database request then carries a token showing it
 * came from this site in a real browser (reCAPTCHA Enterprise, invisible to
 * readers), so once the owner enforces it, a script cannot flood the
 * newsletter list or use up the project's daily writes. Off unless the owner
 * sets a site key; the module (and reCAPTCHA) load only then.
 */
export async function startAppCheck(app: FirebaseApp, siteKey: string): Promise<void> {
  const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import("firebase/app-check");
  initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}
