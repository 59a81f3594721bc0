// @ts-check
// The phone menu is a native popover, and the browser keeps a popover open while a link
// inside it leads to a place on the same page (Enroll Now on Join Us, to its form): the
// visitor would land under the open menu. On such pages these lines, right after the
// menu, close it as the link is followed.
document.getElementById("mobile-menu")?.addEventListener("click", (event) => {
  const link = event.target instanceof Element ? event.target.closest("a") : null;
  if (link?.hash && link.pathname === location.pathname) {
    /** @type {HTMLElement} */ (event.currentTarget).hidePopover();
  }
});
