/**
 * When the sign-up's consent wording (the note by the form and the privacy page's newsletter section) last
 * changed: each sign-up stores the version its reader saw. Change it whenever that wording changes.
 */
export const CONSENT_VERSION = "2026-12-03";

/** What firestore.rules accept (RE2, whole string). */
export const CONSENT_VERSION_PATTERN = "[0-9]{4}-[0-9]{2}-[0-9]{2}";
