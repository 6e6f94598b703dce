// @vitest-environment node
import { expect, test } from "vitest";
import { decodeEntities, htmlToText } from "./html-text";

test("decodes the entities the serialiser writes, and leaves others alone", () => {
  expect(decodeEntities("Salt &amp; water &lt;daily&gt; &quot;x&quot; it&#39;s&nbsp;fine &eacute;")).toBe(
    `Salt & water <daily> "x" it's fine &eacute;`,
  );
});

test("turns tags into spaces, so words on either side stay apart", () => {
  expect(htmlToText("<p>One<br>two</p><p>three &amp; four</p>")).toBe(" One two  three & four ");
});
