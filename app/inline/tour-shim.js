// The Virtual School Tour's own few lines, inline right after it on the page. The tour
// is prerendered as a closed <dialog id="tour">, so it opens the moment it is tapped,
// before the page's code has arrived and whether or not it ever does. These lines own
// opening, closing and the address; the tour's code (app/components/tour/tour-dialog.tsx)
// owns what is shown inside, and follows the places these lines announce.
// Without JavaScript, #tour is a plain section of the page (app.css).
(() => {
  const dialog = document.getElementById("tour");
  if (!(dialog instanceof HTMLDialogElement)) return;
  // `#tour` (the grid) or `#tour-3` (a place); any other fragment is not the tour's.
  const TOUR = /^#tour(?:-.*)?$/;
  /** @type {Element | null} */
  let opener = null;

  /** Sets the fragment in place: no history entry, no scroll, no hashchange. @param {string} hash */
  const replaceHash = (hash) => {
    const url = new URL(location.href);
    url.hash = hash;
    if (url.href !== location.href) history.replaceState(history.state, "", url);
  };

  /**
   * Where focus lands as the tour opens, so a screen reader says the dialog's name and
   * where the visitor is, and the keys work at once: the element the fragment names (the
   * dialog for `#tour`; the place's card for `#tour-3`, while the grid is shown), as the
   * browser focuses it when it follows a link, so the two never disagree; else the place
   * the tour's code shows ([data-tour-landing]), else the dialog itself.
   * @param {string | null} place @returns {HTMLElement}
   */
  const landing = (place) => {
    const named = place ? document.getElementById(place.slice(1)) : null;
    if (named instanceof HTMLElement && dialog.contains(named)) return named;
    return dialog.querySelector("[data-tour-landing]") ?? dialog;
  };

  /**
   * Opens the tour (if it is not open) and announces where: a place, or null to resume
   * where the visitor left off.
   * @param {string | null} place @param {Element | null} [from]
   */
  const open = (place, from = document.activeElement) => {
    if (!dialog.open) {
      opener = from;
      dialog.showModal();
      landing(place).focus();
    }
    replaceHash(place ?? "#tour");
    dialog.dispatchEvent(new CustomEvent("tour:place", { detail: place }));
  };

  // A closed tour leaves no place behind, whatever happened just before (a key, a swipe):
  // cleared as it closes (Escape, the close button, the backdrop), in the same task, not
  // when its `close` event comes, after a Back or Forward may already have put a place
  // there to open. Closed because the address left the tour, there is nothing to clear.
  new MutationObserver(() => {
    if (!dialog.open && TOUR.test(location.hash)) replaceHash("");
  }).observe(dialog, { attributeFilter: ["open"] });

  dialog.addEventListener("close", () => {
    // Opened again before this event came (Back, then Forward at once): that opening stands.
    if (dialog.open) return;
    const back = opener?.isConnected ? opener : document.querySelector("[data-tour-resume]");
    // Safari does not focus a link on click, so the browser's own return could be <body>.
    if (back instanceof HTMLElement) back.focus();
    opener = null;
  });

  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest("[data-tour-close]")) return dialog.close();
    const link = target?.closest('a[href^="#tour"]');
    if (!(link instanceof HTMLAnchorElement) || !TOUR.test(link.hash)) return;
    event.preventDefault();
    open(link.hasAttribute("data-tour-resume") ? null : link.hash, link);
  });

  // A finger or a pointer coming down on a way into the tour: the first row's photos
  // (two cards on a phone) start loading now, not once the dialog has opened, a click and
  // a frame or two later (about 100 ms on the slow phone). Lazy until then, so a visitor
  // who never opens the tour loads none.
  document.addEventListener(
    "pointerdown",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (dialog.open || !target?.closest('a[href^="#tour"]')) return;
      const photos = dialog.querySelectorAll('[data-tour-grid] img[loading="lazy"]');
      for (const photo of Array.from(photos).slice(0, 2)) {
        if (photo instanceof HTMLImageElement) photo.loading = "eager";
      }
    },
    { passive: true },
  );

  // With these lines running, Virtual Tour opens a dialog: it is a button, and answers Space.
  for (const link of document.querySelectorAll("a[data-tour-resume]")) {
    link.setAttribute("role", "button");
    link.setAttribute("aria-haspopup", "dialog");
  }
  document.addEventListener("keydown", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (event.key !== " " || !target?.matches('a[role="button"][href^="#tour"]')) return;
    event.preventDefault();
    /** @type {HTMLElement} */ (target).click();
  });

  // A photo the host could not send, before the tour's code is there to swap in the art
  // (and if it never is): mark the image, and the page's CSS hides it, so the art beneath
  // shows, not a broken image. A mark of its own, which React never renders: React owns
  // the image's attributes (`hidden` among them), and finding one of them changed when it
  // hydrates is a mismatch. The tour's code reads the mark as it arrives and takes over.
  dialog.addEventListener(
    "error",
    (event) => {
      const image = event.target;
      if (!(image instanceof HTMLImageElement) || image.closest("[data-hydrated]")) return;
      if (image.closest("[data-photo]")) image.setAttribute("data-photo-failed", "");
    },
    true,
  );

  // A shared link, Back and Forward: the address opens and closes the tour.
  addEventListener("hashchange", () => {
    if (TOUR.test(location.hash)) open(location.hash, null);
    else if (dialog.open) dialog.close();
  });
  if (TOUR.test(location.hash)) open(location.hash, null);
})();
