import { Resvg } from "@resvg/resvg-js";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import satori from "satori";
import { site } from "~/config/site";

// Build time: every article and guide shares as itself, not as the brand card (decision 037).

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

export interface ShareCardInput {
  title: string;
  label: string;
  illustrationPath?: string;
}

const PADDING = 72;
const GAP = 56;
const ART_SIDE = 480;
const TEXT_WIDTH_BESIDE_ART = SHARE_CARD_SIZE.width - 2 * PADDING - GAP - ART_SIDE;

const colours = { cream: "#fbf8f1", tile: "#d8f3e3", title: "#114330", brand: "#156546", label: "#9b2a0f" };

const require = createRequire(import.meta.url);
let fonts: Promise<{ name: string; data: Buffer; weight: 600 | 700 }[]> | null = null;

/** Satori reads WOFF, not the WOFF2 the site serves. */
function loadFonts() {
  fonts ??= Promise.all(
    ([600, 700] as const).map(async (weight) => ({
      name: "Outfit",
      weight,
      data: await readFile(require.resolve(`@fontsource/outfit/files/outfit-latin-${weight}-normal.woff`)),
    })),
  );
  return fonts;
}

/** The drawings keep their subject in the central square, as the phone's cards show. The dark-theme block
 * goes: a card is shown on whatever background the reader's app uses. */
export function squareCrop(svg: string): string {
  const [x = 0, y = 0, width = 0, height = 0] = (/viewBox="([^"]+)"/.exec(svg)?.[1] ?? "")
    .split(/[\s,]+/)
    .map(Number);
  if (!(width > 0 && height > 0)) throw new Error("share card: the illustration has no viewBox");
  const side = Math.min(width, height);
  const box = `${x + (width - side) / 2} ${y + (height - side) / 2} ${side} ${side}`;
  const cropped = svg
    .replace(/<style>.*?<\/style>\n?/s, "")
    .replace(/<svg[^>]*>/, (tag) =>
      tag
        .replace(/\s(width|height)="[^"]*"/g, "")
        .replace(/viewBox="[^"]*"/, `viewBox="${box}" width="${side}" height="${side}"`),
    );
  return `data:image/svg+xml;base64,${Buffer.from(cropped).toString("base64")}`;
}

/** So each title fits in four lines. */
export function titleSize(title: string): number {
  if (title.length <= 36) return 68;
  if (title.length <= 64) return 56;
  return 46;
}

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const box = (style: Record<string, unknown>, children?: unknown, type = "div"): Node => ({
  type,
  props: { style, children },
});

export async function renderShareCard(input: ShareCardInput, publicDir: URL): Promise<Buffer> {
  const readPublic = (path: string) => readFile(new URL(`.${path}`, publicDir), "utf8");
  const [mark, illustration] = await Promise.all([
    readPublic("/favicon.svg"),
    input.illustrationPath ? readPublic(input.illustrationPath) : undefined,
  ]);
  const markUrl = `data:image/svg+xml;base64,${Buffer.from(mark).toString("base64")}`;
  const art = illustration
    ? box(
        {
          display: "flex",
          width: ART_SIDE,
          height: ART_SIDE,
          borderRadius: 48,
          border: `3px solid ${colours.tile}`,
          overflow: "hidden",
          flexShrink: 0,
        },
        { type: "img", props: { src: squareCrop(illustration), width: ART_SIDE - 6, height: ART_SIDE - 6 } },
      )
    : null;
  const tree = box(
    {
      display: "flex",
      alignItems: "center",
      width: "100%",
      height: "100%",
      padding: `0 ${PADDING}px`,
      gap: GAP,
      background: colours.cream,
      fontFamily: "Outfit",
    },
    [
      box(
        {
          display: "flex",
          flexDirection: "column",
          width: art ? TEXT_WIDTH_BESIDE_ART : "100%",
          height: ART_SIDE,
        },
        [
          box(
            {
              display: "flex",
              alignItems: "center",
              gap: 16,
              fontSize: 32,
              fontWeight: 700,
              color: colours.brand,
            },
            [{ type: "img", props: { src: markUrl, width: 56, height: 56 } }, site.name],
          ),
          box(
            {
              display: "flex",
              marginTop: "auto",
              fontSize: 26,
              fontWeight: 600,
              color: colours.label,
              letterSpacing: 1,
              textTransform: "uppercase",
            },
            input.label,
          ),
          box(
            {
              display: "block",
              marginTop: 14,
              marginBottom: "auto",
              fontSize: titleSize(input.title),
              fontWeight: 700,
              lineHeight: 1.12,
              color: colours.title,
              lineClamp: 4,
            },
            input.title,
          ),
        ],
      ),
      art,
    ],
  );
  const svg = await satori(tree as Parameters<typeof satori>[0], {
    ...SHARE_CARD_SIZE,
    fonts: await loadFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: "width", value: SHARE_CARD_SIZE.width } }).render().asPng();
}
