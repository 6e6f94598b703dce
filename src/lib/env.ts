import type { AppEnv } from "./env-schema";

export type { AppEnv, AuthSettings, DataMode, FirebaseWebConfig } from "./env-schema";

/** What every page is given: all settings but the one page-specific one (vite.config.ts). */
export type BrowserEnv = Omit<AppEnv, "privacyController">;

declare const __APP_ENV__: BrowserEnv;

/**
 * This build's settings, validated when the build started (`vite.config.ts`
 * replaces `__APP_ENV__` with the result of `parseEnv`): the browser carries
 * the values, not the validation code.
 */
export const env: BrowserEnv = __APP_ENV__;
