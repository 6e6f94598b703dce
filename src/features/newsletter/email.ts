/**
 * A practical e-mail check for a sign-up form: one "@", a non-empty local
 * part, a dotted domain, no spaces. (The server never trusts it alone: the
 * Firestore rules validate again.)
 */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim()) && value.trim().length <= 254;
}

export const INVALID_EMAIL_MESSAGE = "Enter a valid e-mail address, like name@example.com.";
