import { loadEnv } from "vite";
import { type AppEnv, parseEnv } from "./env-schema";

/**
 * This build's settings, read in Node by the build itself (`vite.config.ts`,
 * the route table, the prerender list) from the shell's `VITE_*` variables and
 * the `.env` files of `mode` — Vite's mode, which `react-router build` sets to
 * "production" (and NODE_ENV with it) and `react-router dev` to "development".
 * Never imported by app code: the browser gets the result via `~/lib/env`.
 */
export function loadAppEnv(
  mode: string = process.env.NODE_ENV === "production" ? "production" : "development",
): AppEnv {
  return parseEnv(loadEnv(mode, process.cwd(), "VITE_"), { production: mode === "production" });
}
