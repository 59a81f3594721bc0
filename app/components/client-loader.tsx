import { use } from "react";
import { ClientEntryContext } from "~/lib/client-entry";
import loader from "~/scripts/start-after-paint.js?raw";

/**
 * Starts the page's code after its first paint. React Router's <Scripts /> would
 * request every module in the <head>, at high priority, before the first paint:
 * on a slow phone they share the connection with the stylesheet, the font and the
 * hero art, and the first paint waits for them (Lighthouse mobile: FCP 0.8 s → 2.2 s).
 * The page works without its code (links are ordinary navigations, the menu is a
 * native popover, an early tap or submit is kept), so the code can wait a moment.
 * An inline module script of the build's own; the CSP allows it by its hash.
 */
export function ClientLoader() {
  const entry = use(ClientEntryContext);
  if (!entry) return null;
  const source = `${loader}\nstartAfterFirstPaint(${JSON.stringify(entry)});`;
  return <script type="module" dangerouslySetInnerHTML={{ __html: source }} />;
}
