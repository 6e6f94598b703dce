import { paths } from "~/config/paths";
import { CONSENT_VERSION } from "~/features/newsletter/consent";
import { PrivacyPage } from "~/features/privacy/privacy-page";
import { env } from "~/lib/env";

/** VITE_PRIVACY_CONTROLLER, validated with the other settings (vite.config.ts). */
declare const __PRIVACY_CONTROLLER__: string | null;
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Privacy notice",
    description:
      "Who runs Fast & Fuel, what it keeps about you (a newsletter address, if you give one; the tools keep everything on your device), for how long, who handles it, and your rights.",
    path: paths.privacy,
  });

export default function PrivacyRoute() {
  return (
    <PrivacyPage
      controller={__PRIVACY_CONTROLLER__}
      recaptcha={env.appCheckSiteKey !== null}
      version={CONSENT_VERSION}
    />
  );
}
