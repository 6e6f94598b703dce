import { Link } from "react-router";
import { paths } from "~/config/paths";

export function QuickAnswersLink({ className = "" }: { className?: string }) {
  return (
    <p className={className}>
      <Link
        to={paths.quickAnswers}
        className="inline-block py-2.5 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
      >
        Quick answers: does coffee break a fast, who shouldn’t fast, and more
        <span aria-hidden="true">&nbsp;→</span>
      </Link>
    </p>
  );
}
