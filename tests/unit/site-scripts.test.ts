// @vitest-environment node
import { expect, test } from "vitest";
import { readSiteScripts } from "../../scripts/lib/site-scripts.mjs";
import { holdEarlySubmitScript } from "../../src/lib/before-hydration";
import { applyThemeScript } from "../../src/lib/theme-script";

// The post-build step lets only these run inline (besides React Router's):
// they must be the very strings the root route renders into every page.
test("the build knows the site's head scripts by their exact text", async () => {
  expect(await readSiteScripts()).toEqual([applyThemeScript, holdEarlySubmitScript]);
});
