import type { Page, TestInfo } from "@playwright/test";

// What the slow phone's tests share (slow-phone.spec.ts, slow-phone-photos.spec.ts, and the
// uploaded photos' own in tests/pseudo/own-photos.spec.ts): Lighthouse's mobile profile,
// applied for real through the DevTools protocol, and the report's lines.

/** 150 ms round trips, 1.6 Mbps down and 750 kbps up, the CPU slowed 4×. */
export async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** Prints one line of figures and keeps it in the report. */
export function report(testInfo: TestInfo, figures: Record<string, unknown>) {
  const line = Object.entries(figures)
    .map(([name, value]) => `${name} ${value}`)
    .join(", ");
  console.log(`[slow phone] ${testInfo.title}: ${line}`);
  testInfo.annotations.push({ type: "timing", description: line });
}

type PhotoTimes = { click: number; painted: number; src: string };

/** How many times the photo's figure is measured: its median and range are reported. */
export const PHOTO_RUNS = 3;

/** "412 ms (median of 3: 380–460 ms)". */
export function medianOf(values: number[]): string {
  const sorted = values.map(Math.round).toSorted((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return `${median} ms (median of ${sorted.length}: ${sorted[0]}–${sorted.at(-1)} ms)`;
}

/**
 * Times, in the page itself, a tap that opens the tour until the first card's photo is
 * painted: from the click (a capture listener on window, the first to hear it) to the
 * second frame after the photo has loaded and decoded (the first one paints it). Call it
 * before the page loads; it returns what waits for the figures.
 */
export async function timeFirstPhoto(page: Page) {
  await page.addInitScript(() => {
    const times: Partial<PhotoTimes> = {};
    Object.assign(window, { photoTimes: times });
    addEventListener("click", () => (times.click ??= performance.now()), true);
    // On the document: an element's load event never reaches the window.
    document.addEventListener(
      "load",
      ({ target }) => {
        if (!(target instanceof HTMLImageElement) || times.src || times.click === undefined) return;
        // The photo of the first card, not its preview.
        if (!target.closest("#tour-1") || target.getAttribute("aria-hidden") === "true") return;
        times.src = target.currentSrc;
        void target
          .decode()
          .catch(() => {})
          .then(() =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => (times.painted = performance.now())),
            ),
          );
      },
      true,
    );
  });
  return () =>
    page
      .waitForFunction(() => {
        const { photoTimes } = window as unknown as { photoTimes: Partial<PhotoTimes> };
        return photoTimes.painted !== undefined && photoTimes;
      })
      .then((handle) => handle.jsonValue() as Promise<PhotoTimes>);
}
