/**
 * A practical e-mail check for a sign-up form, in plain ASCII: letters,
 * digits and the symbols an address may hold unquoted, one "@", a dotted
 * domain with a top-level part of two or more characters. No whitespace of
 * any kind (a no-break space, a line separator), no control or invisible
 * character, no markup or quote character (< > " `; an apostrophe is fine, as
 * in o'brien@), no "/" (the address is its sign-up's document id, which
 * cannot hold one), and no first character a spreadsheet would run as a
 * formula when the owner exports the list (= + - @).
 *
 * Written once, in syntax both JavaScript and RE2 (Firestore rules) read the
 * same way: firestore.rules checks stored addresses with this exact pattern
 * (a unit test compares the two and runs the rules' copy with RE2).
 */
export const EMAIL_PATTERN =
  "[A-Za-z0-9!#$%&\\x27*?^_{|}~][A-Za-z0-9!#$%&\\x27*+=?^_{|}~.-]*@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z0-9-]{2,}";

/** Longest address a mail server must accept (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX_LENGTH = 254;

const EMAIL = new RegExp(`^(?:${EMAIL_PATTERN})$`);

/** Checks an address as typed: spaces around it are allowed (the form trims them). */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
}

export const INVALID_EMAIL_MESSAGE = "Enter a valid e-mail address, like name@example.com.";
