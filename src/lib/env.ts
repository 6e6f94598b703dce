import type { AppEnv } from "./env-schema";

export type { AppEnv, AuthSettings, DataMode, FirebaseWebConfig } from "./env-schema";

/** All but the privacy notice's controller, which only that page is given (vite.config.ts). */
export type BrowserEnv = Omit<AppEnv, "privacyController">;

declare const __APP_ENV__: BrowserEnv;

/** Validated when the build started, so the browser carries the values, not the validation code. */
export const env: BrowserEnv = __APP_ENV__;
