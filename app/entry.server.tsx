import { renderToReadableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/**
 * Runs only at build time: every page is prerendered (ssr: false), so there is no
 * visitor waiting for a first byte, and every page is written out complete. React
 * Router's default entry streams the shell first and waits only for bots, which would
 * write the islands' pending parts as inline scripts the CSP has no hash for.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} />,
    {
      // In development, a page reloads when its words change on disk, as a save in the
      // editor at /admin does (scripts/make-site/admin-site.ts). Never in a build.
      bootstrapModules: import.meta.env.DEV ? ["/@id/__x00__virtual:nova/content-reload"] : [],
      onError(error: unknown) {
        // A page that fails to prerender must fail the build, not ship broken.
        status = 500;
        console.error(error);
      },
    },
  );
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html");
  return new Response(body, { headers: responseHeaders, status });
}
