import type { AppEnv } from "./env-schema";

export type { AppEnv, AuthSettings, DataMode, FirebaseWebConfig } from "./env-schema";

declare const __APP_ENV__: AppEnv;

/**
 * This build's settings, validated when the build started (`vite.config.ts`
 * replaces `__APP_ENV__` with the result of `parseEnv`): the browser carries
 * the values, not the validation code.
 */
export const env: AppEnv = __APP_ENV__;
