import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

/** Longest wait for the page's lazy parts, then the render is cut short. */
export const streamTimeout = 5_000;

/**
 * Unlike React Router's default, waits for everything, lazy sections included, before sending a byte:
 * nobody waits on a static build, and no section is held back in a hidden `<div>` for a script to move
 * after first paint (unseen by crawlers without JavaScript, and a layout during start-up).
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
