// `npm run preview`: the production build on http://localhost:4173 (or $PORT).
import { startStaticServer } from "./static-server.mjs";

const port = Number(process.env.PORT ?? 4173);
const { url } = await startStaticServer({ port, host: process.env.HOST ?? "localhost" });
console.log(`Serving build/client at ${url} (Ctrl+C to stop)`);
