/**
 * A module downloaded once, when it is first needed rather than with the page. A
 * failed download (offline, a deploy in between) is forgotten, so the next attempt
 * fetches again instead of failing forever, as React.lazy would.
 */
export type LazyModule<T> = {
  load(): Promise<T>;
  /** A head start (hover, focus): a failure is left for the next `load` to report. */
  prefetch(): void;
  /** The module once it has arrived, for code that must not wait. */
  readonly current: T | undefined;
};

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let pending: Promise<T> | undefined;
  let loaded: T | undefined;
  const load = () => {
    pending ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return {
    load,
    prefetch: () => void load().catch(() => {}),
    get current() {
      return loaded;
    },
  };
}
