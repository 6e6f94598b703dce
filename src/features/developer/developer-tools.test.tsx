import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, onTestFinished, test, vi } from "vitest";
import { articleDocuments, builtInArticles } from "~/content/articles";
import { builtInProducts } from "~/content/products";
import { env } from "~/lib/env";
import type { AuthUser } from "~/lib/auth/model";
import type { Article, Product } from "~/lib/content-store/model";
import { NoDatabaseError, type ContentStore, type UploadReport } from "~/lib/content-store/store";
import { expectConsoleError } from "~/test/console";
import { makeProduct, makeStore } from "~/test/content-fixtures";
import { deferred } from "~/test/deferred";
import { renderWithRouter } from "~/test/render";
import { DeveloperTools } from "./developer-tools";

// What each upload logs: uploads.test.ts; each file check: upload-file.test.ts. Here, what the page shows.

const developer: AuthUser = {
  uid: "dev",
  email: "developer@fastandfuel.app",
  emailVerified: true,
  hasDeveloperRole: true,
  signedInWithSecondFactor: true,
};

const stored = [
  makeProduct({ id: "ketone-strips", name: "Ketone Strips", description: "Check ketosis at home." }),
  makeProduct({ id: "glucosamine", name: "Glucosamine", isAdvisedAgainst: true }),
];

const report = (written: readonly { id?: string }[], more: Partial<UploadReport> = {}): UploadReport => ({
  written: written.map(({ id }) => id ?? ""),
  failed: [],
  skipped: [],
  ...more,
});

/** A database-backed store holding the built-in articles but the first, and `stored`; every upload is written. */
function databaseStore(overrides: Partial<ContentStore> = {}) {
  const uploadArticles = vi.fn((items: readonly Partial<Article>[]) => Promise.resolve(report(items)));
  const uploadProducts = vi.fn((items: readonly Product[]) => Promise.resolve(report(items)));
  const listProducts = vi.fn(() => Promise.resolve(stored));
  const store = makeStore(builtInArticles.slice(1), stored, {
    mode: "firebase",
    ...{ uploadArticles, uploadProducts, listProducts, ...overrides },
  });
  return { store, uploadArticles, uploadProducts, listProducts };
}

function renderTools(store: ContentStore, user: AuthUser = developer) {
  const refresh = vi.fn(() => Promise.resolve(user));
  renderWithRouter(<DeveloperTools user={user} refresh={refresh} />, { store });
  return { refresh };
}

const productList = () => screen.getByRole("region", { name: "Our Current Products" });
const fileSection = () => screen.getByRole("region", { name: "Upload from a file" });
const indexRegion = () => screen.getByRole("region", { name: "Article list index" });
const button = (name: string) => screen.getByRole("button", { name });
const rebuildButton = () => within(indexRegion()).getByRole("button", { name: "Rebuild the index" });

/** Renders the tools over `store` and waits until its products are listed. */
async function renderLoaded(store: ContentStore) {
  renderTools(store);
  await within(productList()).findByText("Ketone Strips");
}

async function pick(data: unknown, name: string) {
  const user = userEvent.setup();
  const content = typeof data === "string" ? data : JSON.stringify(data);
  const file = new File([content], name, { type: "application/json" });
  // The visible button opens the (hidden) file input.
  await user.upload(screen.getByLabelText("Upload file"), file);
  return user;
}

test("ADD PRODUCTS.JSON writes every built-in product, both buttons off meanwhile, then reads the list again", async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  const user = userEvent.setup();
  const upload = deferred<UploadReport>();
  const uploadProducts = vi.fn(() => upload.promise);
  const listProducts = vi
    .fn<() => Promise<Product[]>>()
    .mockResolvedValueOnce(stored)
    .mockResolvedValue([...stored, makeProduct({ id: "new-one", name: "Fresh Product" })]);
  const { store, uploadArticles } = databaseStore({ listProducts, uploadProducts });
  await renderLoaded(store);
  await user.click(button("ADD PRODUCTS.JSON"));
  expect(button("Uploading…")).toBeDisabled();
  expect(button("ADD ARTICLES.JSON")).toBeDisabled();
  // The real built-in products, every field included (image, link, tags, id).
  expect(uploadProducts).toHaveBeenCalledWith(builtInProducts);
  upload.resolve(report(builtInProducts));
  await screen.findByText(`Products: ${builtInProducts.length} documents written.`);
  expect(button("ADD PRODUCTS.JSON")).toBeEnabled();
  expect(button("ADD ARTICLES.JSON")).toBeEnabled();
  expect(uploadArticles).not.toHaveBeenCalled();
  expect(await within(productList()).findByText("Fresh Product")).toBeInTheDocument();
});

test("ADD ARTICLES.JSON writes the built-in articles and lists what failed or was skipped, and why", async () => {
  expectConsoleError(/^Failed to upload article boswellia: Deadline exceeded\.$/);
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  const user = userEvent.setup();
  const failed = [{ id: "boswellia", reason: "Deadline exceeded." }];
  const uploadArticles = vi.fn(() =>
    Promise.resolve(report([{ id: "fasting-101" }], { failed, skipped: [{ reason: "it has no id" }] })),
  );
  const { store, listProducts } = databaseStore({ uploadArticles });
  await renderLoaded(store);
  await user.click(button("ADD ARTICLES.JSON"));
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("Articles: 1 document written, 1 failed, 1 skipped.");
  expect(
    within(alert)
      .getAllByRole("listitem")
      .map((item) => item.textContent),
  ).toEqual(["boswellia: Deadline exceeded.", "Skipped: it has no id"]);
  expect(uploadArticles).toHaveBeenCalledWith(builtInArticles);
  // Articles are not in the product list: it is not read again.
  expect(listProducts).toHaveBeenCalledTimes(1);
});

test("without a database the page says so, and an upload says nothing was uploaded and why", async () => {
  expectConsoleError(/^Upload error No database is connected/);
  const user = userEvent.setup();
  renderTools(makeStore([], []));
  expect(screen.getByText("No database is connected.")).toBeInTheDocument();
  await screen.findByText("No products yet. Use “ADD PRODUCTS.JSON” to upload the built-in ones.");
  await user.click(button("ADD PRODUCTS.JSON"));
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("Products: nothing was uploaded.");
  expect(alert).toHaveTextContent(new NoDatabaseError().message);
  expect(button("ADD PRODUCTS.JSON")).toBeEnabled();
  expect(rebuildButton()).toBeDisabled();
});

test("lists each stored product, marking one advised against, after a retry when the first read fails", async () => {
  expectConsoleError(/^Failed to load products: quota exceeded$/);
  const user = userEvent.setup();
  const listProducts = vi
    .fn<() => Promise<Product[]>>()
    .mockRejectedValueOnce(new Error("quota exceeded"))
    .mockResolvedValue(stored);
  renderTools(databaseStore({ listProducts }).store);
  expect(screen.getByText("Loading products…")).toBeInTheDocument();
  const alert = await within(productList()).findByRole("alert");
  expect(alert).toHaveTextContent("We couldn’t load the products.");
  await user.click(within(alert).getByRole("button", { name: "Retry" }));
  const items = await within(productList()).findAllByRole("listitem");
  expect(within(productList()).queryByRole("alert")).toBeNull();
  const names = items.map((item) => within(item).getByRole("heading", { level: 3 }).textContent);
  expect(names).toEqual(["Ketone Strips", "Glucosamine"]);
  expect(items[0]).not.toHaveTextContent(/Advised against/);
  expect(items[1]).toHaveTextContent("Advised against: the site shows it without a buy link.");
  // A database read live, a verified address: nothing to warn about.
  expect(screen.queryByText(/No database is connected|isn’t verified|after the next deploy/)).toBeNull();
});

test("a file upload previews the file, writes the new record only after confirming, and reports", async () => {
  const { store, uploadArticles } = databaseStore();
  const { refresh } = renderTools(store);
  const user = await pick(articleDocuments, "articles.json");
  const section = within(fileSection());
  await section.findByText(`articles.json: ${articleDocuments.length} articles`);
  section.getByText(`1 new · 0 changed · ${articleDocuments.length - 1} unchanged · 0 invalid`);
  expect(uploadArticles).not.toHaveBeenCalled();

  await user.click(section.getByRole("button", { name: "Write 1 article" }));
  await section.findByText(`1 document written, 0 failed, ${articleDocuments.length - 1} unchanged.`);
  section.getByText("Live now; search engines and link previews see it after the next deploy.");
  expect(refresh).toHaveBeenCalledTimes(1);
  const written = uploadArticles.mock.calls.map(([items]) => items.map(({ id }) => id));
  expect(written).toEqual([[articleDocuments[0]?.id]]);
});

test("a file that is not JSON, or has an invalid record, writes nothing and says why", async () => {
  const { store, uploadProducts } = databaseStore();
  renderTools(store);
  const section = within(fileSection());
  await pick("{ nope", "broken.json");
  const alert = await section.findByRole("alert");
  expect(alert).toHaveTextContent("Nothing was written.");
  expect(alert).toHaveTextContent("broken.json is not valid JSON");

  const insecure = [{ ...builtInProducts[0], link: "http://example.com" }, ...builtInProducts.slice(1)];
  await pick(insecure, "products.json");
  expect(await section.findByText(/is not an https link/)).toBeInTheDocument();
  expect(section.getByText(/Nothing is written while the file has invalid records/)).toBeInTheDocument();
  expect(section.getByRole("button", { name: /^Write/ })).toBeDisabled();
  expect(uploadProducts).not.toHaveBeenCalled();
});

// The notice, and the refused write, say how to get what is missing.
test.each([
  ["a verified address", "emailVerified", /isn’t verified yet, so the database will refuse uploads\./],
  ["the developer role", "hasDeveloperRole", /role yet.*grant-developer -- developer@fastandfuel\.app/],
  ["an authenticator code at sign-in", "signedInWithSecondFactor", /authenticator code.*npm run enroll-totp/],
])("without %s nothing is written, and the page says how to get it", async (_name, field, notice) => {
  const { store, uploadArticles } = databaseStore();
  renderTools(store, { ...developer, [field]: false });
  expect(screen.getByText(notice)).toBeInTheDocument();
  expect(rebuildButton()).toBeDisabled();
  const user = await pick(articleDocuments, "articles.json");
  await user.click(await within(fileSection()).findByRole("button", { name: "Write 1 article" }));
  expect(await within(fileSection()).findByRole("alert")).toHaveTextContent(notice);
  expect(uploadArticles).not.toHaveBeenCalled();
});

test("rebuilds the article list index after refreshing the sign-in; a refused rebuild says why", async () => {
  const user = userEvent.setup();
  const refused = { id: "a", reason: "Missing or insufficient permissions." };
  const rebuildSummaryIndex = vi
    .fn<ContentStore["rebuildSummaryIndex"]>()
    .mockResolvedValueOnce(report([{ id: "a" }, { id: "b" }, { id: "c" }]))
    .mockResolvedValueOnce(report([], { failed: [refused] }));
  const { refresh } = renderTools(makeStore([], [], { mode: "firebase", rebuildSummaryIndex }));
  await user.click(rebuildButton());
  expect(await within(indexRegion()).findByRole("status")).toHaveTextContent("The index lists 3 articles.");
  expect(refresh).toHaveBeenCalled();
  await user.click(rebuildButton());
  expect(await within(indexRegion()).findByRole("alert")).toHaveTextContent(
    "The index was not rebuilt: Missing or insufficient permissions.",
  );
});

test("lists each stored article with its id and last update; tells the owner which social profiles the footer can't link to yet, and that with App Check on readers see uploads after the next deploy", async () => {
  const saved = { ...env.social };
  onTestFinished(() => void Object.assign(env.social, saved));
  Object.assign(env.social, { instagram: null, youtube: "https://www.youtube.com/@example" });
  await renderLoaded({ ...databaseStore().store, readsLive: false });
  expect(screen.getByText("Instagram: not linked yet.")).toBeInTheDocument();
  expect(screen.getByText("VITE_SOCIAL_INSTAGRAM_URL")).toBeInTheDocument();
  expect(screen.queryByText(/VITE_SOCIAL_YOUTUBE_URL/)).toBeNull();
  expect(screen.getByText("Readers see changes after the next deploy.")).toBeInTheDocument();

  const list = screen.getByRole("region", { name: "Current articles" });
  const items = await within(list).findAllByRole("listitem");
  expect(items).toHaveLength(builtInArticles.length - 1);
  const first = builtInArticles[1];
  if (!first) throw new Error("no built-in articles");
  const updated = (first.updatedAt ?? first.createdAt).toISOString().slice(0, 10);
  expect(items[0]).toHaveTextContent(`${first.title}${first.id} · updated ${updated}`);
  expect(within(list).getAllByRole("button", { name: /^Delete article/ })).toHaveLength(items.length);
});
