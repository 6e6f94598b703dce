import { expect, test } from "vitest";
import { subscribersCsv, subscribersFileName } from "./subscribers-csv";

test("one row per sign-up under a header, lines ended CRLF", () => {
  const csv = subscribersCsv([
    {
      id: "a",
      email: "reader@example.com",
      source: "/subscribe",
      createdAt: new Date("2026-11-20T10:30:00Z"),
    },
  ]);
  expect(csv).toBe("email,source,signed_up_at\r\nreader@example.com,/subscribe,2026-11-20T10:30:00.000Z\r\n");
});

test("a stored value a spreadsheet would run as a formula comes out as text, quoted if needed", () => {
  // The database's rules refuse such addresses; documents written around them must still export safely.
  const csv = subscribersCsv([
    {
      id: "b",
      email: '=HYPERLINK("https://evil.example","x")@example.com',
      source: "/a,b",
      createdAt: new Date("2026-11-20T10:30:00Z"),
    },
  ]);
  expect(csv.split("\r\n")[1]).toBe(
    `"'=HYPERLINK(""https://evil.example"",""x"")@example.com","/a,b",2026-11-20T10:30:00.000Z`,
  );
});

test("the file is named for the day of the export", () => {
  expect(subscribersFileName(new Date("2026-11-26T09:00:00Z"))).toBe(
    "fast-and-fuel-subscribers-2026-11-26.csv",
  );
});
