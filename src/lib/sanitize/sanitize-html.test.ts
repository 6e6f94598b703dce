import { expect, test } from "vitest";
import { readingTimeMinutes } from "./reading-time";
import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { createArticleSanitizer, sanitizeArticleHtml } from "./sanitize-html";
import { xssPayloads } from "./xss-payloads";

/** Parses sanitised output and lists anything that could run script. */
function dangerousBits(html: string): string[] {
  const template = document.createElement("template");
  template.innerHTML = html;
  const problems: string[] = [];
  for (const element of template.content.querySelectorAll("*")) {
    const tag = element.tagName.toLowerCase();
    if (/^(script|iframe|object|embed|form|style|base|meta|link|svg|math)$/.test(tag)) {
      problems.push(`<${tag}>`);
    }
    for (const { name, value } of Array.from(element.attributes)) {
      if (name.toLowerCase().startsWith("on")) problems.push(`${tag}[${name}]`);
      if (name === "style" || name === "srcdoc" || name === "formaction") problems.push(`${tag}[${name}]`);
      // Browsers ignore whitespace and control characters inside a URL scheme.
      const compact = Array.from(value)
        .filter((char) => char.charCodeAt(0) > 0x20)
        .join("")
        .toLowerCase();
      if (
        ["href", "src", "xlink:href", "action", "background", "poster", "data"].includes(name) &&
        /^(javascript|vbscript|data):/.test(compact)
      ) {
        problems.push(`${tag}[${name}=${value}]`);
      }
    }
  }
  return problems;
}

const hrefs = ["/\\evil.example", "/\t/evil.example", "/articles/x\u0001y", "//evil.example"];
test.each(hrefs)("drops a site link with a backslash, control character or second slash: %j", (href) => {
  const html = sanitizeArticleHtml(`<p><a href="${href}">x</a><img src="${href}" alt=""></p>`);
  expect(html).not.toContain("href=");
  expect(html).not.toContain("src=");
});

test.each(xssPayloads.map((payload, index) => [index, payload]))("payload %i is defused", (_, payload) => {
  const clean = sanitizeArticleHtml(payload);
  expect(dangerousBits(clean)).toEqual([]);
  expect(clean).not.toMatch(/<script/i);
});

test("sanitizeArticleHtml keeps article markup and mailto: links, drops other schemes; external links open in a new tab without the opener, site links stay", () => {
  const clean = sanitizeArticleHtml(
    '<h2>Title</h2><p>A <strong>bold</strong> <em>claim</em>.</p><ul><li>one</li></ul><ol><li><cite>J</cite> <a href="https://doi.org/x">ext</a></li></ol>' +
      '<a href="/articles/x?tag=keto#s" target="_blank">int</a><a href="mailto:x@y.z">m</a><a href="ftp://x">f</a>',
  );
  for (const kept of [
    "<h2>Title</h2>",
    "<strong>bold</strong>",
    "<ul><li>one</li></ul>",
    "<cite>J</cite>",
    '<a href="https://doi.org/x" target="_blank" rel="noopener noreferrer">ext</a>',
    '<a href="/articles/x?tag=keto#s">int</a>',
    '<a href="mailto:x@y.z">m</a>',
  ])
    expect(clean).toContain(kept);
  expect(clean).not.toContain("ftp:");
});

test("createArticleSanitizer on another window (the build's jsdom) applies the same rules", () => {
  const onJsdom = createArticleSanitizer(createDOMPurify(new JSDOM("").window));
  // Defused as in the browser: the payload table above.
  for (const payload of xssPayloads) expect(onJsdom(payload), payload).toBe(sanitizeArticleHtml(payload));
  expect(onJsdom('<a href="https://doi.org/1">s</a>')).toBe(
    '<a href="https://doi.org/1" target="_blank" rel="noopener noreferrer">s</a>',
  );
});

test("createArticleSanitizer refuses a DOMPurify without a DOM instead of passing HTML through unsanitised", () => {
  const withoutDom = createDOMPurify({} as unknown as Window & typeof globalThis);
  expect(withoutDom.isSupported).toBe(false);
  expect(() => createArticleSanitizer(withoutDom)).toThrow(/needs a DOM/);
});

test.each([
  ["", 1],
  ["<p>" + "word ".repeat(220) + "</p>", 1],
  ["<p>" + "word ".repeat(1100) + "</p>", 5],
])("readingTimeMinutes counts words, not tags (%#)", (html, minutes) => {
  expect(readingTimeMinutes(html)).toBe(minutes);
});
