import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { ClientEntryContext, type ClientEntry } from "~/lib/client-entry";

/**
 * Runs only at build time: every page is prerendered (ssr: false), so there is no
 * visitor waiting for a first byte, and every page is written out complete. That is
 * all React Router's default entry adds to this, and it needs a bot detector to
 * choose between streaming and waiting, which a build never needs.
 *
 * It also tells the pages where the browser's code starts (the client entry, from
 * the build's manifest), for the pages that load it after their first paint.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const { entry, hmr } = routerContext.manifest;
  const clientEntry: ClientEntry = { ...entry, hmrRuntime: hmr?.runtime };
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <ClientEntryContext value={clientEntry}>
        <ServerRouter context={routerContext} url={request.url} />
      </ClientEntryContext>,
      {
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          // A page that fails to prerender must fail the build, not ship broken.
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
