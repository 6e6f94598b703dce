import { SubscribeForm, SubscribePrivacyNote } from "./subscribe-form";

const perks = [
  "One short e-mail, at most twice a month",
  "New Vault articles, with the research behind them",
  "Honest product picks — and what we skipped",
];

/** `/subscribe`: what the newsletter is, and the sign-up form. */
export function SubscribePage() {
  return (
    <div className="mx-auto grid max-w-page gap-12 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20">
      <div>
        <p className="font-display text-sm font-semibold tracking-widest text-fuel-700 uppercase">
          Newsletter
        </p>
        <h1 className="mt-3 text-display-sm sm:text-display-md">Stay in the loop</h1>
        <p className="mt-4 text-lg text-ink-700">
          No spam — just quick tips and product picks, once in a while.
        </p>
        <ul className="mt-8 space-y-3">
          {perks.map((perk) => (
            <li key={perk} className="flex gap-3 text-ink-800">
              <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-fuel-500" />
              {perk}
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-8">
        <SubscribeForm />
        <div className="mt-6">
          <SubscribePrivacyNote />
        </div>
      </div>
    </div>
  );
}
