import { LoginPage } from "~/features/auth/login-page";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Log in",
    description: "Sign in to the Fast & Fuel editor tools.",
    path: paths.login,
    noindex: true,
  });

export default function LoginRoute() {
  return <LoginPage />;
}
