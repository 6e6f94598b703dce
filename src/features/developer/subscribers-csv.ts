import type { Subscriber } from "~/lib/content-store/store";
import { formatCsvCell } from "~/lib/csv-cell";

// A mailing service's import looks for the address first; the rest says where, when and to what
// wording the reader agreed. Nobody has confirmed an address yet (the site sends no mail), so
// every row says "unconfirmed": the mailing service's confirmation e-mail comes first.
const HEADER = ["email", "status", "consent_version", "source", "signed_up_at"];

/**
 * The sign-ups as a CSV file for the owner's mailing service (a confirmed
 * opt-in import) or spreadsheet. A cell a spreadsheet would run as a formula
 * is written as plain text.
 */
export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  const rows = [
    HEADER,
    ...subscribers.map(({ email, consent, source, createdAt }) => [
      email,
      "unconfirmed",
      consent ?? "",
      source,
      createdAt.toISOString(),
    ]),
  ];
  return rows.map((row) => row.map(formatCsvCell).join(",")).join("\r\n") + "\r\n";
}

/** "fast-and-fuel-subscribers-2026-11-26.csv": the day of the export, so exports sort by date. */
export const subscribersFileName = (now: Date) =>
  `fast-and-fuel-subscribers-${now.toISOString().slice(0, 10)}.csv`;
