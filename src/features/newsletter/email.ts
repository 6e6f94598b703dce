/**
 * Plain ASCII, one "@", a dotted domain. No whitespace, control or invisible character, no markup or quote
 * (an apostrophe is fine), no "/" (the address is its sign-up's document id), and no first character a
 * spreadsheet would run as a formula (= + - @). firestore.rules checks stored addresses with this exact
 * pattern in RE2, so it is written in syntax both read alike (a unit test compares the two).
 */
export const EMAIL_PATTERN =
  "[A-Za-z0-9!#$%&\\x27*?^_{|}~][A-Za-z0-9!#$%&\\x27*+=?^_{|}~.-]*@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z0-9-]{2,}";

/** RFC 5321's path limit less its brackets. */
export const EMAIL_MAX_LENGTH = 254;

const EMAIL = new RegExp(`^(?:${EMAIL_PATTERN})$`);

/** Spaces around it are allowed: the form trims them. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
}

export const INVALID_EMAIL_MESSAGE = "Enter a valid e-mail address, like name@example.com.";
