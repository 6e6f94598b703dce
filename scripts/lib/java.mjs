// The Firestore emulator is a Java program (21 or newer); the Auth emulator is not.
import { spawnSync } from "node:child_process";

/** Why the Firestore emulator cannot run here, or null when Java is recent enough. */
export function firestoreEmulatorBlocker() {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  const match = result.error ? null : /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return "Java is not installed (the Firestore emulator needs Java 21 or newer)";
  // Java 8 and older call themselves "1.8".
  const major = Number(match[1]) === 1 ? Number(match[2]) : Number(match[1]);
  if (major < 21) return `the Firestore emulator needs Java 21 or newer, this machine has Java ${major}`;
  return null;
}
