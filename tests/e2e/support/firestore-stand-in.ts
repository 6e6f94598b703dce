/**
 * A local stand-in for the Firestore REST API (v1), as `firebase/firestore/lite`
 * speaks it after `connectFirestoreEmulator(db, "127.0.0.1", port)`.
 *
 * What it is for: browser tests of the site's Firebase mode here, where the
 * real Firestore emulator cannot run (it needs Java). Tests seed documents,
 * read what an upload wrote, inspect the request log and inject faults
 * (error statuses, slow answers), in process or over HTTP (`/__stand-in/...`).
 *
 * It CHECKS REQUESTS, NEVER RULES: a request must be well formed (this project,
 * the (default) database, a known collection, a body it understands; else 400
 * with a message, logged), but `firestore.rules` is NOT evaluated. Every
 * well-formed read and write succeeds, signed in or not; a commit without an
 * Authorization header is applied and logged with `hasAuthorization: false`.
 * The real rules run against the real emulator in `tests/emulator`.
 *
 * Endpoints (paths under /v1/projects/{project}/databases/(default)/documents):
 *   POST :runQuery, POST /{document}:runQuery   getDocs()
 *   POST :batchGet                              getDoc()
 *   POST :commit                                setDoc, addDoc, updateDoc, deleteDoc, writeBatch
 *   GET  /{document} and /{collection}          read-only convenience (GetDocument, ListDocuments)
 *   POST :runAggregationQuery                    getCount() (count only)
 * Not supported (400): other aggregations (sum, average), transaction ids,
 * listen/streaming, PATCH/DELETE on document URLs, findNearest, pagination tokens.
 */
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { SUMMARY_COLLECTION, summaryShards, toSummary } from "../../../src/lib/content-store/summary-index";
import { parseArticle } from "../../../src/lib/content-store/validate";

// Firestore values (proto3 JSON, as firestore lite sends and reads them)

export type FirestoreValue =
  | { nullValue: "NULL_VALUE" }
  | { booleanValue: boolean }
  | { integerValue: string }
  /** A number, or "NaN" | "Infinity" | "-Infinity" | "-0". */
  | { doubleValue: number | string }
  | { timestampValue: string }
  | { stringValue: string }
  /** Base64. */
  | { bytesValue: string }
  /** "projects/{p}/databases/{d}/documents/{path}". */
  | { referenceValue: string }
  | { geoPointValue: { latitude: number; longitude: number } }
  | { arrayValue: { values?: FirestoreValue[] } }
  | { mapValue: { fields?: FirestoreFields } };

export type FirestoreFields = Record<string, FirestoreValue>;

type ValueKind =
  | "nullValue"
  | "booleanValue"
  | "integerValue"
  | "doubleValue"
  | "timestampValue"
  | "stringValue"
  | "bytesValue"
  | "referenceValue"
  | "geoPointValue"
  | "arrayValue"
  | "mapValue";

/** Firestore's cross-type sort order (integers and doubles are one type). */
const TYPE_RANK: Record<ValueKind, number> = {
  nullValue: 0,
  booleanValue: 1,
  integerValue: 2,
  doubleValue: 2,
  timestampValue: 3,
  stringValue: 4,
  bytesValue: 5,
  referenceValue: 6,
  geoPointValue: 7,
  arrayValue: 8,
  mapValue: 9,
};

/** What `documents()` decodes a value to: timestamps become Dates, bytes
 * Uint8Arrays, references their name, geo points `{ latitude, longitude }`. */
export type PlainValue =
  null | boolean | number | string | Date | Uint8Array | PlainValue[] | { [key: string]: PlainValue };

/** Plain JS documents: `{ [collectionPath]: { [id]: fields } }`. */
export type Seed = Record<string, Record<string, Record<string, unknown>>>;
/** The same with fields already encoded (what the HTTP control API takes). */
export type EncodedSeed = Record<string, Record<string, FirestoreFields>>;

/** Wraps an already encoded value (a reference, a geo point, a malformed
 * shape) so the plain-JS encoder passes it through unchanged. */
export class EncodedValue {
  constructor(readonly value: FirestoreValue) {}
}

export function encodedValue(value: FirestoreValue): EncodedValue {
  return new EncodedValue(value);
}

const TIMESTAMP_FIELDS = new Set(["createdAt", "updatedAt"]);
const ISO_TIMESTAMP = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

interface Instant {
  seconds: number;
  nanos: number;
}

function parseTimestamp(text: string): Instant | null {
  const match = ISO_TIMESTAMP.exec(text);
  if (!match) return null;
  const millis = Date.parse(`${match[1] ?? ""}${match[3] ?? ""}`);
  if (Number.isNaN(millis)) return null;
  return { seconds: Math.floor(millis / 1000), nanos: Number((match[2] ?? "").padEnd(9, "0")) };
}

/** Always UTC with nine fraction digits: the SDK's parser requires the "Z". */
function formatTimestamp({ seconds, nanos }: Instant): string {
  const whole = new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, "");
  return `${whole}.${String(nanos).padStart(9, "0")}Z`;
}

function timestampFromMillis(millis: number): string {
  const seconds = Math.floor(millis / 1000);
  return formatTimestamp({ seconds, nanos: Math.round((millis - seconds * 1000) * 1e6) });
}

/** Encodes plain JS as a Firestore value. A Date anywhere, and a valid ISO
 * string in a field named `createdAt`/`updatedAt` (at any depth), become
 * timestamps; integers become integerValue; `undefined` fields are dropped. */
export function toFirestoreValue(value: unknown, fieldName?: string): FirestoreValue {
  if (value instanceof EncodedValue) return value.value;
  if (value === null) return { nullValue: "NULL_VALUE" };
  if (typeof value === "boolean") return { booleanValue: value };
  if (typeof value === "bigint") return { integerValue: value.toString() };
  if (typeof value === "number") {
    if (Number.isSafeInteger(value) && !Object.is(value, -0)) return { integerValue: String(value) };
    return { doubleValue: Number.isFinite(value) ? value : String(value) };
  }
  if (typeof value === "string") {
    const instant = fieldName !== undefined && TIMESTAMP_FIELDS.has(fieldName) ? parseTimestamp(value) : null;
    return instant ? { timestampValue: formatTimestamp(instant) } : { stringValue: value };
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new TypeError("Cannot store an invalid Date.");
    return { timestampValue: timestampFromMillis(value.getTime()) };
  }
  if (value instanceof Uint8Array) return { bytesValue: Buffer.from(value).toString("base64") };
  if (Array.isArray(value)) return { arrayValue: { values: value.map((item) => toFirestoreValue(item)) } };
  if (isPlainObject(value)) return { mapValue: { fields: toFirestoreFields(value) } };
  throw new TypeError(`Cannot store ${Object.prototype.toString.call(value)} in Firestore.`);
}

export function toFirestoreFields(fields: Record<string, unknown>): FirestoreFields {
  const encoded: FirestoreFields = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) encoded[name] = toFirestoreValue(value, name);
  }
  return encoded;
}

export function encodeSeed(seed: Seed): EncodedSeed {
  return Object.fromEntries(
    Object.entries(seed).map(([collection, documents]) => [
      collection,
      Object.fromEntries(Object.entries(documents).map(([id, fields]) => [id, toFirestoreFields(fields)])),
    ]),
  );
}

function kindOf(value: FirestoreValue): ValueKind {
  return Object.keys(value)[0] as ValueKind;
}

function numberOf(value: FirestoreValue): number | undefined {
  if ("integerValue" in value) return Number(value.integerValue);
  if ("doubleValue" in value) return Number(value.doubleValue);
  return undefined;
}

export function fromFirestoreValue(value: FirestoreValue): PlainValue {
  if ("nullValue" in value) return null;
  if ("booleanValue" in value) return value.booleanValue;
  if ("timestampValue" in value) {
    const instant = parseTimestamp(value.timestampValue);
    return new Date(instant ? instant.seconds * 1000 + Math.floor(instant.nanos / 1e6) : Number.NaN);
  }
  if ("stringValue" in value) return value.stringValue;
  if ("bytesValue" in value) return new Uint8Array(Buffer.from(value.bytesValue, "base64"));
  if ("referenceValue" in value) return value.referenceValue;
  if ("geoPointValue" in value) return { ...value.geoPointValue };
  if ("arrayValue" in value) return (value.arrayValue.values ?? []).map(fromFirestoreValue);
  if ("mapValue" in value) return fromFirestoreFields(value.mapValue.fields ?? {});
  return numberOf(value) ?? null;
}

export function fromFirestoreFields(fields: FirestoreFields): Record<string, PlainValue> {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, fromFirestoreValue(value)]));
}

// Errors: Firestore-style bodies; the SDK maps the HTTP status to its code

const STATUS_NAMES: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  409: "ABORTED",
  412: "FAILED_PRECONDITION",
  429: "RESOURCE_EXHAUSTED",
  499: "CANCELLED",
  500: "INTERNAL",
  501: "UNIMPLEMENTED",
  503: "UNAVAILABLE",
  504: "DEADLINE_EXCEEDED",
};

class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly statusName = STATUS_NAMES[status] ?? "UNKNOWN",
  ) {
    super(message);
  }

  toBody() {
    return { error: { code: this.status, message: this.message, status: this.statusName } };
  }
}

function invalid(at: string, problem: string): RequestError {
  return new RequestError(400, `Invalid ${at}: ${problem}`);
}

function describe(value: unknown): string {
  return value === undefined ? "nothing" : JSON.stringify(value);
}

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;
const REFERENCE = /^projects\/[^/]+\/databases\/[^/]+\/documents(\/[^/]+\/[^/]+)+$/;

function parseValue(raw: unknown, at: string): FirestoreValue {
  if (raw instanceof EncodedValue) return parseValue(raw.value, at);
  if (!isRecord(raw)) throw invalid(at, `expected a Firestore Value object, got ${describe(raw)}`);
  const keys = Object.keys(raw);
  const [kind] = keys;
  if (keys.length !== 1 || kind === undefined || !(kind in TYPE_RANK)) {
    throw invalid(
      at,
      `a Value has exactly one of ${Object.keys(TYPE_RANK).join(", ")}; got ${describe(raw)}`,
    );
  }
  const payload = raw[kind];
  switch (kind as ValueKind) {
    case "nullValue":
      if (payload === null || payload === "NULL_VALUE") return { nullValue: "NULL_VALUE" };
      break;
    case "booleanValue":
      if (typeof payload === "boolean") return { booleanValue: payload };
      break;
    case "integerValue":
      if (typeof payload === "string" && /^-?\d+$/.test(payload)) return { integerValue: payload };
      if (Number.isSafeInteger(payload)) return { integerValue: String(payload) };
      break;
    case "doubleValue":
      if (typeof payload === "number") return { doubleValue: payload };
      if (
        typeof payload === "string" &&
        payload.trim() !== "" &&
        (payload === "NaN" || !Number.isNaN(Number(payload)))
      ) {
        return { doubleValue: payload };
      }
      break;
    case "timestampValue": {
      const instant = typeof payload === "string" ? parseTimestamp(payload) : null;
      if (instant) return { timestampValue: formatTimestamp(instant) };
      break;
    }
    case "stringValue":
      if (typeof payload === "string") return { stringValue: payload };
      break;
    case "bytesValue":
      if (typeof payload === "string" && BASE64.test(payload)) return { bytesValue: payload };
      break;
    case "referenceValue":
      if (typeof payload === "string" && REFERENCE.test(payload)) return { referenceValue: payload };
      break;
    case "geoPointValue":
      if (isRecord(payload)) {
        const { latitude = 0, longitude = 0 } = payload;
        if (typeof latitude === "number" && typeof longitude === "number") {
          return { geoPointValue: { latitude, longitude } };
        }
      }
      break;
    case "arrayValue":
      if (isRecord(payload) && (payload.values === undefined || Array.isArray(payload.values))) {
        const values = (payload.values ?? []).map((item, index) => parseValue(item, `${at}[${index}]`));
        return { arrayValue: { values } };
      }
      break;
    case "mapValue":
      if (isRecord(payload)) return { mapValue: { fields: parseFields(payload.fields ?? {}, at) } };
      break;
  }
  throw invalid(`${at}.${kind}`, `unexpected payload ${describe(payload)}`);
}

function parseFields(raw: unknown, at: string): FirestoreFields {
  if (!isRecord(raw)) throw invalid(at, `fields must be an object, got ${describe(raw)}`);
  const fields: FirestoreFields = {};
  for (const [name, value] of Object.entries(raw)) {
    if (name === "") throw invalid(at, "a field name is empty");
    fields[name] = parseValue(value, `${at}.${name}`);
  }
  return fields;
}

function compareUtf8(left: string, right: string): number {
  return Buffer.compare(Buffer.from(left, "utf8"), Buffer.from(right, "utf8"));
}

function compareNumbers(left: number, right: number): number {
  if (Number.isNaN(left)) return Number.isNaN(right) ? 0 : -1;
  if (Number.isNaN(right)) return 1;
  return Math.sign(left - right);
}

function compareLists<T>(left: readonly T[], right: readonly T[], compare: (a: T, b: T) => number): number {
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const order = compare(left[index] as T, right[index] as T);
    if (order !== 0) return order;
  }
  return Math.sign(left.length - right.length);
}

/** Firestore's ordering: by type first, then within the type. */
function compareValues(left: FirestoreValue, right: FirestoreValue): number {
  const byType = TYPE_RANK[kindOf(left)] - TYPE_RANK[kindOf(right)];
  if (byType !== 0) return Math.sign(byType);
  const [leftNumber, rightNumber] = [numberOf(left), numberOf(right)];
  if (leftNumber !== undefined && rightNumber !== undefined) return compareNumbers(leftNumber, rightNumber);
  if ("booleanValue" in left && "booleanValue" in right) {
    return Number(left.booleanValue) - Number(right.booleanValue);
  }
  if ("timestampValue" in left && "timestampValue" in right) {
    const [a, b] = [parseTimestamp(left.timestampValue), parseTimestamp(right.timestampValue)];
    return a && b ? Math.sign(a.seconds - b.seconds) || Math.sign(a.nanos - b.nanos) : 0;
  }
  if ("stringValue" in left && "stringValue" in right)
    return compareUtf8(left.stringValue, right.stringValue);
  if ("bytesValue" in left && "bytesValue" in right) {
    return Buffer.compare(Buffer.from(left.bytesValue, "base64"), Buffer.from(right.bytesValue, "base64"));
  }
  if ("referenceValue" in left && "referenceValue" in right) {
    return compareLists(left.referenceValue.split("/"), right.referenceValue.split("/"), compareUtf8);
  }
  if ("geoPointValue" in left && "geoPointValue" in right) {
    const [a, b] = [left.geoPointValue, right.geoPointValue];
    return compareNumbers(a.latitude, b.latitude) || compareNumbers(a.longitude, b.longitude);
  }
  if ("arrayValue" in left && "arrayValue" in right) {
    return compareLists(left.arrayValue.values ?? [], right.arrayValue.values ?? [], compareValues);
  }
  if ("mapValue" in left && "mapValue" in right) {
    const entries = (fields: FirestoreFields | undefined) =>
      Object.entries(fields ?? {}).sort(([a], [b]) => compareUtf8(a, b));
    return compareLists(
      entries(left.mapValue.fields),
      entries(right.mapValue.fields),
      ([aKey, aValue], [bKey, bValue]) => compareUtf8(aKey, bKey) || compareValues(aValue, bValue),
    );
  }
  return 0;
}

function isEqualValue(left: FirestoreValue, right: FirestoreValue): boolean {
  return compareValues(left, right) === 0;
}

// Field paths ("a.b", "`odd name`.c") and documents

const NAME_FIELD = "__name__";

function parseFieldPath(raw: unknown, at: string): string[] {
  if (typeof raw !== "string") throw invalid(at, `expected a field path string, got ${describe(raw)}`);
  const segments: string[] = [];
  let current = "";
  let isQuoted = false;
  let isEscaped = false;
  for (const char of raw) {
    if (isEscaped) {
      current += char;
      isEscaped = false;
    } else if (isQuoted && char === "\\") {
      isEscaped = true;
    } else if (char === "`") {
      isQuoted = !isQuoted;
    } else if (char === "." && !isQuoted) {
      segments.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  segments.push(current);
  if (isQuoted || isEscaped || segments.includes("")) throw invalid(at, `bad field path "${raw}"`);
  return segments;
}

function getField(fields: FirestoreFields, path: readonly string[]): FirestoreValue | undefined {
  let value: FirestoreValue | undefined = { mapValue: { fields } };
  for (const segment of path) {
    if (value === undefined || !("mapValue" in value)) return undefined;
    value = value.mapValue.fields?.[segment];
  }
  return value;
}

function childFields(fields: FirestoreFields, name: string): FirestoreFields {
  const child = fields[name];
  return child !== undefined && "mapValue" in child ? { ...child.mapValue.fields } : {};
}

function setField(fields: FirestoreFields, path: readonly string[], value: FirestoreValue): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    fields[head] = value;
    return;
  }
  const child = childFields(fields, head);
  setField(child, rest, value);
  fields[head] = { mapValue: { fields: child } };
}

function deleteField(fields: FirestoreFields, path: readonly string[]): void {
  const [head, ...rest] = path;
  if (head === undefined || !(head in fields)) return;
  if (rest.length === 0) {
    Reflect.deleteProperty(fields, head);
    return;
  }
  const child = childFields(fields, head);
  deleteField(child, rest);
  fields[head] = { mapValue: { fields: child } };
}

interface StoredDocument {
  fields: FirestoreFields;
  createTime: string;
  updateTime: string;
}

/** A document as the control API and `documents()` return it. */
export interface DocumentView {
  id: string;
  path: string;
  name: string;
  fields: FirestoreFields;
  /** `fields` decoded (see PlainValue). */
  data: Record<string, PlainValue>;
  createTime: string;
  updateTime: string;
}

// Faults and the request log

export type RequestKind = "runQuery" | "runAggregationQuery" | "batchGet" | "commit" | "get";
const REQUEST_KINDS: readonly RequestKind[] = [
  "runQuery",
  "runAggregationQuery",
  "batchGet",
  "commit",
  "get",
];

export interface FaultSpec {
  /** Only requests of this kind (default: all). */
  kind?: RequestKind;
  /** Only requests touching this collection (path or id; default: all). */
  collection?: string;
  /** Answer with this HTTP status and a Firestore error body. */
  status?: number;
  /** Message of the error body (default: Firestore's own for 403). */
  message?: string;
  /** Hold the answer this long (then answer `status`, or normally). */
  delayMs?: number;
  /** How many matching requests it hits (default: until cleared). */
  times?: number;
}

export interface RequestLogEntry {
  method: string;
  kind: RequestKind | "unknown";
  path: string;
  /** The (first) collection path the request touched, if known. */
  collection: string | null;
  collections: string[];
  /** Document paths read by batchGet/get or written by commit. */
  documents: string[];
  hasAuthorization: boolean;
  /** The App Check token the request carried (X-Firebase-AppCheck), or null. */
  appCheckToken: string | null;
  /** The answer's HTTP status; null while the request is held. */
  status: number | null;
  /** Size of the answer's JSON. */
  jsonBytes: number;
  /** Bytes sent: the JSON gzip-compressed when the client accepts it, as Google's servers do. */
  transferBytes: number;
  /** Document reads the answer would be billed (billedReads). */
  reads: number;
  error?: string;
  isInjectedFault: boolean;
}

interface ActiveFault {
  spec: FaultSpec;
  remaining: number | null;
}

function optional<T>(value: unknown, isValid: (value: unknown) => value is T, at: string, expected: string) {
  if (value === undefined) return undefined;
  if (!isValid(value)) throw invalid(at, `expected ${expected}, got ${describe(value)}`);
  return value;
}

const isString = (value: unknown): value is string => typeof value === "string";
const isIntegerIn =
  (min: number, max: number) =>
  (value: unknown): value is number =>
    Number.isInteger(value) && Number(value) >= min && Number(value) <= max;

function parseFaultSpec(raw: unknown): FaultSpec {
  if (!isRecord(raw)) throw invalid("fault", "expected an object");
  const spec: FaultSpec = {
    kind: optional(
      raw.kind,
      (value): value is RequestKind => REQUEST_KINDS.some((kind) => kind === value),
      "fault.kind",
      REQUEST_KINDS.join(" | "),
    ),
    collection: optional(raw.collection, isString, "fault.collection", "a string"),
    status: optional(raw.status, isIntegerIn(400, 599), "fault.status", "an HTTP error status"),
    message: optional(raw.message, isString, "fault.message", "a string"),
    delayMs: optional(
      raw.delayMs,
      (value): value is number => typeof value === "number" && value >= 0,
      "fault.delayMs",
      "milliseconds",
    ),
    times: optional(raw.times, isIntegerIn(1, Number.MAX_SAFE_INTEGER), "fault.times", "a positive integer"),
  };
  if (spec.status === undefined && spec.delayMs === undefined) {
    throw invalid("fault", "give a status, a delayMs or both");
  }
  return spec;
}

function faultMessage(status: number): string {
  // Firestore's own wording, which the UI may show.
  if (status === 403) return "Missing or insufficient permissions.";
  return `Injected fault (${STATUS_NAMES[status] ?? "UNKNOWN"}) from the Firestore stand-in.`;
}

// The database

export const SITE_COLLECTIONS = ["articles", "articleSummaries", "products", "subscribers"] as const;

export interface StandInOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  projectId: string;
  /** Top-level collections requests may touch (default: the site's). */
  collections?: readonly string[];
}

/** The in-process control API (the HTTP control API mirrors it). */
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
  projectId: string;
  close(): Promise<void>;
}

interface Prepared {
  collections: string[];
  documents: string[];
  execute(): unknown;
}

type StructuredQueryPlan = (documents: Map<string, StoredDocument>) => [string, StoredDocument][];

function uniqueCollections(paths: readonly string[]): string[] {
  return [...new Set(paths.map((path) => path.split("/").slice(0, -1).join("/")))];
}

function isDocumentPath(segments: readonly string[]): boolean {
  return segments.length >= 2 && segments.length % 2 === 0;
}

function createDatabase(projectId: string, knownCollections: readonly string[]) {
  const root = `projects/${projectId}/databases/(default)/documents`;
  const store = new Map<string, StoredDocument>();
  let lastMicros = 0;

  /** Strictly increasing server time, so every write has its own updateTime. */
  function nextTime(): string {
    lastMicros = Math.max(Date.now() * 1000, lastMicros + 1);
    const seconds = Math.floor(lastMicros / 1e6);
    return formatTimestamp({ seconds, nanos: (lastMicros - seconds * 1e6) * 1000 });
  }

  const nameOf = (path: string) => `${root}/${path}`;
  const toJson = (path: string, document: StoredDocument) => ({
    name: nameOf(path),
    fields: document.fields,
    createTime: document.createTime,
    updateTime: document.updateTime,
  });

  function checkCollection(segments: readonly string[], at: string): void {
    const [top] = segments;
    if (top !== undefined && !knownCollections.includes(top)) {
      throw invalid(at, `unknown collection "${top}" (the stand-in knows ${knownCollections.join(", ")})`);
    }
  }

  function checkSegments(segments: readonly string[], at: string): void {
    if (segments.some((segment) => segment === "" || segment.includes("/"))) {
      throw invalid(at, `empty or bad path segment in "${segments.join("/")}"`);
    }
  }

  function parseDocumentName(raw: unknown, at: string): string {
    if (typeof raw !== "string") throw invalid(at, `expected a document name, got ${describe(raw)}`);
    const parts = raw.split("/");
    if (parts[0] !== "projects" || parts[2] !== "databases" || parts[4] !== "documents") {
      throw invalid(at, `"${raw}" is not projects/{project}/databases/{database}/documents/{path}`);
    }
    if (parts[1] !== projectId) throw invalid(at, `"${raw}" is not in project "${projectId}"`);
    if (parts[3] !== "(default)") throw invalid(at, `"${raw}" is not in the (default) database`);
    const segments = parts.slice(5);
    checkSegments(segments, at);
    if (!isDocumentPath(segments)) throw invalid(at, `"${raw}" does not name a document`);
    checkCollection(segments, at);
    return segments.join("/");
  }

  function inCollection(collection: string): [string, StoredDocument][] {
    return [...store.entries()]
      .filter(([path]) => path.slice(0, path.lastIndexOf("/")) === collection)
      .sort(([a], [b]) => compareUtf8(a, b));
  }

  type Predicate = (path: string, document: StoredDocument) => boolean;

  const valueAt = (path: string, document: StoredDocument, field: readonly string[]) =>
    field.length === 1 && field[0] === NAME_FIELD
      ? ({ referenceValue: nameOf(path) } satisfies FirestoreValue)
      : getField(document.fields, field);

  function parseFieldReference(raw: unknown, at: string): string[] {
    if (!isRecord(raw)) throw invalid(at, "expected { fieldPath }");
    return parseFieldPath(raw.fieldPath, `${at}.fieldPath`);
  }

  function listOperand(value: FirestoreValue, at: string): FirestoreValue[] {
    if (!("arrayValue" in value) || (value.arrayValue.values ?? []).length === 0) {
      throw invalid(at, "expected a non-empty arrayValue");
    }
    return value.arrayValue.values ?? [];
  }

  function parseFieldFilter(raw: Record<string, unknown>, at: string): Predicate {
    const field = parseFieldReference(raw.field, `${at}.field`);
    const operand = parseValue(raw.value, `${at}.value`);
    const onField = (test: (value: FirestoreValue) => boolean): Predicate => {
      return (path, document) => {
        const value = valueAt(path, document, field);
        return value !== undefined && test(value);
      };
    };
    const sameType = (value: FirestoreValue) => TYPE_RANK[kindOf(value)] === TYPE_RANK[kindOf(operand)];
    const elements = (value: FirestoreValue) =>
      "arrayValue" in value ? (value.arrayValue.values ?? []) : null;
    switch (raw.op) {
      case "EQUAL":
        return onField((value) => isEqualValue(value, operand));
      case "NOT_EQUAL":
        return onField((value) => !("nullValue" in value) && !isEqualValue(value, operand));
      case "LESS_THAN":
        return onField((value) => sameType(value) && compareValues(value, operand) < 0);
      case "LESS_THAN_OR_EQUAL":
        return onField((value) => sameType(value) && compareValues(value, operand) <= 0);
      case "GREATER_THAN":
        return onField((value) => sameType(value) && compareValues(value, operand) > 0);
      case "GREATER_THAN_OR_EQUAL":
        return onField((value) => sameType(value) && compareValues(value, operand) >= 0);
      case "ARRAY_CONTAINS":
        return onField((value) => elements(value)?.some((item) => isEqualValue(item, operand)) ?? false);
      case "IN": {
        const options = listOperand(operand, `${at}.value`);
        return onField((value) => options.some((option) => isEqualValue(value, option)));
      }
      case "NOT_IN": {
        const options = listOperand(operand, `${at}.value`);
        return onField(
          (value) => !("nullValue" in value) && !options.some((option) => isEqualValue(value, option)),
        );
      }
      case "ARRAY_CONTAINS_ANY": {
        const options = listOperand(operand, `${at}.value`);
        return onField(
          (value) =>
            elements(value)?.some((item) => options.some((option) => isEqualValue(item, option))) ?? false,
        );
      }
      default:
        throw invalid(`${at}.op`, `unsupported operator ${describe(raw.op)}`);
    }
  }

  function parseUnaryFilter(raw: Record<string, unknown>, at: string): Predicate {
    const field = parseFieldReference(raw.field, `${at}.field`);
    const isNaNValue = (value: FirestoreValue) => Number.isNaN(numberOf(value));
    const tests: Record<string, (value: FirestoreValue) => boolean> = {
      IS_NAN: isNaNValue,
      IS_NOT_NAN: (value) => !isNaNValue(value),
      IS_NULL: (value) => "nullValue" in value,
      IS_NOT_NULL: (value) => !("nullValue" in value),
    };
    const test = typeof raw.op === "string" ? tests[raw.op] : undefined;
    if (!test) throw invalid(`${at}.op`, `unsupported operator ${describe(raw.op)}`);
    return (path, document) => {
      const value = valueAt(path, document, field);
      return value !== undefined && test(value);
    };
  }

  function parseFilter(raw: unknown, at: string): Predicate {
    if (!isRecord(raw) || Object.keys(raw).length !== 1) {
      throw invalid(at, "expected exactly one of fieldFilter, unaryFilter, compositeFilter");
    }
    if (isRecord(raw.fieldFilter)) return parseFieldFilter(raw.fieldFilter, `${at}.fieldFilter`);
    if (isRecord(raw.unaryFilter)) return parseUnaryFilter(raw.unaryFilter, `${at}.unaryFilter`);
    const composite = raw.compositeFilter;
    if (!isRecord(composite) || !Array.isArray(composite.filters) || composite.filters.length === 0) {
      throw invalid(at, "expected a fieldFilter, unaryFilter or compositeFilter with filters");
    }
    const parts = composite.filters.map((filter, index) =>
      parseFilter(filter, `${at}.compositeFilter.filters[${index}]`),
    );
    if (composite.op === "AND") return (path, document) => parts.every((part) => part(path, document));
    if (composite.op === "OR") return (path, document) => parts.some((part) => part(path, document));
    throw invalid(`${at}.compositeFilter.op`, `unsupported operator ${describe(composite.op)}`);
  }

  function parseCount(raw: unknown, at: string): number {
    const count = isRecord(raw) ? raw.value : raw;
    if (!Number.isInteger(count) || Number(count) < 0)
      throw invalid(at, `expected a count, got ${describe(raw)}`);
    return Number(count);
  }

  interface Cursor {
    values: FirestoreValue[];
    isBefore: boolean;
  }

  function parseCursor(raw: unknown, at: string): Cursor {
    if (!isRecord(raw) || !Array.isArray(raw.values)) throw invalid(at, "expected { values, before }");
    return {
      values: raw.values.map((value, index) => parseValue(value, `${at}.values[${index}]`)),
      isBefore: raw.before === true,
    };
  }

  const QUERY_KEYS = new Set(["select", "from", "where", "orderBy", "startAt", "endAt", "offset", "limit"]);

  function parseStructuredQuery(
    raw: unknown,
    parent: string,
  ): { plan: StructuredQueryPlan; collection: string } {
    const at = "structuredQuery";
    if (!isRecord(raw)) throw invalid(at, "missing or not an object");
    for (const key of Object.keys(raw)) {
      if (!QUERY_KEYS.has(key)) throw invalid(`${at}.${key}`, "not supported by the stand-in");
    }
    const [from, ...more] = Array.isArray(raw.from) ? (raw.from as unknown[]) : [];
    if (
      !isRecord(from) ||
      more.length > 0 ||
      typeof from.collectionId !== "string" ||
      from.collectionId === ""
    ) {
      throw invalid(`${at}.from`, "expected exactly one { collectionId }");
    }
    const collectionId = from.collectionId;
    const isGroup = from.allDescendants === true;
    const collection = parent === "" ? collectionId : `${parent}/${collectionId}`;
    checkCollection(collection.split("/"), `${at}.from`);

    const where = raw.where === undefined ? () => true : parseFilter(raw.where, `${at}.where`);
    const orderBy = (Array.isArray(raw.orderBy) ? (raw.orderBy as unknown[]) : []).map((order, index) => {
      const orderAt = `${at}.orderBy[${index}]`;
      if (!isRecord(order)) throw invalid(orderAt, "expected { field, direction }");
      const direction = order.direction ?? "ASCENDING";
      if (!["ASCENDING", "DESCENDING", "DIRECTION_UNSPECIFIED"].some((known) => known === direction)) {
        throw invalid(`${orderAt}.direction`, `unknown direction ${describe(direction)}`);
      }
      return {
        field: parseFieldReference(order.field, `${orderAt}.field`),
        sign: direction === "DESCENDING" ? -1 : 1,
      };
    });
    if (raw.orderBy !== undefined && !Array.isArray(raw.orderBy))
      throw invalid(`${at}.orderBy`, "expected a list");
    const startAt = raw.startAt === undefined ? null : parseCursor(raw.startAt, `${at}.startAt`);
    const endAt = raw.endAt === undefined ? null : parseCursor(raw.endAt, `${at}.endAt`);
    const offset = raw.offset === undefined ? 0 : parseCount(raw.offset, `${at}.offset`);
    const limit = raw.limit === undefined ? null : parseCount(raw.limit, `${at}.limit`);
    const select = isRecord(raw.select)
      ? (Array.isArray(raw.select.fields) ? (raw.select.fields as unknown[]) : []).map((field, index) =>
          parseFieldReference(field, `${at}.select.fields[${index}]`),
        )
      : null;

    const isInScope = (path: string) => {
      const segments = path.split("/");
      if (segments.at(-2) !== collectionId) return false;
      const owner = segments.slice(0, -2).join("/");
      return isGroup ? parent === "" || owner === parent || owner.startsWith(`${parent}/`) : owner === parent;
    };
    const compareAt = (path: string, document: StoredDocument, cursor: Cursor) => {
      for (const [index, value] of cursor.values.entries()) {
        const order = orderBy[index];
        const own = order && valueAt(path, document, order.field);
        if (!order || !own) break;
        const result = compareValues(own, value) * order.sign;
        if (result !== 0) return result;
      }
      return 0;
    };

    const plan: StructuredQueryPlan = (documents) => {
      const matching = [...documents.entries()].filter(
        ([path, document]) =>
          isInScope(path) &&
          where(path, document) &&
          // A document without an ordered-by field is left out, as in Firestore.
          orderBy.every(({ field }) => valueAt(path, document, field) !== undefined),
      );
      matching.sort(([aPath, aDocument], [bPath, bDocument]) => {
        for (const { field, sign } of orderBy) {
          const [a, b] = [valueAt(aPath, aDocument, field), valueAt(bPath, bDocument, field)];
          const result = a && b ? compareValues(a, b) * sign : 0;
          if (result !== 0) return result;
        }
        return compareUtf8(aPath, bPath);
      });
      const bounded = matching.filter(([path, document]) => {
        const afterStart = startAt ? compareAt(path, document, startAt) : 1;
        const beforeEnd = endAt ? compareAt(path, document, endAt) : -1;
        return (
          (afterStart > 0 || (afterStart === 0 && startAt?.isBefore === true)) &&
          (beforeEnd < 0 || (beforeEnd === 0 && endAt?.isBefore === false))
        );
      });
      const page = bounded.slice(offset, limit === null ? undefined : offset + limit);
      if (!select) return page;
      return page.map(([path, document]) => {
        const fields: FirestoreFields = {};
        for (const field of select) {
          const value = field[0] === NAME_FIELD ? undefined : getField(document.fields, field);
          if (value !== undefined) setField(fields, field, value);
        }
        return [path, { ...document, fields }];
      });
    };
    return { plan, collection };
  }

  function prepareRunQuery(parent: string, body: Record<string, unknown>): Prepared {
    for (const key of Object.keys(body)) {
      if (key !== "structuredQuery")
        throw invalid(key, "not supported by the stand-in (only structuredQuery)");
    }
    const { plan, collection } = parseStructuredQuery(body.structuredQuery, parent);
    return {
      collections: [collection],
      documents: [],
      execute() {
        const readTime = nextTime();
        const results = plan(store).map(([path, document]) => ({
          document: toJson(path, document),
          readTime,
        }));
        return results.length > 0 ? results : [{ readTime }];
      },
    };
  }

  /** `getCount()`: a count aggregation over a structured query (the only aggregation the site uses). */
  function prepareRunAggregationQuery(parent: string, body: Record<string, unknown>): Prepared {
    for (const key of Object.keys(body)) {
      if (key !== "structuredAggregationQuery")
        throw invalid(key, "not supported by the stand-in (only structuredAggregationQuery)");
    }
    const aggregation = body.structuredAggregationQuery;
    if (!isRecord(aggregation) || !Array.isArray(aggregation.aggregations))
      throw invalid("structuredAggregationQuery", "expected { structuredQuery, aggregations }");
    const counts = (aggregation.aggregations as unknown[]).map((item, index) => {
      const at = `structuredAggregationQuery.aggregations[${index}]`;
      if (!isRecord(item) || typeof item.alias !== "string" || !isRecord(item.count))
        throw invalid(at, "only { alias, count: {} } aggregations are supported by the stand-in");
      if (item.count.upTo !== undefined) throw invalid(`${at}.count.upTo`, "not supported by the stand-in");
      return item.alias;
    });
    const { plan, collection } = parseStructuredQuery(aggregation.structuredQuery, parent);
    return {
      collections: [collection],
      documents: [],
      execute() {
        const count = String(plan(store).length);
        const aggregateFields = Object.fromEntries(counts.map((alias) => [alias, { integerValue: count }]));
        return [{ result: { aggregateFields }, readTime: nextTime() }];
      },
    };
  }

  function prepareBatchGet(body: Record<string, unknown>): Prepared {
    for (const key of Object.keys(body)) {
      if (key !== "documents" && key !== "mask") throw invalid(key, "not supported by the stand-in");
    }
    if (!Array.isArray(body.documents) || body.documents.length === 0) {
      throw invalid("documents", "expected a non-empty list of document names");
    }
    const paths = (body.documents as unknown[]).map((name, index) =>
      parseDocumentName(name, `documents[${index}]`),
    );
    const mask = isRecord(body.mask)
      ? (Array.isArray(body.mask.fieldPaths) ? (body.mask.fieldPaths as unknown[]) : []).map((path, index) =>
          parseFieldPath(path, `mask.fieldPaths[${index}]`),
        )
      : null;
    return {
      collections: uniqueCollections(paths),
      documents: paths,
      execute() {
        const readTime = nextTime();
        return paths.map((path) => {
          const document = store.get(path);
          if (!document) return { missing: nameOf(path), readTime };
          const fields: FirestoreFields = mask ? {} : document.fields;
          for (const field of mask ?? []) {
            const value = getField(document.fields, field);
            if (value !== undefined) setField(fields, field, value);
          }
          return { found: toJson(path, { ...document, fields }), readTime };
        });
      },
    };
  }

  type Transform = (current: FirestoreValue | undefined, commitTime: string) => FirestoreValue;

  interface Write {
    path: string;
    op: "update" | "delete" | "transform" | "verify";
    fields: FirestoreFields;
    mask: string[][] | null;
    transforms: { field: string[]; apply: Transform }[];
    precondition: { exists?: boolean; updateTime?: string } | null;
  }

  function numericOperand(raw: unknown, at: string): FirestoreValue {
    const operand = parseValue(raw, at);
    if (numberOf(operand) === undefined) throw invalid(at, "expected an integerValue or doubleValue");
    return operand;
  }

  function combineNumbers(
    current: FirestoreValue | undefined,
    operand: FirestoreValue,
    combine: (a: number, b: number) => number,
  ): FirestoreValue {
    const base = current === undefined ? undefined : numberOf(current);
    if (base === undefined) return operand;
    const result = combine(base, numberOf(operand) ?? 0);
    const isInteger = current !== undefined && "integerValue" in current && "integerValue" in operand;
    return isInteger ? { integerValue: String(result) } : { doubleValue: result };
  }

  function parseTransform(raw: unknown, at: string): { field: string[]; apply: Transform } {
    if (!isRecord(raw)) throw invalid(at, "expected a FieldTransform object");
    const field = parseFieldPath(raw.fieldPath, `${at}.fieldPath`);
    const ops = Object.keys(raw).filter((key) => key !== "fieldPath");
    const [op] = ops;
    if (ops.length !== 1 || op === undefined) throw invalid(at, "expected exactly one transform per field");
    const listOf = (value: unknown) =>
      isRecord(value) && Array.isArray(value.values)
        ? (value.values as unknown[]).map((item, index) => parseValue(item, `${at}.${op}.values[${index}]`))
        : [];
    const elements = (current: FirestoreValue | undefined) =>
      current !== undefined && "arrayValue" in current ? (current.arrayValue.values ?? []) : [];
    switch (op) {
      case "setToServerValue":
        if (raw.setToServerValue !== "REQUEST_TIME") {
          throw invalid(
            `${at}.setToServerValue`,
            `expected REQUEST_TIME, got ${describe(raw.setToServerValue)}`,
          );
        }
        return { field, apply: (_current, commitTime) => ({ timestampValue: commitTime }) };
      case "increment": {
        const operand = numericOperand(raw.increment, `${at}.increment`);
        return { field, apply: (current) => combineNumbers(current, operand, (a, b) => a + b) };
      }
      case "maximum": {
        const operand = numericOperand(raw.maximum, `${at}.maximum`);
        return { field, apply: (current) => combineNumbers(current, operand, Math.max) };
      }
      case "minimum": {
        const operand = numericOperand(raw.minimum, `${at}.minimum`);
        return { field, apply: (current) => combineNumbers(current, operand, Math.min) };
      }
      case "appendMissingElements": {
        const values = listOf(raw.appendMissingElements);
        return {
          field,
          apply: (current) => {
            const result = [...elements(current)];
            for (const value of values)
              if (!result.some((item) => isEqualValue(item, value))) result.push(value);
            return { arrayValue: { values: result } };
          },
        };
      }
      case "removeAllFromArray": {
        const values = listOf(raw.removeAllFromArray);
        return {
          field,
          apply: (current) => ({
            arrayValue: {
              values: elements(current).filter((item) => !values.some((value) => isEqualValue(item, value))),
            },
          }),
        };
      }
      default:
        throw invalid(`${at}.${op}`, "not a transform the stand-in knows");
    }
  }

  const WRITE_KEYS = new Set([
    "update",
    "delete",
    "transform",
    "verify",
    "updateMask",
    "updateTransforms",
    "currentDocument",
  ]);

  function parseWrite(raw: unknown, at: string): Write {
    if (!isRecord(raw)) throw invalid(at, "expected a Write object");
    for (const key of Object.keys(raw))
      if (!WRITE_KEYS.has(key)) throw invalid(`${at}.${key}`, "not supported");
    const ops = (["update", "delete", "transform", "verify"] as const).filter(
      (key) => raw[key] !== undefined,
    );
    const [op] = ops;
    if (ops.length !== 1 || op === undefined)
      throw invalid(at, "expected exactly one of update, delete, transform, verify");

    let path: string;
    let fields: FirestoreFields = {};
    let transformsRaw: unknown = raw.updateTransforms;
    if (op === "update") {
      if (!isRecord(raw.update)) throw invalid(`${at}.update`, "expected a Document");
      path = parseDocumentName(raw.update.name, `${at}.update.name`);
      fields = parseFields(raw.update.fields ?? {}, `${at}.update.fields`);
    } else if (op === "transform") {
      const transform = raw.transform;
      if (!isRecord(transform)) throw invalid(`${at}.transform`, "expected { document, fieldTransforms }");
      path = parseDocumentName(transform.document, `${at}.transform.document`);
      transformsRaw = transform.fieldTransforms;
    } else {
      path = parseDocumentName(raw[op], `${at}.${op}`);
    }

    let mask: string[][] | null = null;
    if (raw.updateMask !== undefined) {
      const fieldPaths = isRecord(raw.updateMask) ? raw.updateMask.fieldPaths : undefined;
      if (op !== "update" || (fieldPaths !== undefined && !Array.isArray(fieldPaths))) {
        throw invalid(`${at}.updateMask`, "expected { fieldPaths: [...] } on an update");
      }
      mask = ((fieldPaths ?? []) as unknown[]).map((field, index) =>
        parseFieldPath(field, `${at}.updateMask.fieldPaths[${index}]`),
      );
    }
    if (transformsRaw !== undefined && !Array.isArray(transformsRaw)) {
      throw invalid(`${at}.updateTransforms`, "expected a list");
    }
    if (transformsRaw !== undefined && (op === "delete" || op === "verify")) {
      throw invalid(`${at}.updateTransforms`, `not allowed with ${op}`);
    }
    const transforms = ((transformsRaw ?? []) as unknown[]).map((transform, index) =>
      parseTransform(transform, `${at}.updateTransforms[${index}]`),
    );

    let precondition: Write["precondition"] = null;
    const current = raw.currentDocument;
    if (current !== undefined) {
      const isValid =
        isRecord(current) &&
        Object.keys(current).length === 1 &&
        (typeof current.exists === "boolean" ||
          (typeof current.updateTime === "string" && parseTimestamp(current.updateTime) !== null));
      if (!isValid) throw invalid(`${at}.currentDocument`, "expected { exists } or { updateTime }");
      precondition =
        typeof current.exists === "boolean"
          ? { exists: current.exists }
          : {
              updateTime: formatTimestamp(
                parseTimestamp(String(current.updateTime)) ?? { seconds: 0, nanos: 0 },
              ),
            };
    }
    return { path, op, fields, mask, transforms, precondition };
  }

  function checkPrecondition(write: Write, existing: StoredDocument | undefined): void {
    const { precondition, path } = write;
    if (!precondition) {
      if (write.op === "verify")
        throw invalid("verify", "a verify write needs a currentDocument precondition");
      return;
    }
    if (precondition.exists === true && !existing) {
      throw new RequestError(404, `No document to update: ${nameOf(path)}`);
    }
    if (precondition.exists === false && existing) {
      throw new RequestError(409, `Document already exists: ${nameOf(path)}`, "ALREADY_EXISTS");
    }
    if (precondition.updateTime !== undefined && existing?.updateTime !== precondition.updateTime) {
      throw new RequestError(400, `The document ${nameOf(path)} has changed since.`, "FAILED_PRECONDITION");
    }
  }

  function prepareCommit(body: Record<string, unknown>): Prepared {
    for (const key of Object.keys(body)) {
      if (key !== "writes") throw invalid(key, "not supported by the stand-in (no transactions)");
    }
    if (body.writes !== undefined && !Array.isArray(body.writes)) throw invalid("writes", "expected a list");
    const writes = ((body.writes ?? []) as unknown[]).map((write, index) =>
      parseWrite(write, `writes[${index}]`),
    );
    const paths = writes.map((write) => write.path);
    return {
      collections: uniqueCollections(paths),
      documents: paths,
      execute() {
        const commitTime = nextTime();
        // Staged, then applied at once: one failing write leaves nothing changed.
        const staged = new Map<string, StoredDocument | null>();
        const read = (path: string) => (staged.has(path) ? (staged.get(path) ?? undefined) : store.get(path));
        const writeResults = writes.map((write) => {
          const existing = read(write.path);
          checkPrecondition(write, existing);
          if (write.op === "delete") staged.set(write.path, null);
          if (write.op === "delete" || write.op === "verify") return {};

          let fields: FirestoreFields;
          if (write.op === "transform" || write.mask) {
            fields = structuredClone(existing?.fields ?? {});
            for (const field of write.mask ?? []) {
              const value = getField(write.fields, field);
              if (value === undefined) deleteField(fields, field);
              else setField(fields, field, structuredClone(value));
            }
          } else {
            fields = structuredClone(write.fields);
          }
          const transformResults = write.transforms.map(({ field, apply }) => {
            const value = apply(getField(fields, field), commitTime);
            setField(fields, field, value);
            return value;
          });
          staged.set(write.path, {
            fields,
            createTime: existing?.createTime ?? commitTime,
            updateTime: commitTime,
          });
          return transformResults.length > 0
            ? { updateTime: commitTime, transformResults }
            : { updateTime: commitTime };
        });
        for (const [path, document] of staged) {
          if (document) store.set(path, document);
          else store.delete(path);
        }
        return { writeResults, commitTime };
      },
    };
  }

  function prepareGet(segments: string[]): Prepared {
    const path = segments.join("/");
    if (isDocumentPath(segments)) {
      return {
        collections: uniqueCollections([path]),
        documents: [path],
        execute() {
          const document = store.get(path);
          if (!document) throw new RequestError(404, `Document "${nameOf(path)}" not found.`);
          return toJson(path, document);
        },
      };
    }
    return {
      collections: [path],
      documents: [],
      execute: () => ({ documents: inCollection(path).map(([own, document]) => toJson(own, document)) }),
    };
  }

  function parseStored(collection: string, id: string, rawFields: unknown): [string, FirestoreFields] {
    const segments = [...collection.split("/"), id];
    const path = segments.join("/");
    checkSegments(segments, "document path");
    if (!isDocumentPath(segments)) throw invalid("document path", `"${path}" is not a document`);
    return [path, parseFields(rawFields, `${path}.fields`)];
  }

  function putStored(entries: readonly [string, FirestoreFields][]): void {
    const now = nextTime();
    for (const [path, fields] of entries) {
      store.set(path, { fields, createTime: store.get(path)?.createTime ?? now, updateTime: now });
    }
  }

  function putEncoded(collection: string, id: string, rawFields: unknown): void {
    putStored([parseStored(collection, id, rawFields)]);
  }

  /** Checks the whole seed before replacing anything. */
  function loadSeed(seed: unknown): void {
    if (!isRecord(seed)) throw invalid("seed", "expected { [collection]: { [id]: fields } }");
    const entries = Object.entries(seed).flatMap(([collection, documents]) => {
      if (!isRecord(documents)) throw invalid(`seed.${collection}`, "expected { [id]: fields }");
      return Object.entries(documents).map(([id, fields]) => parseStored(collection, id, fields));
    });
    store.clear();
    putStored(entries);
  }

  function viewsOf(collection: string): Omit<DocumentView, "data">[] {
    return inCollection(collection).map(([path, document]) => ({
      id: path.slice(path.lastIndexOf("/") + 1),
      path,
      name: nameOf(path),
      ...structuredClone(document),
    }));
  }

  return {
    root,
    prepareRunQuery,
    prepareRunAggregationQuery,
    prepareBatchGet,
    prepareCommit,
    prepareGet,
    checkCollection,
    checkSegments,
    putEncoded,
    loadSeed,
    viewsOf,
  };
}

function withData(view: Omit<DocumentView, "data">): DocumentView {
  return { ...view, data: fromFirestoreFields(view.fields) };
}

// The HTTP server

const MAX_BODY_BYTES = 32 * 1024 * 1024;
const CONTROL_PREFIX = "/__stand-in/";

async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new RequestError(413, "The request body is too large.");
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RequestError(400, "The request body is not valid JSON.");
  }
}

/** What an answer cost on the wire. */
interface Sent {
  /** The JSON's size. */
  jsonBytes: number;
  /** What was sent: gzip-compressed when the client accepts it, as Google's servers do. */
  transferBytes: number;
}

/** Answers with `body` as JSON. */
function sendJson(request: IncomingMessage, response: ServerResponse, status: number, body?: unknown): Sent {
  if (response.destroyed) return { jsonBytes: 0, transferBytes: 0 };
  // The site runs on another origin (port) than the stand-in; every answer,
  // errors included, must pass the browser's CORS check.
  response.setHeader("Access-Control-Allow-Origin", request.headers.origin ?? "*");
  response.setHeader("Vary", "Origin, Accept-Encoding");
  if (body === undefined) {
    response.writeHead(status).end();
    return { jsonBytes: 0, transferBytes: 0 };
  }
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

/**
 * Document reads Firestore bills for an answer: one per document a query
 * returns (at least one per query, even when empty), one per document a
 * batchGet or get asks for (found or missing); writes read nothing.
 */
export function billedReads(kind: RequestKind | "unknown", result: unknown): number {
  if (kind === "runQuery" && Array.isArray(result)) {
    return Math.max(1, result.filter((item) => isRecord(item) && "document" in item).length);
  }
  if (kind === "batchGet" && Array.isArray(result)) return result.length;
  // A count is billed one read per thousand index entries it counted, at least one.
  if (kind === "runAggregationQuery" && Array.isArray(result)) {
    const [first] = result as { result?: { aggregateFields?: Record<string, { integerValue?: string }> } }[];
    const counted = Object.values(first?.result?.aggregateFields ?? {}).map((field) =>
      Number(field.integerValue ?? 0),
    );
    return Math.max(1, Math.ceil(Math.max(0, ...counted) / 1000));
  }
  if (kind === "get")
    return isRecord(result) && Array.isArray(result.documents) ? Math.max(1, result.documents.length) : 1;
  return 0;
}

function headerValue(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

function answerPreflight(request: IncomingMessage, response: ServerResponse): void {
  response.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE, OPTIONS");
  const requested = request.headers["access-control-request-headers"];
  if (requested) response.setHeader("Access-Control-Allow-Headers", requested);
  if (request.headers["access-control-request-private-network"] === "true") {
    response.setHeader("Access-Control-Allow-Private-Network", "true");
  }
  response.setHeader("Access-Control-Max-Age", "600");
  sendJson(request, response, 204);
}

interface Route {
  kind: RequestKind;
  segments: string[];
}

function splitRpc(pathname: string): { base: string; rpc: string | null } {
  const colon = pathname.indexOf(":", pathname.lastIndexOf("/"));
  return colon === -1
    ? { base: pathname, rpc: null }
    : { base: pathname.slice(0, colon), rpc: pathname.slice(colon + 1) };
}

/** The endpoint a request is for, known before it is checked (for the log). */
function kindOfRequest(method: string, pathname: string): RequestKind | "unknown" {
  const { rpc } = splitRpc(pathname);
  if (!pathname.startsWith("/v1/")) return "unknown";
  if (rpc === null) return method === "GET" ? "get" : "unknown";
  return REQUEST_KINDS.find((kind) => kind === rpc) ?? "unknown";
}

function parseRoute(method: string, pathname: string, projectId: string): Route {
  const { base, rpc } = splitRpc(pathname);
  let parts: string[];
  try {
    parts = base.split("/").slice(1).map(decodeURIComponent);
  } catch {
    throw new RequestError(400, `The URL path "${pathname}" is not correctly percent-encoded.`);
  }
  const [version, projects, project, databases, database, documents, ...segments] = parts;
  if (version !== "v1" || projects !== "projects" || databases !== "databases" || documents !== "documents") {
    throw new RequestError(404, `No such endpoint: ${method} ${pathname}`);
  }
  const kind = kindOfRequest(method, pathname);
  if (project !== projectId) {
    throw new RequestError(400, `Project "${project ?? ""}" is not the stand-in's project "${projectId}".`);
  }
  if (database !== "(default)") {
    throw new RequestError(400, `Database "${database ?? ""}" is not the stand-in's "(default)" database.`);
  }
  if (kind === "unknown") {
    const what = rpc === null ? `${method} on a document URL` : `":${rpc}"`;
    throw new RequestError(
      400,
      `${what} is not supported by the stand-in (runQuery, runAggregationQuery, batchGet, commit, GET).`,
    );
  }
  if (kind !== "get" && method !== "POST") throw new RequestError(400, `:${kind} takes POST, not ${method}.`);
  return { kind, segments };
}

export async function startFirestoreStandIn({
  port = 0,
  projectId,
  collections = SITE_COLLECTIONS,
}: StandInOptions): Promise<FirestoreStandIn> {
  const database = createDatabase(projectId, collections);
  let log: RequestLogEntry[] = [];
  let faults: ActiveFault[] = [];
  const timers = new Set<NodeJS.Timeout>();

  /** Resolves after `ms`, unless the stand-in closes first (then never). */
  const hold = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  function takeFault(kind: RequestKind, touched: readonly string[]): FaultSpec | null {
    const index = faults.findIndex(
      ({ spec }) =>
        (spec.kind === undefined || spec.kind === kind) &&
        (spec.collection === undefined ||
          touched.some((path) => path === spec.collection || path.split("/").at(-1) === spec.collection)),
    );
    const fault = faults[index];
    if (!fault) return null;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining === 0) faults = faults.filter((other) => other !== fault);
    }
    return fault.spec;
  }

  const api: StandInApi = {
    reset(seed = {}) {
      database.loadSeed(encodeSeed(seed));
      log = [];
      faults = [];
    },
    putDocument(collection, id, fields) {
      database.putEncoded(collection, id, toFirestoreFields(fields));
    },
    documents: (collection) => database.viewsOf(collection).map(withData),
    requests: () => structuredClone(log),
    clearRequests() {
      log = [];
    },
    fault(spec) {
      const checked = parseFaultSpec(spec);
      faults.push({ spec: checked, remaining: checked.times ?? null });
    },
    clearFaults() {
      faults = [];
    },
  };

  async function handleFirestore(request: IncomingMessage, response: ServerResponse, pathname: string) {
    const method = request.method ?? "GET";
    const authorization = request.headers.authorization;
    const entry: RequestLogEntry = {
      method,
      kind: kindOfRequest(method, pathname),
      path: pathname,
      collection: null,
      collections: [],
      documents: [],
      hasAuthorization: typeof authorization === "string" && /^Bearer\s+\S/i.test(authorization),
      appCheckToken: headerValue(request.headers["x-firebase-appcheck"]),
      status: null,
      jsonBytes: 0,
      transferBytes: 0,
      reads: 0,
      isInjectedFault: false,
    };
    log.push(entry);
    const answer = (status: number, body: unknown) => {
      entry.status = status;
      const { jsonBytes, transferBytes } = sendJson(request, response, status, body);
      entry.jsonBytes = jsonBytes;
      entry.transferBytes = transferBytes;
      if (status === 200) entry.reads = billedReads(entry.kind, body);
    };
    try {
      const route = parseRoute(method, pathname, projectId);
      database.checkSegments(route.segments, "URL path");
      database.checkCollection(route.segments, "URL path");
      const prefix = request.headers["google-cloud-resource-prefix"];
      if (prefix !== undefined && prefix !== database.root.replace(/\/documents$/, "")) {
        throw new RequestError(400, `Google-Cloud-Resource-Prefix "${String(prefix)}" is not this database.`);
      }
      let prepared: Prepared;
      if (route.kind === "get") {
        if (route.segments.length === 0)
          throw new RequestError(400, "GET needs a document or collection path.");
        prepared = database.prepareGet(route.segments);
      } else {
        const body = await readJsonBody(request);
        if (!isRecord(body)) throw new RequestError(400, `:${route.kind} needs a JSON object body.`);
        if (route.kind === "runQuery" || route.kind === "runAggregationQuery") {
          if (route.segments.length % 2 !== 0) {
            throw new RequestError(400, `:${route.kind} is sent to the database root or to a document.`);
          }
          const parent = route.segments.join("/");
          prepared =
            route.kind === "runQuery"
              ? database.prepareRunQuery(parent, body)
              : database.prepareRunAggregationQuery(parent, body);
        } else {
          if (route.segments.length > 0)
            throw new RequestError(400, `:${route.kind} is sent to the database root.`);
          prepared =
            route.kind === "batchGet" ? database.prepareBatchGet(body) : database.prepareCommit(body);
        }
      }
      entry.collections = prepared.collections;
      entry.collection = prepared.collections[0] ?? null;
      entry.documents = prepared.documents;

      const fault = takeFault(route.kind, prepared.collections);
      if (fault?.delayMs !== undefined) await hold(fault.delayMs);
      if (fault?.status !== undefined) {
        entry.isInjectedFault = true;
        throw new RequestError(fault.status, fault.message ?? faultMessage(fault.status));
      }
      answer(200, prepared.execute());
    } catch (error) {
      const failure =
        error instanceof RequestError ? error : new RequestError(500, `Stand-in failure: ${String(error)}`);
      entry.error = failure.message;
      answer(failure.status, failure.toBody());
    }
  }

  async function handleControl(request: IncomingMessage, response: ServerResponse, pathname: string) {
    const method = request.method ?? "GET";
    try {
      const [resource = "", ...rest] = pathname
        .slice(CONTROL_PREFIX.length)
        .split("/")
        .map((segment) => decodeURIComponent(segment));
      const route = `${method} ${resource}`;
      if (route === "POST reset") {
        const body = await readJsonBody(request);
        database.loadSeed(isRecord(body) ? (body.seed ?? {}) : {});
        log = [];
        faults = [];
        sendJson(request, response, 204);
      } else if (route === "PUT documents") {
        const body = await readJsonBody(request);
        const id = rest.pop();
        if (id === undefined || !isRecord(body))
          throw invalid("request", "PUT documents/{collection}/{id} { fields }");
        database.putEncoded(rest.join("/"), id, body.fields);
        sendJson(request, response, 204);
      } else if (route === "GET documents") {
        sendJson(request, response, 200, { documents: database.viewsOf(rest.join("/")) });
      } else if (route === "GET requests") {
        sendJson(request, response, 200, { requests: log });
      } else if (route === "DELETE requests") {
        log = [];
        sendJson(request, response, 204);
      } else if (route === "POST faults") {
        api.fault((await readJsonBody(request)) as FaultSpec);
        sendJson(request, response, 204);
      } else if (route === "DELETE faults") {
        faults = [];
        sendJson(request, response, 204);
      } else {
        throw new RequestError(404, `No control endpoint ${route}`);
      }
    } catch (error) {
      const failure = error instanceof RequestError ? error : new RequestError(400, String(error));
      sendJson(request, response, failure.status, failure.toBody());
    }
  }

  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://stand-in");
    if (request.method === "OPTIONS") answerPreflight(request, response);
    else if (pathname.startsWith(CONTROL_PREFIX)) void handleControl(request, response, pathname);
    else void handleFirestore(request, response, pathname);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      resolve();
    });
  });
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    ...api,
    url: `http://${host}`,
    host,
    projectId,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
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

/** Drives a running stand-in over HTTP. `baseUrl` is its `url`. Values are
 * encoded here, so Dates and the createdAt/updatedAt rule work as in process. */
export function standInControl(baseUrl: string): StandInControl {
  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(new URL(`${CONTROL_PREFIX}${path}`, baseUrl), {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const parsed: unknown = text === "" ? undefined : JSON.parse(text);
    if (!response.ok) {
      const message = isRecord(parsed) && isRecord(parsed.error) ? String(parsed.error.message) : text;
      throw new Error(`Stand-in control ${method} ${path} failed (${response.status}): ${message}`);
    }
    return parsed;
  }
  const encodePath = (...segments: string[]) =>
    segments
      .flatMap((segment) => segment.split("/"))
      .map(encodeURIComponent)
      .join("/");

  return {
    async reset(seed = {}) {
      await call("POST", "reset", { seed: encodeSeed(seed) });
    },
    async putDocument(collection, id, fields) {
      await call("PUT", `documents/${encodePath(collection, id)}`, { fields: toFirestoreFields(fields) });
    },
    async documents(collection) {
      const body = (await call("GET", `documents/${encodePath(collection)}`)) as {
        documents: Omit<DocumentView, "data">[];
      };
      return body.documents.map(withData);
    },
    async requests() {
      return ((await call("GET", "requests")) as { requests: RequestLogEntry[] }).requests;
    },
    async clearRequests() {
      await call("DELETE", "requests");
    },
    async fault(spec) {
      await call("POST", "faults", spec);
    },
    async clearFaults() {
      await call("DELETE", "faults");
    },
  };
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
  const byId = (items: readonly unknown[], collection: string) =>
    Object.fromEntries(
      items.map((item, index) => {
        if (!isRecord(item) || typeof item.id !== "string" || item.id === "") {
          throw new TypeError(`${collection}[${index}] has no string id.`);
        }
        const { id, ...fields } = item;
        return [id, fields];
      }),
    );
  const articleDocuments = byId(articles, "articles");
  // An article the app would not accept is stored as given, but has no card (an upload refuses it).
  const summaries = Object.entries(articleDocuments).flatMap(([id, fields]) => {
    const parsed = parseArticle(id, fields);
    return parsed.ok ? [toSummary(parsed.value)] : [];
  });
  return {
    articles: articleDocuments,
    products: byId(products, "products"),
    [SUMMARY_COLLECTION]: Object.fromEntries(
      [...summaryShards(summaries)].map(([shard, entries]) => [shard, { entries }]),
    ),
  };
}

/** Reads the seed from a build's `articles.json` and `products.json`. */
export function readContentSeed(directory = "build/client"): Seed {
  const read = (file: string) => {
    const content: unknown = JSON.parse(readFileSync(join(directory, file), "utf8"));
    if (!Array.isArray(content)) throw new TypeError(`${file} is not a JSON array.`);
    return content as unknown[];
  };
  return seedFromContent({ articles: read("articles.json"), products: read("products.json") });
}
