// These tests play the part of browser clients, so they drive the Firebase SDK
// directly (eslint.config.js allows it under tests/emulator).
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from "@firebase/rules-unit-testing";
import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  FieldPath,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { DEVELOPER_EMAIL } from "~/config/developer";
import { builtInArticles } from "~/content/articles";
import { builtInProducts } from "~/content/products";
import { documentLimits } from "~/lib/content-store/document-limits";
import { SUMMARY_COLLECTION } from "~/lib/content-store/summary-index";
import { parseArticle } from "~/lib/content-store/validate";
import { articleToData, productToData } from "~/lib/firebase/converters";
import rules from "../../firestore.rules?raw";

// Its own project, so loading these rules leaves the adapter tests' allow-all
// rules (project demo-fast-and-fuel) alone while both files run in parallel.
const PROJECT_ID = "demo-fast-and-fuel-rules";
const host = process.env.FIRESTORE_EMULATOR_HOST;
const skipReason =
  process.env.EMULATOR_SKIP_REASON ?? (host ? undefined : "FIRESTORE_EMULATOR_HOST is not set");

// The token of a sign-in that passed the authenticator app's code (the SDK's type leaves the field out).
const PASSED_AUTHENTICATOR_CODE = { sign_in_provider: "password" as const, sign_in_second_factor: "totp" };
const READER = { email: "reader@example.com", email_verified: true };
const OWNER = { email: DEVELOPER_EMAIL, email_verified: true };

/** Who signs in: a user id and the token's claims, or null for no sign-in. */
const SIGN_INS = {
  anonymous: null,
  "another signed-in user": ["reader", READER],
  "another user with the developer claim": ["reader", { ...READER, developer: true }],
  // Someone who signed up with the developer's address and verified it
  // (e.g. before the owner did): no claim, so no writes.
  "the developer e-mail without the claim": ["developer", OWNER],
  "the developer with the claim, e-mail not verified": [
    "developer",
    { ...OWNER, email_verified: false, developer: true },
  ],
  // A leaked password alone: every check passes but the second factor.
  "the developer signed in without the authenticator code": ["developer", { ...OWNER, developer: true }],
  "the developer": ["developer", { ...OWNER, developer: true, firebase: PASSED_AUTHENTICATOR_CODE }],
} satisfies Record<string, [string, TokenOptions] | null>;
type Actor = keyof typeof SIGN_INS;
const ACTORS = Object.keys(SIGN_INS) as Actor[];

const ARTICLE_ID = "sample-article";
const PRODUCT_ID = "sample-product";

const sampleArticle = (overrides: DocumentData = {}): DocumentData => ({
  title: "A sample article",
  excerpt: "One or two sentences for the cards.",
  author: "Fast & Fuel",
  content: "<p>The body.</p>",
  createdAt: new Date("2026-01-05T08:00:00Z"),
  tags: ["fasting", "energy"],
  productTags: ["electrolytes"],
  bannerImageUrl: "/images/articles/sample-article.svg",
  slug: ARTICLE_ID,
  ...overrides,
});

const sampleProduct = (overrides: DocumentData = {}): DocumentData => ({
  name: "Sample Electrolyte Drops",
  description: "Unsweetened drops for water.",
  link: "https://www.amazon.com/s?k=electrolyte+drops&tag=fastandfuel-20",
  tags: ["electrolytes", "fasting"],
  image: "/images/products/sample-product.svg",
  ...overrides,
});

const sampleSubscriber = (overrides: DocumentData = {}): DocumentData => ({
  email: "reader@example.com",
  consent: "2026-12-02",
  source: "/subscribe",
  createdAt: serverTimestamp(),
  ...overrides,
});

/** A sign-up as the form writes it: the document named by its address. */
const subscribe = (db: Firestore, data: DocumentData = sampleSubscriber()) =>
  setDoc(doc(db, "subscribers", String(data.email)), data);

const without = (data: DocumentData, key: string): DocumentData =>
  Object.fromEntries(Object.entries(data).filter(([name]) => name !== key));

/** For each required field, a row "no <field>" with `data` lacking it. */
const lacking = (data: DocumentData, fields: string[]): [string, DocumentData][] =>
  fields.map((field) => [`no ${field}`, without(data, field)]);

const tooLong = (length: number) => "x".repeat(length);
/** `count` tags, each well within the limits. */
const tagList = (count: number) => Array.from({ length: count }, (_, index) => `tag ${index}`);

const { article: limits } = documentLimits;
const longTag = tooLong(limits.tag + 1);
const longTakeaway = tooLong(limits.keyTakeaway + 1);

/** A title as a hostile upload would write it: it ends the feed's CDATA section and opens a script. */
const FEED_BREAKOUT = 'A]]>B]]><script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script><![CDATA[C';

describe.skipIf(skipReason !== undefined)(
  `firestore.rules against the emulator${skipReason ? ` — SKIPPED: ${skipReason}` : ""}`,
  () => {
    let testEnv: RulesTestEnvironment;

    beforeAll(async () => {
      const [hostname = "127.0.0.1", port = "8080"] = (host ?? "").split(":");
      testEnv = await initializeTestEnvironment({
        projectId: PROJECT_ID,
        firestore: { rules, host: hostname, port: Number(port) },
      });
    });

    afterAll(async () => {
      await testEnv.cleanup();
    });

    beforeEach(async () => {
      await testEnv.clearFirestore();
    });

    /** Typed as the compat SDK's, the context's Firestore works with the modular functions (they unwrap it). */
    const modular = (context: RulesTestContext) => context.firestore() as unknown as Firestore;

    function dbAs(actor: Actor): Firestore {
      const signIn: [string, TokenOptions] | null = SIGN_INS[actor];
      return modular(signIn ? testEnv.authenticatedContext(...signIn) : testEnv.unauthenticatedContext());
    }

    /** What only the developer may do: it succeeds for them and fails for everyone else. */
    const onlyTheDeveloper = (actor: Actor) => (operation: Promise<unknown>) =>
      actor === "the developer" ? assertSucceeds(operation) : assertFails(operation);

    /** Writes past the rules (test setup only). */
    async function seed(path: string, data: DocumentData) {
      await testEnv.withSecurityRulesDisabled(async (context) => {
        await setDoc(doc(modular(context), path), data);
      });
    }

    describe("articles and products", () => {
      /** The related-articles and recommended-products query. */
      const byTag = (tags: string[]) => where("tags", "array-contains-any", tags);
      /** The sample article with these key takeaways. */
      const withTakeaways = (...keyTakeaways: unknown[]) => sampleArticle({ keyTakeaways });

      test.each(ACTORS)(
        "%s can get and list articles and products with the app's queries; only the developer can create, overwrite, update and delete them",
        async (actor) => {
          await seed(`articles/${ARTICLE_ID}`, sampleArticle());
          await seed(`products/${PRODUCT_ID}`, sampleProduct());
          const db = dbAs(actor);
          const [articles, products] = [collection(db, "articles"), collection(db, "products")];
          const article = doc(articles, ARTICLE_ID);
          const product = doc(products, PRODUCT_ID);
          await assertSucceeds(getDoc(article));
          await assertSucceeds(getDocs(articles));
          await assertSucceeds(getDocs(query(articles, limit(10))));
          await assertSucceeds(getDocs(query(articles, byTag(["fasting"]), limit(16))));
          await assertSucceeds(getDoc(product));
          await assertSucceeds(getDocs(products));
          await assertSucceeds(getDocs(query(products, byTag(["electrolytes"]))));

          const developerOnly = onlyTheDeveloper(actor);
          await developerOnly(setDoc(doc(articles, "new-article"), sampleArticle({ slug: "new-article" })));
          await developerOnly(setDoc(article, sampleArticle({ title: "Uploaded again" })));
          await developerOnly(updateDoc(article, { excerpt: "A new excerpt." }));
          await developerOnly(deleteDoc(article));
          await developerOnly(setDoc(doc(products, "new-product"), sampleProduct()));
          await developerOnly(setDoc(product, sampleProduct({ name: "Uploaded again" })));
          await developerOnly(updateDoc(product, { description: "A new description." }));
          await developerOnly(deleteDoc(product));
        },
      );

      test("an article without its optional fields, one at every maximum length, the longest id, and text with line breaks, accents and <markup> where allowed are accepted", async () => {
        const db = dbAs("the developer");
        const article = doc(db, "articles", ARTICLE_ID);
        const minimal = without(without(sampleArticle(), "productTags"), "bannerImageUrl");
        await assertSucceeds(setDoc(article, minimal));
        const revised = sampleArticle({
          updatedAt: new Date("2026-03-01T00:00:00Z"),
          bannerImageAlt: "A bowl of lentil soup",
          keyTakeaways: ["One.", "Two.", "Three.", "Four.", "Five."],
        });
        await assertSucceeds(setDoc(article, revised));
        const longestTags = Array.from({ length: 20 }, (_, index) => `${index} ${tooLong(limits.tag - 3)}`);
        const longest = sampleArticle({
          title: tooLong(200),
          excerpt: tooLong(600),
          author: tooLong(100),
          content: tooLong(200_000),
          tags: longestTags,
          productTags: longestTags,
          bannerImageUrl: `/images/${tooLong(2048 - "/images/".length)}`,
          bannerImageAlt: tooLong(300),
          keyTakeaways: Array.from({ length: 5 }, () => ({
            text: tooLong(limits.keyTakeaway),
            evidence: "strong",
          })),
        });
        await assertSucceeds(setDoc(article, longest));
        const longestId = `a-${tooLong(limits.id - 2)}`;
        await assertSucceeds(setDoc(doc(db, "articles", longestId), sampleArticle({ slug: longestId })));
        const text = sampleArticle({
          title: "Salt & water: <why> it matters, café ]] >",
          excerpt: "One line.\nAnother,\tafter a tab.\r\n",
          content: "<p>One.</p>\n<pre>a]]&gt;b</pre>",
          tags: ["gut health", "b12"],
          keyTakeaways: ["A plain line.", { text: "Drink water." }, { text: "Sleep.", evidence: "guidance" }],
        });
        await assertSucceeds(setDoc(article, text));
      });

      test.each([
        // Which ids the pattern refuses: tests/unit/firestore-rules.test.ts (RE2).
        ["a capital letter", "Sample-Article"],
        ["a double hyphen", "sample--article"],
        [`${limits.id + 1} characters`, `a-${tooLong(limits.id - 1)}`],
      ])("the developer cannot write an article whose id has %s", async (_name, id) => {
        await assertFails(setDoc(doc(dbAs("the developer"), "articles", id), sampleArticle({ slug: id })));
      });

      test("the developer can still delete an article stored with a bad id", async () => {
        const id = `Bad_${tooLong(300)}`;
        await seed(`articles/${id}`, sampleArticle({ slug: id }));
        await assertSucceeds(deleteDoc(doc(dbAs("the developer"), "articles", id)));
      });

      // Which characters each check refuses: tests/unit/firestore-rules.test.ts (RE2); here, that
      // each field has its check.
      test.each<[string, DocumentData]>([
        ["an extra key", sampleArticle({ views: 10 })],
        ...lacking(sampleArticle(), ["title", "excerpt", "author", "content", "createdAt", "tags", "slug"]),
        ["an empty title", sampleArticle({ title: "" })],
        ["a blank author", sampleArticle({ author: "   " })],
        ["a title of 201 characters", sampleArticle({ title: tooLong(201) })],
        ["an excerpt of 601 characters", sampleArticle({ excerpt: tooLong(601) })],
        ["an author of 101 characters", sampleArticle({ author: tooLong(101) })],
        ["content of 200,001 characters", sampleArticle({ content: tooLong(200_001) })],
        ["a numeric title", sampleArticle({ title: 42 })],
        ["createdAt as a string", sampleArticle({ createdAt: "2026-01-05T08:00:00Z" })],
        ["tags as a string", sampleArticle({ tags: "fasting" })],
        ["21 tags", sampleArticle({ tags: tagList(21) })],
        ["productTags as a string", sampleArticle({ productTags: "electrolytes" })],
        ["a numeric banner", sampleArticle({ bannerImageUrl: 1 })],
        ["a protocol-relative banner", sampleArticle({ bannerImageUrl: "//images.example.com/a.png" })],
        ["a banner behind a backslash", sampleArticle({ bannerImageUrl: "/\\images.example.com/a.png" })],
        ["a javascript: banner", sampleArticle({ bannerImageUrl: "javascript:alert(1)" })],
        ["a slug that differs from the document id", sampleArticle({ slug: "another-article" })],
        ["updatedAt as a string", sampleArticle({ updatedAt: "2026-02-01T00:00:00Z" })],
        ["updatedAt before createdAt", sampleArticle({ updatedAt: new Date("2025-12-31T00:00:00Z") })],
        ["six key takeaways", withTakeaways("1", "2", "3", "4", "5", "6")],
        ["key takeaways as a string", sampleArticle({ keyTakeaways: "one line" })],
        ["a numeric banner alt", sampleArticle({ bannerImageAlt: 7 })],
        ["]]> in the title (it would end the feed's CDATA section)", sampleArticle({ title: FEED_BREAKOUT })],
        ["]]> in the body, after a line break", sampleArticle({ content: "<p>One.</p>\n<p>]]></p>" })],
        ["]]> in a tag", sampleArticle({ tags: ["fasting", "gut]]>health"] })],
        ["a line feed in the title", sampleArticle({ title: "Two\nlines" })],
        ["a right-to-left override in the author", sampleArticle({ author: "Ann\u202E" })],
        ["a vertical tab in the excerpt", sampleArticle({ excerpt: "One\u000Btwo" })],
        ["a control character in the banner alt", sampleArticle({ bannerImageAlt: "A bowl\u0007" })],
        [`a tag of ${limits.tag + 1} characters`, sampleArticle({ tags: ["fasting", longTag] })],
        ["the 20th tag too long", sampleArticle({ tags: [...tagList(19), longTag] })],
        ["an empty tag", sampleArticle({ tags: [""] })],
        ["a numeric tag", sampleArticle({ tags: ["fasting", 7] })],
        [
          `a product tag of ${limits.tag + 1} characters`,
          sampleArticle({ productTags: ["electrolytes", longTag] }),
        ],
        [
          `a key takeaway of ${limits.keyTakeaway + 1} characters`,
          withTakeaways({ text: longTakeaway, evidence: "strong" }),
        ],
        [
          `a plain-line key takeaway of ${limits.keyTakeaway + 1} characters`,
          withTakeaways("One.", longTakeaway),
        ],
        ["a key takeaway with ]]>", withTakeaways({ text: "One]]>", evidence: "strong" })],
        ["a key takeaway with an unknown level", withTakeaways({ text: "One.", evidence: "proven" })],
        ["a key takeaway with an extra key", withTakeaways({ text: "One.", views: 1 })],
        ["a numeric key takeaway", withTakeaways(7)],
      ])("the developer cannot write an article with %s", async (_name, data) => {
        await assertFails(setDoc(doc(dbAs("the developer"), "articles", ARTICLE_ID), data));
      });

      test("an update cannot break an article either (the merged document is checked)", async () => {
        await seed(`articles/${ARTICLE_ID}`, sampleArticle());
        const article = doc(dbAs("the developer"), "articles", ARTICLE_ID);
        await assertFails(updateDoc(article, { slug: "another-article" }));
        await assertFails(updateDoc(article, { views: 10 }));
        await assertFails(updateDoc(article, { title: tooLong(201) }));
        await assertFails(updateDoc(article, { title: FEED_BREAKOUT }));
        await assertFails(updateDoc(article, { tags: [longTag] }));
      });

      test("a product without an image, and one with isAdvisedAgainst true or false, are accepted", async () => {
        const product = doc(dbAs("the developer"), "products", PRODUCT_ID);
        await assertSucceeds(setDoc(product, without(sampleProduct(), "image")));
        await assertSucceeds(setDoc(product, sampleProduct({ isAdvisedAgainst: true })));
        await assertSucceeds(setDoc(product, sampleProduct({ isAdvisedAgainst: false })));
      });

      test.each<[string, DocumentData]>([
        ["an extra key", sampleProduct({ price: 9.99 })],
        ...lacking(sampleProduct(), ["name", "description", "link", "tags"]),
        ["an empty description", sampleProduct({ description: "" })],
        ["a name of 201 characters", sampleProduct({ name: tooLong(201) })],
        ["a description of 2,001 characters", sampleProduct({ description: tooLong(2001) })],
        ["a link of 2,049 characters", sampleProduct({ link: `https://example.com/${tooLong(2049 - 20)}` })],
        ["an http link", sampleProduct({ link: "http://www.amazon.com/s?k=electrolyte+drops" })],
        ["a javascript: link", sampleProduct({ link: "javascript:alert(1)" })],
        ["a numeric name", sampleProduct({ name: 7 })],
        ["tags as a string", sampleProduct({ tags: "electrolytes" })],
        ["21 tags", sampleProduct({ tags: tagList(21) })],
        ["an http image", sampleProduct({ image: "http://images.example.com/p.png" })],
        // The CSP allows only the site's own images.
        ["an image on another host", sampleProduct({ image: "https://images.example.com/p.png" })],
        ["a protocol-relative image", sampleProduct({ image: "//images.example.com/p.png" })],
        ["an image of 2,049 characters", sampleProduct({ image: `/${tooLong(2048)}` })],
        ["isAdvisedAgainst as text", sampleProduct({ isAdvisedAgainst: "true" })],
        ["isAdvisedAgainst but no link", without(sampleProduct({ isAdvisedAgainst: true }), "link")],
        [`a tag of ${limits.tag + 1} characters`, sampleProduct({ tags: [longTag] })],
        ["]]> in a tag", sampleProduct({ tags: ["a]]>b"] })],
      ])("the developer cannot write a product with %s", async (_name, data) => {
        await assertFails(setDoc(doc(dbAs("the developer"), "products", PRODUCT_ID), data));
      });

      // What the upload page sends (uploadArticles: parseArticle, then
      // articleToData; uploadProducts: productToData) must pass, or uploads fail.
      test.each(builtInArticles.map((article) => [article.id, article] as const))(
        "the developer can upload the built-in article %s",
        async (id, article) => {
          const parsed = parseArticle(id, article);
          if (!parsed.ok) throw new Error(`built-in article ${id} is invalid: ${parsed.reason}`);
          await assertSucceeds(
            setDoc(doc(dbAs("the developer"), "articles", id), articleToData(parsed.value)),
          );
        },
      );

      test.each(builtInProducts.map((product) => [product.id, product] as const))(
        "the developer can upload the built-in product %s",
        async (id, product) => {
          await assertSucceeds(setDoc(doc(dbAs("the developer"), "products", id), productToData(product)));
        },
      );

      test("there are built-in articles and products to upload", () => {
        expect(builtInArticles.length).toBeGreaterThan(0);
        expect(builtInProducts.length).toBeGreaterThan(0);
      });
    });

    describe("the article summaries (the list's index)", () => {
      const entry = {
        title: "Fasting 101",
        excerpt: "Start here.",
        tags: ["fasting"],
        createdAt: new Date("2026-01-01T00:00:00Z"),
      };

      test.each(ACTORS)(
        "%s can read the index in one query; only the developer can write or delete a shard",
        async (actor) => {
          await seed(`${SUMMARY_COLLECTION}/shard-0`, { entries: { "fasting-101": entry } });
          const db = dbAs(actor);
          await assertSucceeds(getDocs(collection(db, SUMMARY_COLLECTION)));
          const shard = doc(db, SUMMARY_COLLECTION, "shard-0");
          const developerOnly = onlyTheDeveloper(actor);
          await developerOnly(setDoc(shard, { entries: { x: entry } }));
          await developerOnly(deleteDoc(shard));
        },
      );

      test("the developer writes an article and its entry in one batch, and deletes both", async () => {
        const db = dbAs("the developer");
        const [article, shard] = [doc(db, "articles", ARTICLE_ID), doc(db, SUMMARY_COLLECTION, "shard-1")];
        const onlyItsEntry = { mergeFields: [new FieldPath("entries", ARTICLE_ID)] };
        const batch = writeBatch(db);
        batch.set(article, sampleArticle());
        batch.set(shard, { entries: { [ARTICLE_ID]: entry } }, onlyItsEntry);
        await assertSucceeds(batch.commit());
        const removal = writeBatch(db);
        removal.delete(article);
        removal.set(shard, { entries: { [ARTICLE_ID]: deleteField() } }, onlyItsEntry);
        await assertSucceeds(removal.commit());
      });

      test("even the developer cannot write another shape or another document id", async () => {
        const summaries = collection(dbAs("the developer"), SUMMARY_COLLECTION);
        await assertFails(setDoc(doc(summaries, "shard-0"), { entries: {}, extra: 1 }));
        await assertFails(setDoc(doc(summaries, "shard-0"), { entries: ["not", "a", "map"] }));
        await assertFails(setDoc(doc(summaries, "anything"), { entries: {} }));
      });
    });

    describe("subscribers", () => {
      const SIGNED_UP_AT = Timestamp.fromDate(new Date("2026-01-05"));

      test("an address signs up once: a second sign-up, in any case or spacing, is refused", async () => {
        const db = dbAs("anonymous");
        await assertSucceeds(subscribe(db));
        // The form trims and lowercases, so "  Reader@Example.COM " arrives as the same document.
        await assertFails(subscribe(db));
        await assertFails(subscribe(db, sampleSubscriber({ source: "/" })));
        // Stored under another id, or in another case, it is refused outright.
        await assertFails(addDoc(collection(db, "subscribers"), sampleSubscriber()));
        await assertFails(setDoc(doc(db, "subscribers", "Reader@Example.COM"), sampleSubscriber()));
        for (const email of ["Reader@Example.COM", " reader@example.com "]) {
          await assertFails(setDoc(doc(db, "subscribers", email), sampleSubscriber({ email })));
        }
      });

      test("an address of exactly 254 characters is accepted", async () => {
        const email = `${tooLong(254 - "@example.com".length)}@example.com`;
        await assertSucceeds(subscribe(dbAs("anonymous"), sampleSubscriber({ email })));
      });

      // Which addresses the pattern refuses: tests/unit/firestore-rules.test.ts (RE2) and
      // features/newsletter/email.test.ts.
      test.each([
        ["an uppercase e-mail", sampleSubscriber({ email: "Reader@Example.com" })],
        ["an e-mail without @", sampleSubscriber({ email: "reader.example.com" })],
        ["an e-mail a spreadsheet would run", sampleSubscriber({ email: "=1+2@example.com" })],
        ["a source behind a backslash", sampleSubscriber({ source: "/\\evil.example" })],
        ["an e-mail of 255 characters", sampleSubscriber({ email: `${tooLong(243)}@example.com` })],
        ["a numeric e-mail", sampleSubscriber({ email: 42 })],
        ["a consent version that is not a date", sampleSubscriber({ consent: "yes" })],
        ["a source of 201 characters", sampleSubscriber({ source: `/${tooLong(200)}` })],
        ["a client-supplied createdAt", sampleSubscriber({ createdAt: SIGNED_UP_AT })],
        ...lacking(sampleSubscriber(), ["consent", "createdAt", "source", "email"]),
        ["an extra key", sampleSubscriber({ name: "Reader" })],
        ["a no-break space in the e-mail", sampleSubscriber({ email: "re\u00a0ader@example.com" })],
        ["a one-letter top-level domain", sampleSubscriber({ email: "reader@example.c" })],
      ])("a subscriber with %s is refused", async (_name, data) => {
        const db = dbAs("anonymous");
        // A string address names its own document; "no email" and 42 go under the sample's.
        const id = typeof data.email === "string" ? data.email : "reader@example.com";
        await assertFails(setDoc(doc(db, "subscribers", id), data));
      });

      // The developer page lists, counts, exports and removes sign-ups; nobody changes one.
      test.each(ACTORS)(
        "%s can subscribe and cannot change a sign-up; only the developer can get, list, count and delete them",
        async (actor) => {
          await seed("subscribers/existing", sampleSubscriber({ createdAt: SIGNED_UP_AT }));
          const db = dbAs(actor);
          await assertSucceeds(subscribe(db));
          const existing = doc(db, "subscribers", "existing");
          await assertFails(updateDoc(existing, { source: "/changed" }));
          await assertFails(updateDoc(existing, { email: "someone@example.com" }));
          await assertFails(setDoc(existing, sampleSubscriber()));
          const developerOnly = onlyTheDeveloper(actor);
          const subscribers = collection(db, "subscribers");
          await developerOnly(getDoc(existing));
          await developerOnly(getDocs(subscribers));
          await developerOnly(getDocs(query(subscribers, orderBy("createdAt", "desc"), limit(50))));
          await developerOnly(getDocs(query(subscribers, where("email", "==", "reader@example.com"))));
          await developerOnly(getCountFromServer(subscribers));
          await developerOnly(deleteDoc(existing));
        },
      );
    });

    describe("everything else", () => {
      test.each(ACTORS)("%s can neither read nor write a collection the rules do not name", async (actor) => {
        await seed("settings/site", { theme: "light" });
        const db = dbAs(actor);
        await assertFails(getDoc(doc(db, "settings", "site")));
        await assertFails(getDocs(collection(db, "settings")));
        await assertFails(setDoc(doc(db, "settings", "site"), { theme: "dark" }));
        await assertFails(setDoc(doc(db, "users", "developer"), { role: "admin" }));
        await assertFails(setDoc(doc(db, "articles", ARTICLE_ID, "comments", "first"), { text: "Hi" }));
      });
    });
  },
);
