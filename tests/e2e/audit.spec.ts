import { axeViolations, expect, revealWholePage, test, visit } from "./support/fixtures";

// Every page check rests on this audit reporting what it finds; a change to
// how it runs must not leave it passing pages it no longer looks at.
test("the accessibility audit reports planted faults by rule and element", async ({ page }) => {
  await visit(page, "/about");
  // As every page check does: the audit must not catch a section mid-fade.
  await revealWholePage(page);
  expect(await axeViolations(page), "the page as built").toEqual([]);
  await page.evaluate(() => {
    const main = document.querySelector("main");
    if (!main) throw new Error("no <main>");
    main.insertAdjacentHTML(
      "beforeend",
      `<img id="planted-image" src="/favicon.svg" width="16" height="16">
       <button id="planted-button" type="button"></button>
       <p id="planted-text" style="color:#ccc;background:#fff">Grey on white</p>`,
    );
  });
  const found = await axeViolations(page);
  expect(found).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^image-alt .*\n\s+#planted-image$/),
      expect.stringMatching(/^button-name .*\n\s+#planted-button$/),
      expect.stringMatching(/^color-contrast .*\n\s+#planted-text$/),
    ]),
  );
});
