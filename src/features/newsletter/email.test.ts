// @vitest-environment node
import { expect, test } from "vitest";
import { EMAIL_MAX_LENGTH, isValidEmail } from "./email";

// The owner exports the list to a spreadsheet and mails it: an address must be
// one a mail server takes, and nothing that hides in a cell or runs there.
test.each([
  "name@example.com",
  " Name@Example.com ",
  "a.b+c@sub.example.co.uk",
  "o'brien@example.ie",
  `${"x".repeat(EMAIL_MAX_LENGTH - "@example.com".length)}@example.com`,
])("isValidEmail accepts %j", (email) => {
  expect(isValidEmail(email)).toBe(true);
});

test.each([
  ["a no-break space", "na\u00a0me@example.com"],
  ["NUL", "name@example.com\u0000x"],
  ["a zero-width space", "na\u200Bme@example.com"],
  ["nothing", ""],
  ["no @", "name"],
  ["no domain", "name@"],
  ["no local part", "@example.com"],
  ["a domain without a dot", "name@example"],
  ["a space", "na me@example.com"],
  ["markup", "<script>@example.com"],
  ["a quote", 'a"b@example.com'],
  ["a letter outside ASCII", "n\u00e4me@example.com"],
  ["a one-letter top-level domain", "a@b.c"],
  ["an empty domain label", "name@.example.com"],
  ["a leading =", "=1+2@example.com"],
  ["a leading -", "-2@example.com"],
  ["one character too many", `${"x".repeat(EMAIL_MAX_LENGTH + 1 - "@example.com".length)}@example.com`],
])("isValidEmail refuses an address with %s", (_name, email) => {
  expect(isValidEmail(email)).toBe(false);
});
