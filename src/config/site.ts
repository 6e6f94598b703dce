export const site = {
  name: "Fast & Fuel",
  tagline: "Intermittent fasting & smarter nutrition for a leaner you",
  description:
    "Evidence-based guides, free tools and honest product picks for intermittent fasting, keto and other diets — fast with purpose and fuel your day the right way.",
  /** Make sure this mailbox exists before launch. */
  correctionsEmail: "corrections@fastandfuel.app",
  /** Unsubscribe requests; make sure this mailbox exists before launch. */
  newsletterEmail: "newsletter@fastandfuel.app",
  newsletterPitch: "No spam — just quick tips and product picks, once in a while.",
  /** Addresses are settings (`env.social`): nobody's handle is assumed before the owner confirms it. */
  social: [
    { id: "instagram", network: "Instagram" },
    { id: "youtube", network: "YouTube" },
  ],
} as const;

export type SocialNetwork = (typeof site.social)[number]["network"];
