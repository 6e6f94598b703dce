import { loadEnv } from "vite";
import { type AppEnv, parseEnv } from "./env-schema";

/** Node only, for the build itself; the browser gets the result via `~/lib/env`. */
export function loadAppEnv(
  mode: string = process.env.NODE_ENV === "production" ? "production" : "development",
): AppEnv {
  return parseEnv(loadEnv(mode, process.cwd(), "VITE_"), { production: mode === "production" });
}
