/**
 * A local stand-in for the Firestore REST API (v1) as `firebase/firestore/lite` speaks it after
 * `connectFirestoreEmulator`, for the Firebase-mode browser tests, the bench and the adapter's unit
 * tests where the real emulator cannot run (it needs Java). Tests seed documents, read what was
 * written, inspect the request log (with the reads Firestore would bill) and inject faults, in
 * process or over HTTP (`POST /__stand-in/{method}`).
 *
 * It CHECKS REQUESTS, NEVER RULES: every request it supports succeeds, signed in or not (the real
 * rules run against the emulator in `tests/emulator`). A request part the site never sends is
 * refused with a 400, so a new kind of query fails loudly instead of being answered wrong.
 * Endpoints: :runQuery (one top-level collection: array-contains-any, orderBy, startAfter, limit),
 * :runAggregationQuery (count()), :batchGet, :commit (set, merged by field paths, deleteField,
 * serverTimestamp, delete).
 */
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { SUMMARY_COLLECTION, summaryShards, toSummary } from "../../../src/lib/content-store/summary-index";
import { parseArticle } from "../../../src/lib/content-store/validate";

// Firestore values (proto3 JSON), of the kinds the site stores and queries with

type FirestoreValue =
  | { nullValue: "NULL_VALUE" }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  /** Always UTC with nine fraction digits, as the SDK sends them (see formatTimestamp). */
  | { timestampValue: string }
  | { stringValue: string }
  | { referenceValue: string }
  | { arrayValue: { values?: FirestoreValue[] } }
  | { mapValue: { fields?: Fields } };

type Fields = Record<string, FirestoreValue>;

/** Plain JS documents: `{ [collection]: { [id]: fields } }`. */
export type Seed = Record<string, Record<string, Record<string, unknown>>>;

const TIMESTAMP_FIELDS = new Set(["createdAt", "updatedAt"]);
const ISO_TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?(Z|[+-]\d\d:\d\d)$/;

/** The SDK's own format (UTC, nine fraction digits), so that stored timestamps of any origin compare
 * as text; `micros` are those within the millisecond. */
const formatTimestamp = (date: Date, micros = 0) =>
  date.toISOString().replace("Z", `${String(micros).padStart(3, "0")}000Z`);

/** Encodes plain JS as the SDK would. A Date, and an ISO string in a field named
 * `createdAt`/`updatedAt` (at any depth), become timestamps, as uploads store
 * them; `undefined` fields are dropped. */
function toValue(value: unknown, field?: string): FirestoreValue {
  if (value === null) return { nullValue: "NULL_VALUE" };
  if (typeof value === "boolean") return { booleanValue: value };
  if (typeof value === "number") {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (typeof value === "string") {
    const millis = TIMESTAMP_FIELDS.has(field ?? "") && ISO_TIMESTAMP.test(value) ? Date.parse(value) : NaN;
    return Number.isNaN(millis) ? { stringValue: value } : toValue(new Date(millis));
  }
  if (value instanceof Date) return { timestampValue: formatTimestamp(value) };
  if (Array.isArray(value)) return { arrayValue: { values: value.map((item) => toValue(item)) } };
  if (typeof value === "object") return { mapValue: { fields: toFields(value as Record<string, unknown>) } };
  throw new TypeError(`The stand-in cannot store a ${typeof value}.`);
}

function toFields(fields: Record<string, unknown>): Fields {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, toValue(value, name)]],
    ),
  );
}

/** Timestamps become Dates. */
function fromValue(value: FirestoreValue): unknown {
  if ("timestampValue" in value) return new Date(value.timestampValue);
  if ("integerValue" in value) return Number(value.integerValue);
  if ("nullValue" in value) return null;
  if ("arrayValue" in value) return (value.arrayValue.values ?? []).map(fromValue);
  if ("mapValue" in value) return fromFields(value.mapValue.fields ?? {});
  return Object.values(value)[0];
}

function fromFields(fields: Fields): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, fromValue(value)]));
}

/** Firestore's order among the kinds the site orders by (timestamps, then strings, then names). */
const ORDERED_KINDS = ["timestampValue", "stringValue", "referenceValue"] as const;

/** By UTF-8 bytes, as Firestore compares strings. */
const compareBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** Within a kind, by bytes; the names the site compares are all in one collection, so comparing
 * them whole equals Firestore's segment by segment. */
function compareValues(left: FirestoreValue, right: FirestoreValue): number {
  const [a = -1, b = -1] = [left, right].map((value) => ORDERED_KINDS.findIndex((kind) => kind in value));
  if (a === -1 || b === -1) throw unsupported(`ordering by ${Object.keys(a === -1 ? left : right).join()}`);
  if (a !== b) return Math.sign(a - b);
  return compareBytes(String(Object.values(left)[0]), String(Object.values(right)[0]));
}

// Errors: Firestore-style bodies (the SDK takes its error code from the HTTP status, and shows the message)

class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const errorBody = ({ status, message }: RequestError) => ({ error: { code: status, message } });

const unsupported = (what: string) => new RequestError(400, `The stand-in does not support ${what}.`);

/** Refuses a part with a field the site's code never sends (a transaction, a mask, a precondition…). */
function allowOnly(part: object, keys: readonly string[], what: string): void {
  const extra = Object.keys(part).filter((key) => !keys.includes(key));
  if (extra.length > 0) throw unsupported(`${extra.join(", ")} in ${what}`);
}

// Field paths and documents

/** "entries.`keto-basics`" → ["entries", "keto-basics"]: the SDK quotes a segment that is not an identifier. */
const parseFieldPath = (path: string): string[] =>
  (path.match(/`(?:[^`\\]|\\.)*`|[^.]+/g) ?? []).map((segment) =>
    segment.startsWith("`") ? segment.slice(1, -1).replace(/\\(.)/g, "$1") : segment,
  );

function getField(fields: Fields, [head, ...rest]: readonly string[]): FirestoreValue | undefined {
  const value = head === undefined ? undefined : fields[head];
  if (value === undefined || rest.length === 0) return value;
  return "mapValue" in value ? getField(value.mapValue.fields ?? {}, rest) : undefined;
}

/** Sets a field, or deletes it when `value` is undefined; copies the maps on its path, never changing them. */
function setField(fields: Fields, [head, ...rest]: readonly string[], value?: FirestoreValue): void {
  if (head === undefined || (value === undefined && !(head in fields))) return;
  if (rest.length === 0) {
    if (value === undefined) Reflect.deleteProperty(fields, head);
    else fields[head] = value;
    return;
  }
  const child = fields[head];
  const childFields = child !== undefined && "mapValue" in child ? { ...child.mapValue.fields } : {};
  setField(childFields, rest, value);
  fields[head] = { mapValue: { fields: childFields } };
}

type StoredDocument = { fields: Fields; createTime: string; updateTime: string };

/** A document as the control API returns it, timestamps as Dates (as ISO text over HTTP). */
export type DocumentView = { id: string; data: Record<string, unknown> };

// What the SDK sends (proto3 JSON): the parts the site's queries and writes use

interface StructuredQuery {
  from: { collectionId: string; allDescendants?: boolean }[];
  where?: { fieldFilter?: { field: { fieldPath: string }; op: string; value: FirestoreValue } };
  orderBy?: { field: { fieldPath: string }; direction?: string }[];
  startAt?: { values: FirestoreValue[]; before?: boolean };
  limit?: number;
}

interface StructuredAggregationQuery {
  aggregations: { alias: string; count?: { upTo?: unknown } }[];
  structuredQuery: StructuredQuery;
}

interface Write {
  update?: { name: string; fields?: Fields };
  delete?: string;
  updateMask?: { fieldPaths?: string[] };
  updateTransforms?: { fieldPath: string; setToServerValue?: string }[];
}

/** Each endpoint's one body field; any other (a transaction, a read time) is refused. */
const BODY_FIELDS = {
  runQuery: "structuredQuery",
  runAggregationQuery: "structuredAggregationQuery",
  batchGet: "documents",
  commit: "writes",
} as const;

export type RequestKind = keyof typeof BODY_FIELDS;

/** A checked request: what it touches (for the log and faults), and its answer with its billed reads. */
type Prepared = { collections: string[]; execute(): Answer };

type Answer = { body: unknown; reads: number };

type Found = [path: string, document: StoredDocument];

const collectionsOf = (paths: readonly string[]) => [
  ...new Set(paths.map((path) => path.split("/")[0] ?? "")),
];

// The database

function createDatabase(projectId: string) {
  const root = `projects/${projectId}/databases/(default)/documents`;
  /** By "collection/id": the site uses top-level collections only. */
  const store = new Map<string, StoredDocument>();
  let lastMicros = 0;

  /** Strictly increasing server time, so every write has its own updateTime. */
  function nextTime(): string {
    lastMicros = Math.max(Date.now() * 1000, lastMicros + 1);
    return formatTimestamp(new Date(Math.floor(lastMicros / 1000)), lastMicros % 1000);
  }

  function pathOf(name: string): string {
    if (!name.startsWith(`${root}/`)) throw new RequestError(400, `"${name}" is not a document of ${root}.`);
    return name.slice(root.length + 1);
  }

  const toJson = (path: string, document: StoredDocument) => ({ name: `${root}/${path}`, ...document });

  /** In document id order, Firestore's default. */
  const inCollection = (collection: string) =>
    [...store].filter(([path]) => path.startsWith(`${collection}/`)).sort(([a], [b]) => compareBytes(a, b));

  function put(path: string, fields: Fields, time: string): void {
    store.set(path, { fields, createTime: store.get(path)?.createTime ?? time, updateTime: time });
  }

  /** Checks a query; `answer` turns the documents it selects, in its order, into the answer. */
  function prepareQuery(query: StructuredQuery, answer: (found: Found[]) => Answer): Prepared {
    allowOnly(query, ["from", "where", "orderBy", "startAt", "limit"], "a query");
    const [from, ...others] = query.from;
    if (!from || others.length > 0 || from.allDescendants === true)
      throw unsupported("collection group queries");
    const filter = query.where?.fieldFilter;
    const anyOf =
      filter?.op === "ARRAY_CONTAINS_ANY" && "arrayValue" in filter.value
        ? (filter.value.arrayValue.values ?? [])
        : null;
    if (query.where && !anyOf) throw unsupported(`the filter ${JSON.stringify(query.where)}`);
    // The site filters on tags, strings: equal values have equal JSON.
    const wanted = new Set(anyOf?.map((value) => JSON.stringify(value)));
    const matches = (fields: Fields) => {
      if (!filter) return true;
      const value = getField(fields, parseFieldPath(filter.field.fieldPath));
      const items = value && "arrayValue" in value ? (value.arrayValue.values ?? []) : [];
      return items.some((item) => wanted.has(JSON.stringify(item)));
    };

    const orders = (query.orderBy ?? []).map(({ field, direction }) => ({
      field: parseFieldPath(field.fieldPath),
      sign: direction === "DESCENDING" ? -1 : 1,
    }));
    /** Compares two documents' values (or a cursor's, which may be shorter) in the query's order. */
    const compareKeys = (a: readonly FirestoreValue[], b: readonly FirestoreValue[]) => {
      for (const [index, { sign }] of orders.entries()) {
        const [left, right] = [a[index], b[index]];
        if (left === undefined || right === undefined) return 0;
        const order = compareValues(left, right) * sign;
        if (order !== 0) return order;
      }
      return 0;
    };
    const keyOf = ([path, document]: Found) =>
      orders.map(({ field }) =>
        field.join(".") === "__name__"
          ? { referenceValue: `${root}/${path}` }
          : getField(document.fields, field),
      );
    const cursor = query.startAt;
    // startAfter only: the site never sends an inclusive cursor (startAt).
    if (cursor?.before === true) throw unsupported("startAt cursors");

    const run = () =>
      inCollection(from.collectionId)
        .filter(([, document]) => matches(document.fields))
        .map((found) => ({ found, key: keyOf(found) }))
        // A document without an ordered-by field is left out, as in Firestore.
        .filter((row): row is { found: Found; key: FirestoreValue[] } => !row.key.includes(undefined))
        .sort((a, b) => compareKeys(a.key, b.key))
        .filter(({ key }) => !cursor || compareKeys(key, cursor.values) > 0)
        .slice(0, query.limit)
        .map(({ found }) => found);
    return { collections: [from.collectionId], execute: () => answer(run()) };
  }

  return {
    runQuery: (query: StructuredQuery) =>
      prepareQuery(query, (found) => {
        const readTime = nextTime();
        const documents = found.map(([path, document]) => ({ document: toJson(path, document), readTime }));
        // One read per document returned, and one for a query that returns none.
        return {
          body: documents.length > 0 ? documents : [{ readTime }],
          reads: Math.max(1, documents.length),
        };
      }),

    runAggregationQuery({ aggregations, structuredQuery }: StructuredAggregationQuery): Prepared {
      if (aggregations.some(({ count }) => count === undefined || count.upTo !== undefined)) {
        throw unsupported("aggregations other than count()");
      }
      return prepareQuery(structuredQuery, ({ length: count }) => {
        const aggregateFields = Object.fromEntries(
          aggregations.map(({ alias }) => [alias, { integerValue: String(count) }]),
        );
        // A count is billed one read per thousand index entries it counted, at least one.
        return {
          body: [{ result: { aggregateFields }, readTime: nextTime() }],
          reads: Math.max(1, Math.ceil(count / 1000)),
        };
      });
    },

    batchGet(names: string[]): Prepared {
      const paths = names.map(pathOf);
      return {
        collections: collectionsOf(paths),
        execute() {
          const readTime = nextTime();
          const body = paths.map((path) => {
            const document = store.get(path);
            return document
              ? { found: toJson(path, document), readTime }
              : { missing: `${root}/${path}`, readTime };
          });
          // One read per document asked for, found or missing.
          return { body, reads: paths.length };
        },
      };
    },

    /** Checked whole before anything is applied, so a refused commit changes nothing. */
    commit(writes: Write[]): Prepared {
      const checked = writes.map((write) => {
        allowOnly(write, ["update", "delete", "updateMask", "updateTransforms"], "a write");
        const serverTimes = (write.updateTransforms ?? []).map(({ fieldPath, ...transform }) => {
          if (transform.setToServerValue !== "REQUEST_TIME" || Object.keys(transform).length !== 1) {
            throw unsupported(`the transform ${JSON.stringify(transform)}`);
          }
          return parseFieldPath(fieldPath);
        });
        const name = write.delete ?? write.update?.name;
        if (name === undefined) throw unsupported("a write that neither sets nor deletes");
        const mask = write.updateMask ? (write.updateMask.fieldPaths ?? []).map(parseFieldPath) : null;
        return { path: pathOf(name), isDelete: write.delete !== undefined, mask, serverTimes, write };
      });
      return {
        collections: collectionsOf(checked.map(({ path }) => path)),
        execute() {
          const commitTime = nextTime();
          for (const { path, isDelete, mask, serverTimes, write } of checked) {
            const fields = write.update?.fields ?? {};
            // A merge (mergeFields) replaces only the masked fields; one absent from `fields` is deleted.
            const merged = mask ? { ...store.get(path)?.fields } : fields;
            for (const field of mask ?? []) setField(merged, field, getField(fields, field));
            for (const field of serverTimes) setField(merged, field, { timestampValue: commitTime });
            if (isDelete) store.delete(path);
            else put(path, merged, commitTime);
          }
          const writeResults = checked.map(({ isDelete }) => (isDelete ? {} : { updateTime: commitTime }));
          return { body: { writeResults, commitTime }, reads: 0 };
        },
      };
    },

    reset(seed: Seed): void {
      store.clear();
      const now = nextTime();
      for (const [collection, documents] of Object.entries(seed))
        for (const [id, fields] of Object.entries(documents))
          put(`${collection}/${id}`, toFields(fields), now);
    },
    putDocument: (collection: string, id: string, fields: Record<string, unknown>) => {
      put(`${collection}/${id}`, toFields(fields), nextTime());
    },
    documents: (collection: string): DocumentView[] =>
      inCollection(collection).map(([path, { fields }]) => ({
        id: path.slice(collection.length + 1),
        data: fromFields(fields),
      })),
  };
}

// Faults and the request log

/** Requests of `kind` touching `collection` (default: any) are held `delayMs`, then answered
 * `status` with a Firestore error body (default: normally), `times` times (default: until cleared). */
export interface FaultSpec {
  kind?: RequestKind;
  collection?: string;
  status?: number;
  delayMs?: number;
  times?: number;
}

export interface RequestLogEntry {
  kind: RequestKind | "unknown";
  collections: string[];
  /** Whether it carried a Firebase Auth token (which the rules, not evaluated here, would check). */
  hasAuthorization: boolean;
  /** The X-Firebase-AppCheck token it carried. */
  appCheckToken: string | null;
  /** The answer's HTTP status; null while a fault holds it. */
  status: number | null;
  /** The answer's JSON, and what was sent: gzip-compressed when accepted, as Google's servers do. */
  jsonBytes: number;
  transferBytes: number;
  /** Document reads Firestore would bill for the answer. */
  reads: number;
  isInjectedFault: boolean;
}

/** The in-process control API; the HTTP one mirrors it, its values crossing as JSON. */
export interface StandInApi {
  /** Replaces every document with the seed; clears the log and faults. */
  reset(seed?: Seed): void;
  /** Writes one document as given; no schema is checked (malformed articles welcome). */
  putDocument(collection: string, id: string, fields: Record<string, unknown>): void;
  documents(collection: string): DocumentView[];
  requests(): RequestLogEntry[];
  clearRequests(): void;
  fault(spec: FaultSpec): void;
  clearFaults(): void;
}

export interface FirestoreStandIn extends StandInApi {
  /** "http://127.0.0.1:PORT" */
  url: string;
  /** "127.0.0.1:PORT", for connectFirestoreEmulator / VITE_ settings. */
  host: string;
  close(): Promise<void>;
}

// The HTTP server

const CONTROL_PREFIX = "/__stand-in/";

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

/** Answers with `body` as JSON, gzip-compressed when the client accepts it; returns the sizes for the log. */
function sendJson(request: IncomingMessage, response: ServerResponse, status: number, body: unknown) {
  if (response.destroyed) return { jsonBytes: 0, transferBytes: 0 };
  // The site runs on another origin (port) than the stand-in; every answer,
  // errors included, must pass the browser's CORS check.
  response.setHeader("Access-Control-Allow-Origin", request.headers.origin ?? "*");
  const json = Buffer.from(JSON.stringify(body));
  const acceptsGzip = /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
  const sent = acceptsGzip ? gzipSync(json) : json;
  response
    .writeHead(status, {
      "Content-Type": "application/json; charset=utf-8",
      ...(acceptsGzip ? { "Content-Encoding": "gzip" } : {}),
    })
    .end(sent);
  return { jsonBytes: json.length, transferBytes: sent.length };
}

/** The SDK's own headers (auth, App Check, API client) make the browser ask first. */
function answerPreflight(request: IncomingMessage, response: ServerResponse): void {
  response.setHeader("Access-Control-Allow-Origin", request.headers.origin ?? "*");
  response.setHeader("Access-Control-Allow-Methods", "POST");
  response.setHeader("Access-Control-Allow-Headers", request.headers["access-control-request-headers"] ?? "");
  response.setHeader("Access-Control-Max-Age", "600");
  response.writeHead(204).end();
}

const faultMessage = (status: number) =>
  // Firestore's own wording, which the UI may show.
  status === 403
    ? "Missing or insufficient permissions."
    : `Injected fault (HTTP ${status}) from the Firestore stand-in.`;

export async function startFirestoreStandIn({
  port = 0,
  projectId,
}: {
  /** 0 (default) picks a free port. */
  port?: number;
  projectId: string;
}): Promise<FirestoreStandIn> {
  const database = createDatabase(projectId);
  const rpcPrefix = `/v1/projects/${projectId}/databases/(default)/documents:`;
  let log: RequestLogEntry[] = [];
  let faults: { spec: FaultSpec; remaining: number }[] = [];

  const api: StandInApi = {
    reset(seed = {}) {
      database.reset(seed);
      log = [];
      faults = [];
    },
    putDocument: database.putDocument,
    documents: database.documents,
    requests: () => structuredClone(log),
    clearRequests() {
      log = [];
    },
    fault(spec) {
      faults.push({ spec, remaining: spec.times ?? Number.POSITIVE_INFINITY });
    },
    clearFaults() {
      faults = [];
    },
  };

  function takeFault(kind: RequestKind, collections: readonly string[]): FaultSpec | undefined {
    const fault = faults.find(
      ({ spec }) =>
        (spec.kind ?? kind) === kind &&
        (spec.collection === undefined || collections.includes(spec.collection)),
    );
    if (fault) fault.remaining -= 1;
    if (fault?.remaining === 0) faults = faults.filter((other) => other !== fault);
    return fault?.spec;
  }

  async function handleFirestore(request: IncomingMessage, response: ServerResponse, pathname: string) {
    const rpc = pathname.startsWith(rpcPrefix) ? pathname.slice(rpcPrefix.length) : "";
    const kind = Object.keys(BODY_FIELDS).find((known): known is RequestKind => known === rpc) ?? "unknown";
    const appCheck = request.headers["x-firebase-appcheck"];
    const entry: RequestLogEntry = {
      kind,
      collections: [],
      hasAuthorization: /^Bearer\s+\S/i.test(request.headers.authorization ?? ""),
      appCheckToken: typeof appCheck === "string" ? appCheck : null,
      status: null,
      jsonBytes: 0,
      transferBytes: 0,
      reads: 0,
      isInjectedFault: false,
    };
    log.push(entry);
    const answer = (status: number, body: unknown, reads = 0) => {
      Object.assign(entry, { status, reads }, sendJson(request, response, status, body));
    };
    try {
      if (kind === "unknown" || request.method !== "POST") {
        throw new RequestError(404, `No such endpoint: ${request.method ?? ""} ${pathname}`);
      }
      const body = (await readJson(request)) as Record<string, unknown>;
      allowOnly(body, [BODY_FIELDS[kind]], `a ${kind} request`);
      const prepared = database[kind](body[BODY_FIELDS[kind]] as never);
      entry.collections = prepared.collections;

      const fault = takeFault(kind, prepared.collections);
      // Unreferenced: a held answer does not keep a test process alive after close().
      if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs).unref());
      if (fault?.status !== undefined) {
        entry.isInjectedFault = true;
        throw new RequestError(fault.status, faultMessage(fault.status));
      }
      const { body: result, reads } = prepared.execute();
      answer(200, result, reads);
    } catch (error) {
      const failure =
        error instanceof RequestError ? error : new RequestError(500, `Stand-in failure: ${String(error)}`);
      answer(failure.status, errorBody(failure));
    }
  }

  /** `POST /__stand-in/{method}` with the arguments as a JSON list; answers `{ result }`. */
  async function handleControl(request: IncomingMessage, response: ServerResponse, method: string) {
    try {
      if (!Object.hasOwn(api, method)) throw new RequestError(404, `No control method "${method}".`);
      const args = (await readJson(request)) as unknown[];
      const result: unknown = (api[method as keyof StandInApi] as (...args: unknown[]) => unknown)(...args);
      sendJson(request, response, 200, { result: result ?? null });
    } catch (error) {
      const failure = error instanceof RequestError ? error : new RequestError(400, String(error));
      sendJson(request, response, failure.status, errorBody(failure));
    }
  }

  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://stand-in").pathname);
    if (request.method === "OPTIONS") answerPreflight(request, response);
    else if (pathname.startsWith(CONTROL_PREFIX))
      void handleControl(request, response, pathname.slice(CONTROL_PREFIX.length));
    else void handleFirestore(request, response, pathname);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    ...api,
    url: `http://${host}`,
    host,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// Client helper for tests in other processes (Playwright workers)

export type StandInControl = {
  [Method in keyof StandInApi]: (
    ...args: Parameters<StandInApi[Method]>
  ) => Promise<ReturnType<StandInApi[Method]>>;
};

const METHODS = ["reset", "putDocument", "documents", "requests", "clearRequests", "fault", "clearFaults"];

/** Drives a running stand-in over HTTP; `baseUrl` is its `url`. */
export function standInControl(baseUrl: string): StandInControl {
  async function call(method: string, args: unknown[]) {
    const response = await fetch(new URL(`${CONTROL_PREFIX}${method}`, baseUrl), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(args),
    });
    const answer = (await response.json()) as { result: unknown; error?: { message: string } };
    if (!response.ok) {
      throw new Error(`Stand-in ${method} failed (${response.status}): ${answer.error?.message ?? ""}`);
    }
    return answer.result;
  }
  return Object.fromEntries(
    METHODS.map((method) => [method, (...args: unknown[]) => call(method, args)]),
  ) as StandInControl;
}

// Seeds from the site's content files

/** Turns `/articles.json` and `/products.json` (arrays of objects with `id`)
 * into a seed, stored as the uploads store them: the id becomes the document
 * id (articles keep `slug`), ISO `createdAt`/`updatedAt` become timestamps,
 * and the article list's summary index is filled as uploads fill it. */
export function seedFromContent({
  articles = [],
  products = [],
}: {
  articles?: readonly unknown[];
  products?: readonly unknown[];
}): Seed {
  const byId = (items: readonly unknown[]) =>
    Object.fromEntries((items as Record<string, unknown>[]).map(({ id, ...fields }) => [String(id), fields]));
  const articleDocuments = byId(articles);
  // An article the app would not accept is stored as given, but has no card (an upload refuses it).
  const summaries = Object.entries(articleDocuments).flatMap(([id, fields]) => {
    const parsed = parseArticle(id, fields);
    return parsed.ok ? [toSummary(parsed.value)] : [];
  });
  return {
    articles: articleDocuments,
    products: byId(products),
    [SUMMARY_COLLECTION]: Object.fromEntries(
      [...summaryShards(summaries)].map(([shard, entries]) => [shard, { entries }]),
    ),
  };
}

/** Reads the seed from a build's `articles.json` and `products.json`. */
export function readContentSeed(directory: string): Seed {
  const read = (file: string) => JSON.parse(readFileSync(join(directory, file), "utf8")) as unknown[];
  return seedFromContent({ articles: read("articles.json"), products: read("products.json") });
}
