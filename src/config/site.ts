/** Brand facts shown across the site. */
export const site = {
  name: "Fast & Fuel",
  tagline: "Intermittent fasting & smarter nutrition for a leaner you",
  description:
    "Evidence-based guides, free tools and honest product picks for intermittent fasting, keto and other diets — fast with purpose and fuel your day the right way.",
  /** Where readers report an error in an article (Editorial standards page).
   * Make sure this mailbox exists before launch. */
  correctionsEmail: "corrections@fastandfuel.app",
  /** Where readers ask to be taken off the newsletter list (the owner deletes
   * the address on the developer page). Make sure this mailbox exists before launch. */
  newsletterEmail: "newsletter@fastandfuel.app",
  newsletterPitch: "No spam — just quick tips and product picks, once in a while.",
  /** The site's two social networks, in the footer's Connect column. Their
   * profile addresses are settings (VITE_SOCIAL_INSTAGRAM_URL,
   * VITE_SOCIAL_YOUTUBE_URL in `.env`), read through `env.social`: nobody's
   * handle is assumed before the owner confirms it. */
  social: [
    { id: "instagram", network: "Instagram" },
    { id: "youtube", network: "YouTube" },
  ],
} as const;

export type SocialNetwork = (typeof site.social)[number]["network"];
