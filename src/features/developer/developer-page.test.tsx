import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test, vi } from "vitest";
import { env } from "~/lib/env";
import { DEVELOPER_EMAIL } from "~/config/developer";
import { builtInArticles } from "~/content/articles";
import { builtInProducts } from "~/content/products";
import { AuthProvider } from "~/lib/auth/context";
import type { AuthState, AuthUser } from "~/lib/auth/model";
import type { Product } from "~/lib/content-store/model";
import type { ContentStore, UploadReport } from "~/lib/content-store/store";
import { expectConsoleError } from "~/test/console";
import { makeProduct, makeStore } from "~/test/content-fixtures";
import { deferred } from "~/test/deferred";
import { createSignOutClient } from "~/test/fake-auth";
import { createFakeAuthClient, LocationProbe, renderWithRouter } from "~/test/render";
import { DeveloperPage } from "./developer-page";

const signedIn = (email: string | null, emailVerified = true, hasDeveloperRole = true): AuthState => ({
  status: "signed-in",
  user: {
    uid: "dev",
    email,
    emailVerified,
    hasDeveloperRole,
    signedInWithSecondFactor: true,
  } satisfies AuthUser,
});

const stored = [
  makeProduct({ id: "ketone-strips", name: "Ketone Strips", description: "Check ketosis at home." }),
  makeProduct({ id: "mct-oil", name: "MCT Oil", description: "A fast fat for coffee." }),
];

const writtenAll = (items: readonly { id?: string }[]): UploadReport => ({
  written: items.map(({ id }) => id ?? ""),
  failed: [],
  skipped: [],
});

/** A database-backed store (so no built-in notice) over `products`; override what matters. */
function databaseStore(overrides: Partial<ContentStore> = {}, products: Product[] = stored): ContentStore {
  return makeStore([], products, {
    mode: "firebase",
    uploadProducts: vi.fn((items: readonly Product[]) => Promise.resolve(writtenAll(items))),
    uploadArticles: vi.fn((items: readonly { id?: string }[]) => Promise.resolve(writtenAll(items))),
    ...overrides,
  });
}

function renderPage({
  auth = signedIn(DEVELOPER_EMAIL),
  store = databaseStore(),
}: { auth?: AuthState; store?: ContentStore } = {}) {
  const client = createFakeAuthClient(auth);
  renderWithRouter(<DeveloperPage />, { path: "/dev-add-product", store, auth: client });
  return { client, store };
}

const currentPath = () => screen.getByRole("status", { name: "current path" });
const productsButton = () => screen.getByRole("button", { name: "ADD PRODUCTS.JSON" });
const articlesButton = () => screen.getByRole("button", { name: "ADD ARTICLES.JSON" });
const productList = () => screen.getByRole("region", { name: "Our Current Products" });

function spyOnConsole(method: "log" | "warn") {
  const spy = vi.fn<(...args: unknown[]) => void>();
  vi.spyOn(console, method).mockImplementation(spy);
  return spy;
}

describe("DeveloperPage access", () => {
  test("says 'Loading...' while the session is restored, and stays", () => {
    renderPage({ auth: { status: "loading" } });
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent("/dev-add-product");
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
  });

  test.each<[string, AuthState]>([
    ["a signed-out visitor", { status: "signed-out" }],
    ["someone else signed in", signedIn("editor@example.com")],
    ["an account without an e-mail", signedIn(null)],
  ])("sends %s home", (_who, auth) => {
    renderPage({ auth });
    expect(currentPath()).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole("heading", { name: "Content uploads" })).toBeNull();
  });

  test("replaces the developer page in the history, so Back skips it", async () => {
    const client = createFakeAuthClient({ status: "signed-out" });
    const router = createMemoryRouter(
      [
        {
          path: "*",
          element: (
            <AuthProvider client={client}>
              <DeveloperPage />
              <LocationProbe />
            </AuthProvider>
          ),
        },
      ],
      { initialEntries: ["/about", "/dev-add-product"], initialIndex: 1 },
    );
    render(<RouterProvider router={router} />);
    expect(currentPath()).toHaveTextContent(/^\/$/);
    await act(() => router.navigate(-1));
    expect(currentPath()).toHaveTextContent("/about");
  });

  test("sends the developer home after signing out", async () => {
    const user = userEvent.setup();
    const client = createSignOutClient(signedIn(DEVELOPER_EMAIL));
    renderWithRouter(<DeveloperPage />, { path: "/dev-add-product", store: databaseStore(), auth: client });
    await within(await screen.findByRole("region", { name: "Our Current Products" })).findByText("MCT Oil");
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(client.signOut).toHaveBeenCalledTimes(1);
    expect(currentPath()).toHaveTextContent(/^\/$/);
  });
});

describe("DeveloperPage for the developer", () => {
  test("shows the uploads and the current products, whatever the case of the e-mail", async () => {
    const products = deferred<Product[]>();
    renderPage({
      auth: signedIn(DEVELOPER_EMAIL.toUpperCase()),
      store: databaseStore({ listProducts: () => products.promise }),
    });
    expect(screen.getByRole("heading", { level: 1, name: "Content uploads" })).toBeInTheDocument();
    // The tools load in their own chunk (once per page), when the developer is known.
    await screen.findByRole("button", { name: "ADD PRODUCTS.JSON" });
    expect(screen.getByText(/^Signed in as/)).toHaveTextContent(
      `Signed in as ${DEVELOPER_EMAIL.toUpperCase()}`,
    );
    expect(productsButton()).toBeEnabled();
    expect(articlesButton()).toBeEnabled();
    expect(currentPath()).toHaveTextContent("/dev-add-product");

    expect(screen.getByText("Loading products…")).toBeInTheDocument();
    products.resolve(stored);
    const items = await within(productList()).findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Ketone StripsCheck ketosis at home.");
    expect(within(productList()).getByRole("heading", { level: 3, name: "MCT Oil" })).toBeInTheDocument();
    expect(within(productList()).getByText("A fast fat for coffee.")).toBeInTheDocument();
    // A database is connected and the address is verified: no warnings.
    expect(screen.queryByText("No database is connected.")).toBeNull();
    expect(screen.queryByText(/isn’t verified/)).toBeNull();
  });

  test("marks a stored product advised against as shown without a buy link", async () => {
    const advisedAgainst = makeProduct({ id: "glucosamine", name: "Glucosamine", isAdvisedAgainst: true });
    renderPage({ store: databaseStore({}, [...stored, advisedAgainst]) });
    const items = await within(productList()).findAllByRole("listitem");
    const marked = items.filter((item) =>
      item.textContent.includes("Advised against: the site shows it without a buy link."),
    );
    expect(marked.map((item) => within(item).getByRole("heading").textContent)).toEqual(["Glucosamine"]);
  });

  test("says when there are no products yet", async () => {
    renderPage({ store: databaseStore({}, []) });
    expect(
      await screen.findByText("No products yet. Use “ADD PRODUCTS.JSON” to upload the built-in ones."),
    ).toBeInTheDocument();
  });

  test("a failed product read logs it and offers a retry that reads again", async () => {
    expectConsoleError(/^Failed to load products: quota exceeded$/);
    const user = userEvent.setup();
    const listProducts = vi
      .fn<() => Promise<Product[]>>()
      .mockRejectedValueOnce(new Error("quota exceeded"))
      .mockResolvedValue(stored);
    renderPage({ store: databaseStore({ listProducts }) });
    const alert = await within(productList()).findByRole("alert");
    expect(alert).toHaveTextContent("We couldn’t load the products.");

    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await within(productList()).findByText("MCT Oil")).toBeInTheDocument();
    expect(listProducts).toHaveBeenCalledTimes(2);
    expect(within(productList()).queryByRole("alert")).toBeNull();
  });

  test("in built-in mode says no database is connected", async () => {
    renderPage({ store: makeStore([], stored) });
    expect(screen.getByText("No database is connected.")).toBeInTheDocument();
    await within(productList()).findByText("MCT Oil");
  });

  test("says which social profiles the footer can't link to yet, and which setting fixes it", async () => {
    const saved = { ...env.social };
    Object.assign(env.social, { instagram: null, youtube: "https://www.youtube.com/@example" });
    try {
      renderPage();
      expect(screen.getByText("Instagram: not linked yet.")).toBeInTheDocument();
      expect(screen.getByText("VITE_SOCIAL_INSTAGRAM_URL")).toBeInTheDocument();
      expect(screen.queryByText(/VITE_SOCIAL_YOUTUBE_URL/)).toBeNull();
      await within(productList()).findByText("MCT Oil");
    } finally {
      Object.assign(env.social, saved);
    }
  });

  test("warns an unverified developer that uploads will be refused", async () => {
    renderPage({ auth: signedIn(DEVELOPER_EMAIL, false) });
    expect(
      screen.getByText("Your e-mail address isn’t verified yet, so the database will refuse uploads."),
    ).toBeInTheDocument();
    await within(productList()).findByText("MCT Oil");
  });
});

describe("DeveloperPage uploads", () => {
  test("ADD PRODUCTS.JSON writes every built-in product with all its fields, then re-reads the list", async () => {
    const log = spyOnConsole("log");
    const user = userEvent.setup();
    const afterUpload = [...stored, makeProduct({ id: "new-one", name: "Fresh Product" })];
    const listProducts = vi
      .fn<() => Promise<Product[]>>()
      .mockResolvedValueOnce(stored)
      .mockResolvedValue(afterUpload);
    const uploadProducts = vi.fn((items: readonly Product[]) => Promise.resolve(writtenAll(items)));
    const uploadArticles = vi.fn(() => Promise.resolve(writtenAll([])));
    renderPage({ store: databaseStore({ listProducts, uploadProducts, uploadArticles }) });
    await within(productList()).findByText("MCT Oil");

    await user.click(productsButton());
    expect(
      await screen.findByText(`Products: ${builtInProducts.length} documents written.`),
    ).toBeInTheDocument();

    // The real built-in products, every field included (image, link, tags, id).
    expect(uploadProducts).toHaveBeenCalledTimes(1);
    expect(uploadProducts).toHaveBeenCalledWith(builtInProducts);
    expect(builtInProducts.length).toBeGreaterThan(0);
    expect(log).toHaveBeenCalledWith("Products Uploaded!");
    expect(uploadArticles).not.toHaveBeenCalled();

    expect(await within(productList()).findByText("Fresh Product")).toBeInTheDocument();
    expect(listProducts).toHaveBeenCalledTimes(2);
  });

  test("a products upload with failures lists each failed id and reason", async () => {
    expectConsoleError(/^Upload error/);
    const log = spyOnConsole("log");
    const user = userEvent.setup();
    const uploadProducts = vi.fn(() =>
      Promise.resolve<UploadReport>({
        written: ["collagen-peptides"],
        failed: [
          { id: "boswellia-extract", reason: "Missing or insufficient permissions." },
          { id: "electrolyte-drops", reason: "Deadline exceeded." },
        ],
        skipped: [],
      }),
    );
    renderPage({ store: databaseStore({ uploadProducts }) });
    await within(productList()).findByText("MCT Oil");
    await user.click(productsButton());

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Products: 1 document written, 2 failed.");
    const failures = within(alert).getAllByRole("listitem");
    expect(failures.map((item) => item.textContent)).toEqual([
      "boswellia-extract: Missing or insufficient permissions.",
      "electrolyte-drops: Deadline exceeded.",
    ]);
    expect(log).not.toHaveBeenCalledWith("Products Uploaded!");
  });

  test("a products upload without a database says nothing was uploaded, and why", async () => {
    expectConsoleError(/^Upload error No database is connected/);
    const log = spyOnConsole("log");
    const user = userEvent.setup();
    renderPage({ store: makeStore([], stored) });
    await within(productList()).findByText("MCT Oil");
    await user.click(productsButton());

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Products: nothing was uploaded.");
    expect(alert).toHaveTextContent(
      "No database is connected: this site is running on its built-in content. Add the VITE_FIREBASE_* settings (see .env.example) to save changes.",
    );
    expect(log).not.toHaveBeenCalledWith("Products Uploaded!");
    expect(productsButton()).toBeEnabled();
  });

  test("ADD ARTICLES.JSON writes the built-in articles and logs each one", async () => {
    const log = spyOnConsole("log");
    const warn = spyOnConsole("warn");
    const user = userEvent.setup();
    const ids = builtInArticles.map(({ id }) => id);
    const [firstId = "", ...otherIds] = ids;
    const uploadArticles = vi.fn(() =>
      Promise.resolve<UploadReport>({ written: otherIds, failed: [], skipped: [{ reason: "it has no id" }] }),
    );
    const listProducts = vi.fn(() => Promise.resolve(stored));
    const uploadProducts = vi.fn(() => Promise.resolve(writtenAll([])));
    renderPage({ store: databaseStore({ uploadArticles, uploadProducts, listProducts }) });
    await within(productList()).findByText("MCT Oil");
    await user.click(articlesButton());

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(`Articles: ${otherIds.length} documents written, 1 skipped.`);
    expect(within(alert).getByRole("listitem")).toHaveTextContent("Skipped: it has no id");
    expect(uploadArticles).toHaveBeenCalledWith(builtInArticles);
    expect(uploadProducts).not.toHaveBeenCalled();

    const logged = log.mock.calls.map((args) => args.join(" "));
    expect(logged).toEqual([
      ...otherIds.map((id) => `Uploaded article: ${id}`),
      `Article upload finished: ${otherIds.length} of ${ids.length} uploaded.`,
    ]);
    expect(logged).not.toContain(`Uploaded article: ${firstId}`);
    expect(warn).toHaveBeenCalledWith("Skipped an article: it has no id");
    // Articles are not in the product list: it is not read again.
    expect(listProducts).toHaveBeenCalledTimes(1);
  });

  test("a fully written articles upload reports every document", async () => {
    spyOnConsole("log");
    const user = userEvent.setup();
    renderPage();
    await within(productList()).findByText("MCT Oil");
    await user.click(articlesButton());
    expect(
      await screen.findByText(`Articles: ${builtInArticles.length} documents written.`),
    ).toBeInTheDocument();
  });

  test("both buttons are disabled while an upload runs", async () => {
    spyOnConsole("log");
    const user = userEvent.setup();
    const upload = deferred<UploadReport>();
    renderPage({ store: databaseStore({ uploadProducts: () => upload.promise }) });
    await within(productList()).findByText("MCT Oil");
    await user.click(productsButton());

    expect(screen.getByRole("button", { name: "Uploading…" })).toBeDisabled();
    expect(articlesButton()).toBeDisabled();
    expect(screen.queryByRole("button", { name: "ADD PRODUCTS.JSON" })).toBeNull();

    await act(async () => {
      upload.resolve({ written: ["a"], failed: [], skipped: [] });
      await upload.promise;
    });
    expect(await screen.findByText("Products: 1 document written.")).toBeInTheDocument();
    expect(productsButton()).toBeEnabled();
    expect(articlesButton()).toBeEnabled();
    await within(productList()).findByText("MCT Oil");
  });
});
