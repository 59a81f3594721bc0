import { Scripts } from "react-router";
import clientEntry from "virtual:client-entry";
import { ErrorPage } from "~/components/error-page";
import { useLocale, useMessages } from "~/lib/i18n";
import { pageHref } from "~/lib/meta";
import loader from "~/inline/island-loader.js?inline-script";

/**
 * What a page with islands adds, once (app/components/island.tsx writes it):
 * - the loader, one inline module script of the build's own (the CSP allows it by its
 *   hash): it starts the islands' code after the first paint, keeps a tap made before
 *   the code is there, and gives every fault an answer (app/inline/island-loader.js);
 * - the spec's fallback for an unhandled error, in the page's language, as a template
 *   the loader fills in and puts in place of the page's main content.
 * React Router's <Scripts /> would request every module in the <head> before the first
 * paint, so the build only takes the client entry's address from Vite's manifest
 * (vite.config.ts). The development server still needs <Scripts /> for hot reload, and
 * starts the islands once it has run.
 */
export function IslandRuntime() {
  const { error } = useMessages().common;
  const home = { href: pageHref("home", useLocale()), label: error.home };
  const start = `startIslands(${JSON.stringify(clientEntry)})`;
  // In development, React Router's <Scripts /> installs React Refresh's preamble from an
  // async module, which the islands' modules need before they run: once the page has
  // loaded, it has.
  const source = import.meta.env.DEV
    ? `${loader}\nif (document.readyState === "complete") ${start};\nelse addEventListener("load", () => ${start}, { once: true });`
    : `${loader}\n${start};`;
  return (
    <>
      <template data-error-page>
        <ErrorPage title={error.title} message="" stack="" home={home} stackLabel={error.stack} />
      </template>
      {import.meta.env.DEV ? <Scripts /> : null}
      <script type="module" dangerouslySetInnerHTML={{ __html: source }} />
    </>
  );
}
