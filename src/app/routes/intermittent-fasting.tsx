import { redirect } from "react-router";
import { paths } from "~/config/paths";

// `/intermittent-fasting` (linked from the About page) is the fasting guide.
// Hosting answers it with a 301 (firebase.json); in-app navigation is
// redirected here, replacing the history entry.
export function clientLoader() {
  return redirect(paths.diets.intermittentFasting);
}

export default function IntermittentFastingRedirect() {
  return null;
}
