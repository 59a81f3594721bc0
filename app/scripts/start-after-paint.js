// Inlined in pages that have code: starts it once the content has painted.
/** @param {{ module: string, imports: string[], hmrRuntime?: string }} entry */
export function startAfterFirstPaint({ module, imports, hmrRuntime }) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of imports) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    void (hmrRuntime ? import(hmrRuntime) : Promise.resolve()).then(() => import(module));
  };
  // A tap on the tour button or a submit made before the code is there is kept, and
  // answered once it is: until then the part shows that its answer is on its way
  // (app.css styles [data-waiting]; the client entry clears it).
  const waiting = (/** @type {Event} */ { type, target }) => {
    if (document.documentElement.dataset.hydrated || !(target instanceof Element)) return;
    if (type === "click" && !target.closest("[aria-haspopup]")) return;
    target.closest("[data-island]")?.setAttribute("data-waiting", "");
  };
  addEventListener("click", waiting, true);
  addEventListener("submit", waiting, true);
  const soon = () => requestAnimationFrame(() => setTimeout(start));
  // A page prerendered in the background gets ready for the visitor at once.
  if (/** @type {Document & { prerendering?: boolean }} */ (document).prerendering) return start();
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    if (document.readyState === "complete") soon();
    else addEventListener("load", soon, { once: true });
  } else {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      soon();
    }).observe({ type: "paint", buffered: true });
  }
  // Background tabs do not paint; they get their code a little later all the same.
  setTimeout(start, 3000);
}
