import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { articleDocuments, builtInArticles } from "~/content/articles";
import { builtInProducts } from "~/content/products";
import type { AuthUser } from "~/lib/auth/model";
import type { Article, Product } from "~/lib/content-store/model";
import type { ContentStore, UploadOptions, UploadReport } from "~/lib/content-store/store";
import { makeStore } from "~/test/content-fixtures";
import { renderWithRouter } from "~/test/render";
import { DeveloperTools } from "./developer-tools";

const developer: AuthUser = {
  uid: "dev",
  email: "developer@fastandfuel.app",
  emailVerified: true,
  hasDeveloperRole: true,
  signedInWithSecondFactor: true,
};

/** A database-backed store holding the built-in content except the first
 * article; its article upload reports progress in two steps. */
function storeWithUploads() {
  const uploadArticles = vi.fn(
    async (items: readonly Partial<Article>[], options?: UploadOptions): Promise<UploadReport> => {
      options?.onProgress?.(1, items.length);
      await Promise.resolve();
      options?.onProgress?.(items.length, items.length);
      return { written: items.map(({ id }) => id ?? ""), failed: [], skipped: [] };
    },
  );
  const uploadProducts = vi.fn<ContentStore["uploadProducts"]>();
  const store = makeStore(builtInArticles.slice(1), [...builtInProducts], {
    mode: "firebase",
    uploadArticles,
    uploadProducts,
  });
  return { store, uploadArticles, uploadProducts };
}

function renderTools(store: ContentStore, user: AuthUser = developer) {
  const refresh = vi.fn(() => Promise.resolve(user));
  const view = renderWithRouter(<DeveloperTools user={user} refresh={refresh} />, {
    path: "/dev-add-product",
    store,
  });
  return { refresh, unmount: view.unmount };
}

const fileOf = (data: unknown, name: string) =>
  new File([JSON.stringify(data)], name, { type: "application/json" });

async function pick(file: File) {
  const user = userEvent.setup();
  // The visible button opens the (hidden) file input.
  await user.upload(screen.getByLabelText("Upload file"), file);
  return user;
}

const section = () => screen.getByRole("region", { name: "Upload from a file" });

describe("Upload from a file", () => {
  test("previews the file, writes the new record only after confirming, and reports", async () => {
    const { store, uploadArticles } = storeWithUploads();
    const { refresh } = renderTools(store);
    const user = await pick(fileOf(articleDocuments, "articles.json"));

    await within(section()).findByText(`articles.json: ${articleDocuments.length} articles`);
    expect(
      within(section()).getByText(`1 new · 0 changed · ${articleDocuments.length - 1} unchanged · 0 invalid`),
    ).toBeInTheDocument();
    expect(uploadArticles).not.toHaveBeenCalled();

    await user.click(within(section()).getByRole("button", { name: "Write 1 article" }));
    expect(
      await within(section()).findByText(
        `1 document written, 0 failed, ${articleDocuments.length - 1} unchanged.`,
      ),
    ).toBeInTheDocument();
    expect(
      within(section()).getByText("Live now; search engines and link previews see it after the next deploy."),
    ).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(uploadArticles).toHaveBeenCalledTimes(1);
    expect(uploadArticles.mock.calls[0]?.[0].map(({ id }) => id)).toEqual([articleDocuments[0]?.id]);
  });

  test("an invalid record blocks the upload and says why", async () => {
    const { store, uploadProducts } = storeWithUploads();
    renderTools(store);
    const products: Product[] = builtInProducts.map((product, index) =>
      index === 0 ? { ...product, link: "http://example.com" } : product,
    );
    await pick(fileOf(products, "products.json"));
    expect(await within(section()).findByText(/is not an https link/)).toBeInTheDocument();
    expect(
      within(section()).getByText(/Nothing is written while the file has invalid records/),
    ).toBeInTheDocument();
    expect(within(section()).getByRole("button", { name: /^Write/ })).toBeDisabled();
    expect(uploadProducts).not.toHaveBeenCalled();
  });

  test("a file that is not JSON is refused with a message", async () => {
    const { store } = storeWithUploads();
    renderTools(store);
    await pick(new File(["{ nope"], "broken.json", { type: "application/json" }));
    const alert = await within(section()).findByRole("alert");
    expect(alert).toHaveTextContent("Nothing was written.");
    expect(alert).toHaveTextContent("broken.json is not valid JSON");
  });

  test.each([
    [
      "the developer role",
      { hasDeveloperRole: false },
      /developer role yet/,
      "npm run grant-developer -- developer@fastandfuel.app",
    ],
    [
      "an authenticator code at sign-in",
      { signedInWithSecondFactor: false },
      /didn’t use an authenticator code/,
      "npm run enroll-totp",
    ],
  ])(
    "without %s nothing is written, and the page says how to get it",
    async (_name, account, notice, how) => {
      const { store, uploadArticles } = storeWithUploads();
      renderTools(store, { ...developer, ...account });
      expect(screen.getByText(notice)).toHaveTextContent(how);
      const user = await pick(fileOf(articleDocuments, "articles.json"));
      await user.click(await within(section()).findByRole("button", { name: "Write 1 article" }));
      expect(await within(section()).findByRole("alert")).toHaveTextContent(notice);
      expect(uploadArticles).not.toHaveBeenCalled();
    },
  );
});

describe("Current articles", () => {
  test("lists each stored article with its id and last update", async () => {
    const { store } = storeWithUploads();
    renderTools(store);
    const list = screen.getByRole("region", { name: "Current articles" });
    const items = await within(list).findAllByRole("listitem");
    expect(items).toHaveLength(builtInArticles.length - 1);
    const [first] = builtInArticles.slice(1);
    if (!first) throw new Error("no built-in articles");
    const updated = (first.updatedAt ?? first.createdAt).toISOString().slice(0, 10);
    expect(items[0]).toHaveTextContent(`${first.title}${first.id} · updated ${updated}`);
    expect(within(list).getAllByRole("button", { name: /^Delete article/ })).toHaveLength(items.length);
  });
});

describe("Article list index", () => {
  const region = () => screen.getByRole("region", { name: "Article list index" });

  test("rebuilds the index after refreshing the sign-in, and says how many articles it lists", async () => {
    const user = userEvent.setup();
    const rebuildSummaryIndex = vi.fn(() =>
      Promise.resolve<UploadReport>({ written: ["a", "b", "c"], failed: [], skipped: [] }),
    );
    const { refresh } = renderTools(makeStore([], [], { mode: "firebase", rebuildSummaryIndex }));
    await user.click(within(region()).getByRole("button", { name: "Rebuild the index" }));
    expect(await within(region()).findByRole("status")).toHaveTextContent("The index lists 3 articles.");
    expect(refresh).toHaveBeenCalled();
    expect(rebuildSummaryIndex).toHaveBeenCalledTimes(1);
  });

  test("a refused rebuild says why", async () => {
    const user = userEvent.setup();
    const rebuildSummaryIndex = vi.fn(() =>
      Promise.resolve<UploadReport>({
        written: [],
        failed: [{ id: "a", reason: "Missing or insufficient permissions." }],
        skipped: [],
      }),
    );
    renderTools(makeStore([], [], { mode: "firebase", rebuildSummaryIndex }));
    await user.click(within(region()).getByRole("button", { name: "Rebuild the index" }));
    expect(await within(region()).findByRole("alert")).toHaveTextContent(
      "The index was not rebuilt: Missing or insufficient permissions.",
    );
  });

  test("is off without a database or without the developer role", async () => {
    const withoutRole: AuthUser = { ...developer, hasDeveloperRole: false };
    for (const [store, user] of [
      [makeStore([], []), developer],
      [makeStore([], [], { mode: "firebase" }), withoutRole],
    ] as const) {
      const { unmount } = renderWithRouter(
        <DeveloperTools user={user} refresh={() => Promise.resolve(user)} />,
        { path: "/dev-add-product", store },
      );
      expect(within(region()).getByRole("button", { name: "Rebuild the index" })).toBeDisabled();
      // The page's lists finish loading before the next render.
      await screen.findByText(/No articles yet/);
      unmount();
    }
  });
});

test("with App Check on, the page says readers see uploads after the next deploy; reading live, it does not", async () => {
  const { store } = storeWithUploads();
  const { unmount } = renderTools({ ...store, readsLive: false });
  expect(screen.getByText("Readers see changes after the next deploy.")).toBeInTheDocument();
  await screen.findByText("Nobody has signed up yet.");
  unmount();
  renderTools(store);
  await screen.findByText("Nobody has signed up yet.");
  expect(screen.queryByText("Readers see changes after the next deploy.")).toBeNull();
});
