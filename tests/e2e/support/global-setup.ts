import { existsSync } from "node:fs";
// Plain ESM helper shared with `npm run preview`; typed through its JSDoc.
import { startStaticServer } from "../../../scripts/static-server.mjs";

/** Serves the production build (as Firebase Hosting would) on a free port for
 * the whole run. Workers inherit E2E_BASE_URL. */
export default async function globalSetup() {
  if (!existsSync("build/client/index.html")) {
    throw new Error("No production build in build/client. Run `npm run build` first (npm test does).");
  }
  const server = await startStaticServer({ port: 0 });
  process.env.E2E_BASE_URL = server.url;
  return async () => server.close();
}
