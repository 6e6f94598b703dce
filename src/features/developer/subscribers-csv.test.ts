import { expect, test } from "vitest";
import type { Subscriber } from "~/lib/content-store/store";
import { subscribersCsv, subscribersFileName } from "./subscribers-csv";

/** A sign-up stored on 20 November 2026 at 10:30 UTC. */
const signUp = (email: string, source: string): Subscriber => ({
  id: email,
  email,
  source,
  consent: "2026-12-02",
  createdAt: new Date("2026-11-20T10:30:00Z"),
});

test("one row per sign-up under a header, each unconfirmed with its consent version, lines ended CRLF, in a file named for the day", () => {
  const csv = subscribersCsv([
    signUp("reader@example.com", "/subscribe"),
    { ...signUp("old@example.com", "/"), consent: null },
  ]);
  expect(csv).toBe(
    "email,status,consent_version,source,signed_up_at\r\n" +
      "reader@example.com,unconfirmed,2026-12-02,/subscribe,2026-11-20T10:30:00.000Z\r\n" +
      "old@example.com,unconfirmed,,/,2026-11-20T10:30:00.000Z\r\n",
  );
  expect(subscribersFileName(new Date("2026-11-26T09:00:00Z"))).toBe(
    "fast-and-fuel-subscribers-2026-11-26.csv",
  );
});

test("a stored value a spreadsheet would run as a formula comes out as text, quoted if needed", () => {
  // The database's rules refuse such addresses; documents written around them must still export safely.
  const csv = subscribersCsv([signUp('=HYPERLINK("https://evil.example","x")@example.com', "/a,b")]);
  expect(csv.split("\r\n")[1]).toBe(
    `"'=HYPERLINK(""https://evil.example"",""x"")@example.com",unconfirmed,2026-12-02,"/a,b",2026-11-20T10:30:00.000Z`,
  );
});
