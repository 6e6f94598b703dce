// `npm run preview`: the production build on http://localhost:4173 (or $PORT),
// with Firebase Hosting's headers. A build that talks to local emulators needs
// their origins in the CSP's connect-src: PREVIEW_CONNECT_SRC="http://127.0.0.1:9099 …".
import { startStaticServer } from "./static-server.mjs";

const port = Number(process.env.PORT ?? 4173);
const extraConnectSrc = (process.env.PREVIEW_CONNECT_SRC ?? "").split(/\s+/).filter(Boolean);
const { url } = await startStaticServer({ port, host: process.env.HOST ?? "localhost", extraConnectSrc });
console.log(`Serving build/client at ${url} (Ctrl+C to stop)`);
if (extraConnectSrc.length > 0) console.log(`CSP connect-src also allows ${extraConnectSrc.join(" ")}`);
