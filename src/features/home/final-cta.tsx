import { paths } from "~/config/paths";
import { home } from "~/content/home";
import { ButtonLink } from "~/components/ui/button-link";

/** The closing call to action: the free tools and the newsletter. */
export function FinalCta() {
  const { title, text, primary, secondary } = home.finalCta;
  return (
    <section
      aria-labelledby="final-cta-title"
      className="px-4 pb-20 render-on-approach [--render-estimate:37rem] sm:px-6 sm:[--render-estimate:26rem] lg:[--render-estimate:24.5rem]"
    >
      <div className="dark-surface mx-auto max-w-page rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-14 text-center text-white sm:px-12">
        <h2 id="final-cta-title" className="text-display-sm text-white sm:text-display-md">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={paths.tools} variant="secondary">
            {primary}
          </ButtonLink>
          <ButtonLink to={paths.subscribe} variant="ghost">
            {secondary}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
