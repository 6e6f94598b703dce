/**
 * The date the sign-up's consent wording (the privacy note beside the form and
 * the privacy page's newsletter section) last changed. Each sign-up stores the
 * version its reader saw, so the owner can show what someone agreed to; change
 * it whenever that wording changes. firestore.rules accept any date here.
 */
export const CONSENT_VERSION = "2026-12-03";

/** What firestore.rules accept as a version (RE2, whole string): a date. */
export const CONSENT_VERSION_PATTERN = "[0-9]{4}-[0-9]{2}-[0-9]{2}";
