// Functions that run inside the page (the driver sends their source): no imports, no closures.

/** Resolves after two animation frames: styles applied and painted (WebKit needs it). */
export function twoFrames(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
}
