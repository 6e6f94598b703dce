import developer from "./developer.json";

/** `firestore.rules` holds the same address and is what protects the data (a test keeps them equal);
 * JSON so the Node scripts read it too. */
export const DEVELOPER_EMAIL: string = developer.email;

/** Case-insensitive, as e-mail domains are. */
export function isDeveloperEmail(email: string | null | undefined): boolean {
  return typeof email === "string" && email.trim().toLowerCase() === DEVELOPER_EMAIL.toLowerCase();
}
