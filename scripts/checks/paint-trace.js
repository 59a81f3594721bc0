// @ts-check
/**
 * Where a page's time goes before its first paint (`npm run audit:paint -- --why /route`):
 * from a Chromium trace of one run, the requests that started before the paint and the
 * renderer's main-thread work by kind up to it (the CPU is slowed ×4, so these are the
 * phone's milliseconds), and the rasterisation of that paint on the raster threads.
 */

/** The main thread's trace events worth naming; the rest is summed as "other". */
const KINDS = {
  ParseHTML: "parse HTML",
  ParseAuthorStyleSheet: "parse CSS",
  UpdateLayoutTree: "style",
  Layout: "layout",
  PrePaint: "pre-paint",
  Paint: "paint",
  PaintImage: "paint images",
  EvaluateScript: "script",
  FunctionCall: "script",
};

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number,
 *   args?: { name?: string, data?: { url?: string, requestId?: string, renderBlocking?: string } } }} TraceEvent
 */

/** The categories to record. */
export const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "loading",
  "blink.user_timing",
];

/**
 * @param {TraceEvent[]} events one page load's trace
 * @param {string} origin left out of the requests' names
 */
export function summariseTrace(events, origin) {
  /** @type {Map<string, string>} */
  const threads = new Map();
  for (const event of events) {
    if (event.ph === "M" && event.name === "thread_name")
      threads.set(`${event.pid}:${event.tid}`, event.args?.name ?? "");
  }
  const thread = (/** @type {TraceEvent} */ event) => threads.get(`${event.pid}:${event.tid}`);
  const start = events.find((event) => event.name === "navigationStart")?.ts ?? 0;
  const paint = events.find((event) => event.name === "firstContentfulPaint")?.ts ?? Infinity;
  const ms = (/** @type {number} */ time) => Math.round((time - start) / 1000);

  /** @type {Map<string, { request: string, sent: number, done?: number, blocking?: string }>} */
  const requests = new Map();
  for (const event of events) {
    const data = event.args?.data;
    if (!data?.requestId) continue;
    if (event.name === "ResourceSendRequest" && event.ts < paint) {
      const url = data.url ?? "";
      const name = url.startsWith("data:") ? "(data: URL)" : url.replace(origin, "");
      requests.set(data.requestId, {
        request: name.length > 48 ? `${name.slice(0, 47)}…` : name,
        sent: ms(event.ts),
        blocking: data.renderBlocking,
      });
    }
    const request = requests.get(data.requestId);
    if (event.name === "ResourceFinish" && request) request.done = ms(event.ts);
  }

  /** @type {Record<string, number>} */
  const work = {};
  let raster = 0;
  for (const event of events) {
    if (event.ph !== "X" || !event.dur || event.ts < start || event.ts > paint) continue;
    if (event.name === "RasterTask") raster += event.dur;
    if (thread(event) !== "CrRendererMain") continue;
    const kind = KINDS[/** @type {keyof typeof KINDS} */ (event.name)];
    if (kind) work[kind] = (work[kind] ?? 0) + event.dur;
    else if (event.name === "RunTask") work.all = (work.all ?? 0) + event.dur;
  }
  const named = Object.entries(work)
    .filter(([kind]) => kind !== "all")
    .reduce((sum, [, time]) => sum + time, 0);
  return {
    firstPaint: ms(paint),
    requests: [...requests.values()].map((request) => ({
      ...request,
      done: request.done ?? "after the paint",
    })),
    mainThread: {
      ...Object.fromEntries(
        Object.entries(work)
          .filter(([kind]) => kind !== "all")
          .map(([kind, time]) => [kind, Math.round(time / 1000)]),
      ),
      other: Math.round(((work.all ?? 0) - named) / 1000),
      "raster (other threads)": Math.round(raster / 1000),
    },
  };
}
