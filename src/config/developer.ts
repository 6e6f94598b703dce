import developer from "./developer.json";

/**
 * The single developer identity allowed on the upload page
 * (`/dev-add-product`). The same address is written in `firestore.rules`,
 * which is what actually protects the data; a unit test keeps the two equal.
 * Kept in JSON so the Node scripts (emulator seeding) read the same value.
 */
export const DEVELOPER_EMAIL: string = developer.email;

/** True when `email` is the developer's (case-insensitive, as e-mail domains are). */
export function isDeveloperEmail(email: string | null | undefined): boolean {
  return typeof email === "string" && email.trim().toLowerCase() === DEVELOPER_EMAIL.toLowerCase();
}
