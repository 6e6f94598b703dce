import { loadEnv } from "vite";

/** The app's origin when VITE_SITE_URL is unset (src/lib/env.ts, which cannot
 * be imported here: it reads `import.meta.env` as it loads). */
const DEFAULT_SITE_URL = "http://localhost:5173";

/** The origin the build was configured with: VITE_SITE_URL from the
 * environment or the .env files, read the way `vite build` reads them. */
export function configuredOrigin(): string {
  const value = loadEnv("production", process.cwd(), "VITE_SITE_URL").VITE_SITE_URL?.trim();
  // An empty value means unset, as in src/lib/env.ts.
  return new URL(value === "" ? DEFAULT_SITE_URL : (value ?? DEFAULT_SITE_URL)).origin;
}
