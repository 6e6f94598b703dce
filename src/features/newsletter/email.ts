/**
 * A practical e-mail check for a sign-up form: one "@", a non-empty local
 * part, a dotted domain, no spaces, no markup characters (< > " `; an apostrophe is fine, as in o'brien@), and no
 * first character a spreadsheet would run as a formula when the list is
 * exported (= + - @). The Firestore rules check the same pattern again.
 */
const EMAIL = /^[^\s@<>"`=+-][^\s@<>"`]*@[^\s@<>"`]+\.[^\s@<>"`]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim()) && value.trim().length <= 254;
}

export const INVALID_EMAIL_MESSAGE = "Enter a valid e-mail address, like name@example.com.";
