// The Firestore emulator is a Java program (21 or newer); the Auth emulator is not.
import { spawnSync } from "node:child_process";

/** Major version of the `java` on PATH, or null when there is none. */
export function javaMajorVersion() {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (result.error) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** Why the Firestore emulator cannot run here, or null when Java is recent enough. */
export function firestoreEmulatorBlocker() {
  const java = javaMajorVersion();
  if (java === null) return "Java is not installed (the Firestore emulator needs Java 21 or newer)";
  if (java < 21) return `the Firestore emulator needs Java 21 or newer, this machine has Java ${java}`;
  return null;
}
