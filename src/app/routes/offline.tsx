import { OfflinePage } from "~/features/offline/offline-page";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/offline";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "You’re offline",
    description:
      "What works on Fast & Fuel without a connection — articles, diet guides and tools saved on this device — and what needs one: sign-in, uploads and pages not yet saved.",
    path: paths.offline,
    noindex: true,
  });

export default function OfflineRoute() {
  return <OfflinePage />;
}
