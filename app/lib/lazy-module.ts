/**
 * A module downloaded once, when it is first needed rather than with the page. A
 * failed download (offline, a deploy in between) is forgotten, so the next attempt
 * fetches again instead of failing forever, as React.lazy would.
 */
export type LazyModule<T> = () => Promise<T>;

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= importer().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
