/* Shared by the upload schema's tests and the reading side's: both must refuse the same values with the
 * same reason, so an upload the page accepts is never turned down. */

const script = '<script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script>';

export const feedBreakers = [
  ["title", `A]]>B]]>${script}<![CDATA[C`],
  ["excerpt", `Short]]>${script}`],
  ["author", "Ann]]>"],
  ["content", "<p>]]></p>"],
] as const;

export const feedBreakerReason = `contains "]]>", which the site's news feed cannot carry; put a space in it or rephrase`;

export const refusedCharacters = [
  ["title", "Fasting\u0085 101", "an invisible control character (U+0085); remove it"],
  ["title", "Fasting\u2028101", "a line break (U+2028); keep it on one line"],
  ["title", "Fasting\n101", "a line break (U+000A); keep it on one line"],
  ["title", "gpj.\u202Eexe", "an invisible text-direction character (U+202E); remove it"],
  ["author", "Ann\u2066 Lee", "an invisible text-direction character (U+2066); remove it"],
  ["author", "Ann\nLee", "a line break (U+000A); keep it on one line"],
  ["excerpt", "One\u000Btwo", "an invisible control character (U+000B); remove it"],
  ["content", "<p>a\u0000b</p>", "an invisible control character (U+0000); remove it"],
  ["bannerImageAlt", "A bowl\u0007", "an invisible control character (U+0007); remove it"],
] as const;
