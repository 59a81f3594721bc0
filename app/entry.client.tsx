import { startTransition, StrictMode, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { identifierPrefix, isIslandName, islands } from "~/islands";

/**
 * The browser's code, on the pages that have islands. The page is prerendered HTML that
 * works without it; the page's loader (app/inline/island-loader.js) imports this after
 * the first paint and hydrates each island with it, on its own, so no router runs in
 * the browser and links are ordinary document navigations. What to do when something
 * fails is the loader's: this only loads and hydrates.
 */

const roots: Root[] = [];

/** The component of the island called `name`, from its own chunk. */
export async function load(name: string | undefined): Promise<ComponentType<object>> {
  if (!isIslandName(name)) throw new Error(`No island is called "${name}".`);
  return (await islands[name]()).default as ComponentType<object>;
}

/** Calls `onCommit` once React has hydrated its children. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Hydrates one island with the props the page holds for it. An error nobody caught,
 * while it renders or in an effect, goes to `onError`; the island's own root is then
 * gone, and the promise settles either way.
 */
export function hydrate(
  island: HTMLElement,
  Component: ComponentType<object>,
  onError: (error: unknown) => void,
): Promise<void> {
  const name = island.dataset.island;
  if (!isIslandName(name)) throw new Error(`No island is called "${name}".`);
  const props = JSON.parse(island.dataset.props ?? "{}") as object;
  return new Promise<void>((resolve) => {
    startTransition(() => {
      roots.push(
        hydrateRoot(
          island,
          <StrictMode>
            <Committed onCommit={resolve}>
              <Component {...props} />
            </Committed>
          </StrictMode>,
          {
            identifierPrefix: identifierPrefix(name),
            onUncaughtError(error) {
              onError(error);
              resolve();
            },
          },
        ),
      );
    });
  });
}

/** Lets go of every island, before the error page takes their place. */
export function unmount(): void {
  for (const root of roots.splice(0)) root.unmount();
}
