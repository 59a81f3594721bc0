import { useMatches } from "react-router";

/**
 * What every route module exports as `handle`: whether its page needs the browser's
 * JavaScript. Pages that only show content and links say no, and ship no script at
 * all; the root reads this to decide whether the page loads the client entry.
 */
export type PageHandle = { hydrate: boolean };

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === "object" && handle !== null && "hydrate" in handle;
}

/** True when a route of the current page asked to be hydrated. */
export function usePageHydrates(): boolean {
  return useMatches().some((match) => isPageHandle(match.handle) && match.handle.hydrate);
}
