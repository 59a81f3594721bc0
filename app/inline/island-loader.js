// Inlined once in each page with interactive parts ("islands", app/islands.ts). Each
// island works as prerendered HTML until its code is needed. Once the page has loaded
// and is idle, the code is fetched ahead (not run), so a visitor's first taps find it
// here; it runs when the visitor shows intent: points at the island, touches or
// focuses it (the tour's dialog takes focus when it opens), or a link to a place in it.
// A tap or submit made before the code is there is kept and answered once it is. And
// every fault gets an answer:
// - a part whose code cannot be fetched (offline, a deploy in between) says so in its
//   status line, and the next tap fetches it again;
// - a tap that waits longer than WAIT_LIMIT gets the same answer: nothing spins forever;
// - code that throws (while it runs, renders or in an effect) shows the error page in
//   place of the page's main content, as React Router's default error page would.

/** How long a tap may wait for the code before the part says it could not load. */
export const WAIT_LIMIT = 6000;

/**
 * Runs `importer`, once more if it fails. A module that throws while it is evaluated
 * throws the very same error again; one that could not be fetched is fetched again.
 * @template T
 * @param {() => Promise<T>} importer
 * @returns {Promise<T>} rejects with `{ fetched, error }`
 */
export async function load(importer) {
  try {
    return await importer();
  } catch (first) {
    try {
      return await importer();
    } catch (error) {
      throw { fetched: error === first, error };
    }
  }
}

/**
 * @typedef {{
 *   load(name: string | undefined): Promise<unknown>,
 *   hydrate(island: HTMLElement, component: unknown, onError: (error: unknown) => void): Promise<void>,
 *   unmount(): void,
 * }} Entry the client entry's exports (app/entry.client.tsx)
 */

/**
 * @param {{ module: string, imports: string[], islands: Record<string, string[]> }} entry
 *   where the client entry is, its imports, and each island's chunks by its name
 */
export function startIslands({ module, imports, islands: chunks }) {
  const root = document.documentElement;
  const islands = /** @type {HTMLElement[]} */ ([...document.querySelectorAll("[data-island]")]);
  /** @type {Map<HTMLElement, Promise<void>>} */
  const running = new Map();
  /** @type {Map<HTMLElement, ReturnType<typeof setTimeout>>} */
  const timers = new Map();
  /** @type {Entry | undefined} */
  let entry;
  let broken = false;

  const isHydrated = (/** @type {HTMLElement} */ island) => island.hasAttribute("data-hydrated");

  /** @param {HTMLElement} island @param {boolean} show */
  function status(island, show) {
    const line = island.querySelector("[data-island-status]");
    if (line instanceof HTMLElement) line.textContent = show ? (line.dataset.message ?? "") : "";
  }

  /** @param {HTMLElement} island */
  function stopWaiting(island) {
    clearTimeout(timers.get(island));
    for (const control of island.querySelectorAll("[data-waiting]")) {
      control.removeAttribute("data-waiting");
    }
  }

  /** The spec's fallback for an unhandled error, in place of the main content. */
  function fail(/** @type {unknown} */ error) {
    if (broken) return;
    broken = true;
    console.error(error);
    // React must let go of the parts before their elements leave the page.
    setTimeout(() => {
      entry?.unmount();
      const main = document.querySelector("main");
      const template = document.querySelector("template[data-error-page]");
      if (!main || !(template instanceof HTMLTemplateElement)) return;
      const page = /** @type {DocumentFragment} */ (template.content.cloneNode(true));
      const message = page.querySelector('[data-error="message"]');
      const stack = page.querySelector('[data-error="stack"]');
      const { message: text, stack: trace } =
        error instanceof Error ? error : { message: String(error), stack: undefined };
      if (message) message.textContent = text;
      if (stack instanceof HTMLElement && trace) {
        stack.textContent = trace;
        stack.hidden = false;
      }
      main.replaceChildren(page);
      main.querySelector("h1")?.focus();
      for (const island of islands) stopWaiting(island);
    });
  }

  /** @param {HTMLElement} island @returns {Promise<void>} */
  function start(island) {
    const already = running.get(island);
    if (already || isHydrated(island) || broken) return already ?? Promise.resolve();
    const run = (async () => {
      entry ??= /** @type {Entry} */ (await load(() => import(module)));
      const loaded = /** @type {Entry} */ (entry);
      const component = await load(() => loaded.load(island.dataset.island));
      // React finds the part as it prerendered it: no status line, no waiting marks.
      status(island, false);
      stopWaiting(island);
      await loaded.hydrate(island, component, fail);
      island.setAttribute("data-hydrated", "");
      if (islands.every(isHydrated)) root.dataset.hydrated = "true";
    })()
      .catch((/** @type {{ fetched?: boolean, error?: unknown }} */ failure) => {
        if (failure.fetched === false) {
          // Only a tap that is waiting hears about it; the next tap tries again.
          if (island.querySelector("[data-waiting]")) {
            stopWaiting(island);
            status(island, true);
          }
        } else fail(failure.error ?? failure);
      })
      .finally(() => running.delete(island));
    running.set(island, run);
    return run;
  }

  /** A tap or submit before the part's code is there: kept, shown, answered. */
  function keep(/** @type {Event} */ event) {
    const target = event.target instanceof Element ? event.target : null;
    const island = /** @type {HTMLElement | null | undefined} */ (target?.closest("[data-island]"));
    if (!island || isHydrated(island) || broken) return;
    const control =
      event instanceof SubmitEvent
        ? (event.submitter ?? target)
        : target?.closest("[data-awaits-code]");
    if (!control) return;
    control.setAttribute("data-waiting", "");
    status(island, false);
    clearTimeout(timers.get(island));
    timers.set(
      island,
      setTimeout(() => {
        if (isHydrated(island)) return;
        stopWaiting(island);
        status(island, true);
      }, WAIT_LIMIT),
    );
    use(island);
  }
  addEventListener("click", keep, true);
  addEventListener("submit", keep, true);

  /** The island an event is about: the one it happened in, or the one a link leads into. */
  const islandOf = (/** @type {Event} */ { target }) => {
    if (!(target instanceof Element)) return null;
    const link = target.closest('a[href^="#"]');
    const place = link instanceof HTMLAnchorElement && link.hash.length > 1;
    const within = place ? document.getElementById(link.hash.slice(1)) : target;
    return /** @type {HTMLElement | null | undefined} */ (within?.closest("[data-island]"));
  };
  let preloaded = false;
  /**
   * The client entry, its imports and the chunks of this page's islands, fetched side by
   * side rather than one by one.
   */
  const preload = () => {
    if (preloaded) return;
    preloaded = true;
    const own = islands.flatMap((island) => chunks[island.dataset.island ?? ""] ?? []);
    for (const href of new Set([module, ...imports, ...own])) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
  };
  /** The visitor is about to use `island`: its code starts loading. */
  const use = (/** @type {HTMLElement | null | undefined} */ island) => {
    if (!island || isHydrated(island)) return;
    preload();
    void start(island);
  };
  const intent = (/** @type {Event} */ event) => use(islandOf(event));
  for (const type of ["pointerover", "pointerdown", "focusin", "keydown"]) {
    addEventListener(type, intent, { capture: true, passive: true });
  }
  // Ahead of the first tap, once the page is loaded, painted and idle (on a busy phone
  // the load can come before the first paint): unless the visitor's connection asks to
  // save data, and then the code comes when it is used.
  const connection = /** @type {{ connection?: { saveData?: boolean } }} */ (navigator).connection;
  if (!connection?.saveData) {
    const whenIdle = () =>
      "requestIdleCallback" in window
        ? requestIdleCallback(preload, { timeout: 2000 })
        : setTimeout(preload, 200);
    const whenPainted = () =>
      !PerformanceObserver.supportedEntryTypes?.includes("paint")
        ? whenIdle()
        : new PerformanceObserver((entries, observer) => {
            if (!entries.getEntriesByName("first-contentful-paint").length) return;
            observer.disconnect();
            whenIdle();
          }).observe({ type: "paint", buffered: true });
    if (document.readyState === "complete") whenPainted();
    else addEventListener("load", whenPainted, { once: true });
  }
  // An island already in use when this runs: the tour opened by a shared link.
  for (const island of islands) {
    if (island.querySelector("dialog[open]") || island.contains(document.activeElement))
      use(island);
  }
}
