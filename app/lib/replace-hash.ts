/**
 * Sets the fragment of the address ("" removes it) in place: no new history entry,
 * no scroll and no hashchange event, and the history state other code keeps there
 * is left as it is.
 */
export function replaceHash(hash: string): void {
  const url = new URL(window.location.href);
  url.hash = hash;
  if (url.href !== window.location.href) {
    window.history.replaceState(window.history.state, "", url);
  }
}
