import { startTransition, StrictMode, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { isIslandName, islands } from "~/islands";

/**
 * The browser's code, on the pages that have any (see app/components/client-loader.tsx,
 * which starts it after the first paint). The page itself is prerendered HTML that
 * works without it; this hydrates only its interactive parts, each with its own
 * code, instead of the whole document: no router runs in the browser, and links are
 * ordinary document navigations.
 */

/** Calls `onCommit` once React has hydrated its children. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island;
  if (!isIslandName(name)) throw new Error(`No island is called "${name}".`);
  const Component = await islands[name]();
  await new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <Committed onCommit={resolve}>
            <Component />
          </Committed>
        </StrictMode>,
      );
    });
  });
}

const elements = [...document.querySelectorAll<HTMLElement>("[data-island]")];
void Promise.all(elements.map(hydrateIsland)).then(() => {
  // Lets tests (and CSS, if ever needed) know every part of the page is interactive.
  document.documentElement.dataset.hydrated = "true";
  // Each part now answers for itself what it was asked before.
  for (const element of elements) delete element.dataset.waiting;
});
