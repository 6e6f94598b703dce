import { expect, test, visit } from "./support/fixtures";

test("without JavaScript every answer is in the page, its FAQPage data matches the page word for word, and every 'read more' link opens a page that has the section it points at; the contents jump to answers", async ({
  withoutScripts,
  page,
  request,
}) => {
  const html = await (await request.get("/quick-answers")).text();
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  const faq = jsonLd
    .map(([, text]) => JSON.parse(text ?? "null") as { "@type": string; mainEntity?: unknown })
    .find((data) => data["@type"] === "FAQPage");
  const entries = (faq?.mainEntity ?? []) as { name: string; acceptedAnswer: { text: string } }[];
  expect(entries.length).toBeGreaterThanOrEqual(15);
  await withoutScripts.goto("/quick-answers");
  await expect(withoutScripts.locator("main section[id]")).toHaveCount(entries.length);
  for (const entry of entries) {
    const section = withoutScripts.getByRole("region", { name: entry.name, exact: true });
    await expect(section).toContainText(entry.acceptedAnswer.text);
  }

  const hrefs = await withoutScripts
    .locator("main section[id] a[href^='/']")
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))]);
  expect(hrefs.length).toBeGreaterThan(10);
  for (const href of hrefs) {
    const [path = "", fragment] = href.split("#");
    const response = await request.get(path);
    expect(response.status(), href).toBe(200);
    if (fragment) expect(await response.text(), href).toContain(`id="${fragment}"`);
  }

  // A question in the contents list jumps to its answer.
  await visit(page, "/quick-answers");
  const contents = page.getByRole("navigation", { name: "Questions on this page" });
  await contents.getByRole("link", { name: "Does coffee break a fast?" }).click();
  await expect(page).toHaveURL(/#coffee$/);
  await expect(page.getByRole("heading", { name: "Does coffee break a fast?", level: 2 })).toBeInViewport();
});
