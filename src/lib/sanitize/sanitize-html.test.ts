import { describe, expect, test } from "vitest";
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

describe("sanitizeArticleHtml", () => {
  test.each([["/\\evil.example"], ["/\t/evil.example"], ["/articles/x\u0001y"], ["//evil.example"]])(
    "drops a site-relative link with a backslash, control character or second slash: %j",
    (href) => {
      const html = sanitizeArticleHtml(`<p><a href="${href}">x</a><img src="${href}" alt=""></p>`);
      expect(html).not.toContain("href=");
      expect(html).not.toContain("src=");
    },
  );

  test("keeps a plain site-relative link and mailto:, drops other schemes", () => {
    const clean = sanitizeArticleHtml(
      '<a href="/articles/x?tag=keto#s">x</a><a href="mailto:x@y.z">m</a><a href="ftp://x">f</a>',
    );
    expect(clean).toContain('href="/articles/x?tag=keto#s"');
    expect(clean).toContain('href="mailto:x@y.z"');
    expect(clean).not.toContain("ftp:");
  });

  test.each(xssPayloads.map((payload, index) => [index, payload]))("payload %i is defused", (_, payload) => {
    const clean = sanitizeArticleHtml(payload);
    expect(dangerousBits(clean)).toEqual([]);
    expect(clean).not.toMatch(/<script/i);
  });

  test("keeps article markup: headings, lists, emphasis, links", () => {
    const html =
      '<h2>Title</h2><p>A <strong>bold</strong> <em>claim</em>.</p><ul><li>one</li></ul><ol><li><cite>J</cite> <a href="https://doi.org/10.1/x">doi</a></li></ol>';
    const clean = sanitizeArticleHtml(html);
    expect(clean).toContain("<h2>Title</h2>");
    expect(clean).toContain("<strong>bold</strong>");
    expect(clean).toContain("<ul><li>one</li></ul>");
    expect(clean).toContain("<cite>J</cite>");
  });

  test("external links open in a new tab without the opener; internal links stay", () => {
    const clean = sanitizeArticleHtml(
      '<a href="https://doi.org/x">ext</a> <a href="/tools/macro-calculator" target="_blank">int</a>',
    );
    expect(clean).toContain('<a href="https://doi.org/x" target="_blank" rel="noopener noreferrer">ext</a>');
    expect(clean).toContain('<a href="/tools/macro-calculator">int</a>');
  });
});

describe("createArticleSanitizer", () => {
  test("on another window (the build's jsdom) it applies the same rules", () => {
    const onJsdom = createArticleSanitizer(createDOMPurify(new JSDOM("").window));
    // Defused as in the browser: the payload table above.
    for (const payload of xssPayloads) expect(onJsdom(payload), payload).toBe(sanitizeArticleHtml(payload));
    expect(onJsdom('<a href="https://doi.org/1">s</a>')).toBe(
      '<a href="https://doi.org/1" target="_blank" rel="noopener noreferrer">s</a>',
    );
  });

  test("refuses a DOMPurify without a DOM instead of passing HTML through unsanitised", () => {
    const withoutDom = createDOMPurify({} as unknown as Window & typeof globalThis);
    expect(withoutDom.isSupported).toBe(false);
    expect(() => createArticleSanitizer(withoutDom)).toThrow(/needs a DOM/);
  });
});

describe("readingTimeMinutes", () => {
  test.each([
    ["", 1],
    ["<p>" + "word ".repeat(220) + "</p>", 1],
    ["<p>" + "word ".repeat(1100) + "</p>", 5],
  ])("counts words, not tags (%#)", (html, minutes) => {
    expect(readingTimeMinutes(html)).toBe(minutes);
  });
});
