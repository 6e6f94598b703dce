import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

/** Longest wait for the page's lazy parts, then the render is cut short. */
export const streamTimeout = 5_000;

/**
 * Renders a page to HTML: at build time (prerendering) and in the dev server.
 *
 * Unlike React Router's default, it always waits until everything, lazy
 * sections included, has rendered before sending a byte. This is a static
 * site, so nobody waits on it, and the HTML comes out complete and in order:
 * no section is held back in a hidden `<div>` for a script to move into place
 * after the first paint (which crawlers without JavaScript would not see, and
 * which costs the browser a layout while the page starts up).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let isShellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // React otherwise moves sections out of order once a page passes
        // 12,800 bytes, to paint the top of a slow stream sooner.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          isShellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell reject above and React Router logs them.
          if (isShellRendered) console.error(error);
        },
      },
    );
    // Gives rejected lazy parts time to render their error boundaries.
    const timeout = setTimeout(abort, streamTimeout + 1_000);
  });
}
