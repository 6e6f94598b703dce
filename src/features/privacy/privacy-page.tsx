import { Link } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { TitledSection } from "~/components/ui/prose-section";
import { paths } from "~/config/paths";
import { site } from "~/config/site";

/** Where readers use their data rights; make sure this mailbox exists before launch. */
const PRIVACY_EMAIL = "privacy@fastandfuel.app";

const linkStyles = "font-medium text-brand-800 underline underline-offset-4";
const bodyStyles = "mt-4 space-y-4 text-lg leading-relaxed text-ink-800";

const dayOf = (version: string) =>
  new Date(`${version}T12:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

function PrivacyMail() {
  return (
    <a href={`mailto:${PRIVACY_EMAIL}`} className={`${linkStyles} wrap-anywhere`}>
      {PRIVACY_EMAIL}
    </a>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <TitledSection id={id} title={title}>
      <div className={bodyStyles}>{children}</div>
    </TitledSection>
  );
}

/**
 * The controller is a setting (VITE_PRIVACY_CONTROLLER, required for a live build), never a made-up name;
 * reCAPTCHA is described only in a build that turns it on.
 */
export function PrivacyPage({
  controller,
  recaptcha,
  version,
}: {
  controller: string | null;
  recaptcha: boolean;
  version: string;
}) {
  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader
        eyebrow="Your data"
        title="Privacy notice"
        intro="What Fast & Fuel keeps about you, where, for how long, and how to see it, correct it or have it deleted. In short: the tools keep everything on your device, and the only personal data the site itself stores is a newsletter address you choose to give."
      >
        <p className="mt-3 text-ink-700">Last updated {dayOf(version)}.</p>
      </PageHeader>
      <div className="mt-12 max-w-prose space-y-12">
        <Section id="who-is-responsible" title="Who is responsible">
          {controller ? (
            <p>
              <strong>{controller}</strong> runs Fast &amp; Fuel and is responsible (the “controller”) for the
              personal data described here.
            </p>
          ) : (
            <p>
              The site’s owner is responsible (the “controller”) for the personal data described here. This
              copy is not the live site: the live site names the owner here, with a postal address, and cannot
              be published without them.
            </p>
          )}
          <p>
            For anything about your data, e-mail <PrivacyMail />.
          </p>
        </Section>

        <Section id="newsletter" title="The newsletter">
          <p>
            When you sign up on the{" "}
            <Link to={paths.subscribe} className={linkStyles}>
              subscribe page
            </Link>
            , we store your e-mail address, the page you signed up on, the time, and which version of the
            sign-up wording you saw. We use them only to send you the newsletter you asked for: at most two
            short e-mails a month. We never sell the list or use it for advertising.
          </p>
          <p>
            The legal basis is your consent. You can withdraw it at any time, as easily as you gave it: use
            the unsubscribe link in any newsletter, or e-mail{" "}
            <a href={`mailto:${site.newsletterEmail}`} className={`${linkStyles} wrap-anywhere`}>
              {site.newsletterEmail}
            </a>
            .
          </p>
          <p>
            Before any newsletter, the mailing service that sends it e-mails you once to ask you to confirm
            the address. An address that isn’t confirmed within 30 days is deleted. A confirmed address is
            kept until you unsubscribe or ask us to remove it; then it is deleted from our database and from
            the mailing service within 30 days.
          </p>
        </Section>

        <Section id="on-your-device" title="Your tools and records stay on your device">
          <p>
            The fasting timer’s history, your weigh-ins and progress settings, a saved plan, the grocery
            list’s ticks, your light or dark theme, and the offline copy of pages are kept in your browser’s
            storage on this device. They are never sent to us, and we cannot see them. Files you export are
            yours alone.
          </p>
          <p>
            Delete them with the tools’ own delete buttons, or by clearing this site’s data in your browser’s
            settings. One exception to “on the device”: a{" "}
            <Link to={paths.myPlan} className={linkStyles}>
              My plan
            </Link>{" "}
            link holds the plan’s settings (diet, goal, targets) in its address, so opening it sends them to
            our hosting like any page address, and whoever you share it with can read them.
          </p>
        </Section>

        <Section id="visiting" title="Visiting the site">
          <p>
            Like any web server, our hosting receives your IP address, your browser’s name and the page you
            ask for, in order to deliver it and keep the site secure.
            {!recaptcha &&
              " Pages that list articles or products may also fetch them from our database, which sees the same."}{" "}
            We don’t use these to identify you.
          </p>
          <p>
            There are no analytics, no advertising and no tracking pixels, and the site itself sets no
            cookies. Product links take you to a marketplace that credits us for the visit; from then on its
            own cookies and privacy notice apply.
          </p>
          {recaptcha && (
            <p>
              To keep scripts from filling the newsletter list, when you send the sign-up form the page checks
              that it runs in a real browser with Google reCAPTCHA Enterprise (through Firebase App Check). It
              works without a puzzle and sends Google information about your browser and how the page is used,
              which Google processes for us only. Apart from the editors’ own page, no other page loads it.
              The basis is our legitimate interest in protecting the site from abuse.
            </p>
          )}
        </Section>

        <Section id="team-sign-in" title="Team sign-in">
          <p>
            Readers never need an account. Only the site’s editors sign in, on the{" "}
            <Link to={paths.login} className={linkStyles}>
              team sign-in page
            </Link>
            : their address, password and authenticator codes are checked by Firebase Authentication, and the
            session lasts until that browser tab closes.
          </p>
        </Section>

        <Section id="processors" title="Who handles data for us">
          <ul className="list-disc space-y-2 pl-6">
            <li>
              Google, through Firebase: Hosting (serves the pages), Cloud Firestore (the database holding the
              newsletter list and the articles), Authentication (team sign-in)
              {recaptcha ? " and reCAPTCHA Enterprise (spam protection)" : ""}.
            </li>
            <li>
              The mailing service that sends the newsletter; it names itself in its confirmation e-mail.
            </li>
          </ul>
          <p>
            They act on our instructions only. Google may process data outside your country, under the
            safeguards of its data-processing terms.
          </p>
        </Section>

        <Section id="your-rights" title="Your rights">
          <p>
            You can ask to see the data we hold about you, to have it corrected or deleted, to restrict or
            object to its use, and to receive it in a file you can take elsewhere. E-mail <PrivacyMail /> from
            the address concerned: we reply within one month. You can also complain to your data protection
            authority (in the UK, the Information Commissioner’s Office).
          </p>
          <p>The newsletter is for adults: fasting isn’t advised for children or teenagers.</p>
        </Section>

        <Section id="changes" title="Changes to this notice">
          <p>
            When this notice changes, the date at the top changes with it, and each sign-up records the
            version its reader saw.
          </p>
        </Section>
      </div>
    </div>
  );
}
