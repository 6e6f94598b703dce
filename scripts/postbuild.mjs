// After `react-router build`: give static hosts a not-found page. Unknown paths
// get the SPA fallback with a real 404 status (firebase.json serves 404.html),
// and the client router renders the not-found screen.
import { copyFile } from "node:fs/promises";

const dir = new URL("../build/client/", import.meta.url);
await copyFile(new URL("__spa-fallback.html", dir), new URL("404.html", dir));
console.log("postbuild: build/client/404.html written from the SPA fallback");
