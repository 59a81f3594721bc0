import {
  createContext,
  use,
  useContext,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { renderToString } from "react-dom/server";
import clientEntry from "virtual:client-entry";
import { IslandRuntime } from "~/components/island-runtime";
import { identifierPrefix, islands, type IslandName, type IslandProps } from "~/islands";

/**
 * Per prerendered page: hands the runtime to the first island that asks, once. Pages
 * are rendered once, at build time, so the first to ask is the first to render.
 */
function runtimeScope() {
  let taken = false;
  return {
    claim(): boolean {
      if (taken) return false;
      taken = true;
      return true;
    },
  };
}

const RuntimeScope = createContext<ReturnType<typeof runtimeScope> | null>(null);

/** Wraps every page (app/root.tsx), so its first island writes the runtime once. */
export function IslandsScope({ children }: { children: ReactNode }) {
  const [scope] = useState(runtimeScope);
  return <RuntimeScope value={scope}>{children}</RuntimeScope>;
}

/**
 * An interactive part of the page (app/islands.ts). It is prerendered as a React root
 * of its own, with its island's `identifierPrefix`, as the browser will hydrate it, and
 * its props go into the page as JSON. The first island of a page also writes the
 * runtime that loads the islands' code (app/components/island-runtime.tsx), so a page
 * that renders an island always loads its code, and a page without any loads none.
 * The wrapper takes no room: its child lays out as if it were not there.
 */
export function Island<Name extends IslandName>({
  name,
  props,
}: {
  name: Name;
  props: IslandProps<Name>;
}) {
  // The props' type is checked where the island is rendered; here they are data.
  const loading = islands[name]() as Promise<{ default: ComponentType<object> }>;
  const { default: Component } = use(loading);
  const scope = useContext(RuntimeScope);
  if (!scope) throw new Error("<Island> needs an <IslandsScope> around the page");
  // The prerender knows the client build's chunks: each island's is named after it.
  if (import.meta.env.PROD && import.meta.env.SSR && !clientEntry.islands[name]) {
    throw new Error(`No chunk is named "${name}": an island's name is its module's file name.`);
  }
  const json = JSON.stringify(props);
  // What the browser will have: the props as they come back from the page's JSON.
  const html = renderToString(<Component {...(JSON.parse(json) as object)} />, {
    identifierPrefix: identifierPrefix(name),
  });
  const writeRuntime = scope.claim();
  return (
    <>
      <div
        data-island={name}
        data-props={json}
        className="contents"
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {writeRuntime ? <IslandRuntime /> : null}
    </>
  );
}
