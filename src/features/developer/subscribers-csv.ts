import type { Subscriber } from "~/lib/content-store/store";
import { formatCsvCell } from "~/lib/csv-cell";

// Address first, as a mailing service's import expects. The site sends no mail, so every row is "unconfirmed":
// the mailing service's confirmation e-mail comes first.
const HEADER = ["email", "status", "consent_version", "source", "signed_up_at"];

/** For a confirmed opt-in import; a cell a spreadsheet would run as a formula is written as plain text. */
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

/** Dated by the export day, so exports sort by date. */
export const subscribersFileName = (now: Date) =>
  `fast-and-fuel-subscribers-${now.toISOString().slice(0, 10)}.csv`;
