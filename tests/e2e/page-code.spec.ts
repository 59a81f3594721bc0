import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { MESSAGES, SITE_PAGES, defaultLocale, headWords, pageIn, site } from "./site-data";

/**
 * JavaScript only where it does something, loaded when the visitor shows intent (so
 * after the first paint), and page changes made fast and smooth by the platform (speculation rules, view
 * transitions) rather than by a router in the browser.
 */

// In the default language: the code is the same in every language, and the pages with code
// hydrate in Spanish too in i18n.spec.ts.
const WITH_CODE = SITE_PAGES.filter((page) => page.hasCode && page.locale === defaultLocale);
// Each island's own chunk, and the code they share (the client entry).
const TOUR_CHUNK = /^\/assets\/tour-dialog-[\w-]+\.js$/;
const FORM_CHUNK = /^\/assets\/application-form-[\w-]+\.js$/;
const CLIENT_ENTRY = /^\/assets\/entry\.client-[\w-]+\.js$/;

/** Records the scripts the page requests, by path. */
function watchScripts(page: Page) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

// That a page without islands names no script is in its served HTML
// (tests/html/pages.test.ts); here, that using it loads none either.
test("a page without islands loads no code, even when the visitor points at a link", async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await page.goto("/vision");
  await page.waitForLoadState("networkidle");
  // Pointing at a link (which the speculation rules act on) loads no code either.
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: pageIn("join").label })
    .hover();
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
});

for (const sitePage of WITH_CODE) {
  const { path, id } = sitePage;
  test(`${path} hydrates its islands, with code requested after the first paint`, async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    await page.goto(path);
    // Until the visitor shows intent (points at, touches or focuses an island), the
    // prerendered HTML is all there is: nothing runs, nothing is hydrated. Once the page
    // has loaded and is idle, its code (the shared entry and its own island's chunk, not
    // the other's) is fetched ahead, to run at the first tap: after the load, never
    // during it.
    const [own, other] = id === "home" ? [TOUR_CHUNK, FORM_CHUNK] : [FORM_CHUNK, TOUR_CHUNK];
    await expect.poll(() => scripts.some((script) => own.test(script))).toBe(true);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("[data-island][data-hydrated]")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(scripts.some((script) => CLIENT_ENTRY.test(script))).toBe(true);
    expect(scripts.filter((script) => other.test(script))).toEqual([]);
    const ahead = await page.evaluate(() => ({
      load: performance.getEntriesByType("navigation")[0]?.toJSON().loadEventEnd as number,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(Math.min(...ahead.scripts)).toBeGreaterThanOrEqual(ahead.load);
    // A visitor shows intent in what they see: after the first paint, which a busy
    // machine can hold back past the network's going quiet.
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length);
    await waitForHydration(page);
    const islands = await page.locator("[data-island]").all();
    expect(islands.length).toBeGreaterThan(0);
    for (const island of islands) await expect(island).toHaveAttribute("data-hydrated");
    // Hydrated, the page still shows what was prerendered.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sitePage.h1);
    await expect(page).toHaveTitle(`${headWords(sitePage).title} — ${site.name}`);
    // Every script started after the page had painted its content.
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThan(timing.paint);
    // No module preload in the served HTML: the loader adds them after the paint.
    const html = await (await page.request.get(path)).text();
    expect(html).not.toMatch(/<link[^>]*\brel=["']?modulepreload/);
    // Only its own island's code: Home the tour's, Join the form's.
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((script) => own.test(script))).toHaveLength(1);
    expect(scripts.filter((script) => other.test(script))).toEqual([]);
  });
}

test("a visitor whose connection asks to save data gets no code ahead of use", async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, "connection", { value: { saveData: true } }),
  );
  const scripts = watchScripts(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // The moment the loader would fetch ahead has passed, on the page's own clock: its idle
  // callback's deadline, 2 s after the load and the first paint, then one idle moment more.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const [navigation] = performance.getEntriesByType("navigation");
        const [paint] = performance.getEntriesByName("first-contentful-paint");
        const ready = Math.max(navigation?.duration ?? 0, paint?.startTime ?? 0);
        const idle = () => requestIdleCallback(() => resolve(), { timeout: 2000 });
        setTimeout(idle, ready + 2000 - performance.now());
      }),
  );
  expect(scripts).toEqual([]);
  await waitForHydration(page);
  expect(scripts.filter((script) => TOUR_CHUNK.test(script))).toHaveLength(1);
});

test("code fetched ahead is not run: a page whose own chunk would throw is fine until used", async ({
  page,
  consoleLog,
}) => {
  await page.route(/\/assets\/tour-dialog-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({ response, body: `throw new Error("Injected tour failure");\n${body}` });
  });
  const scripts = watchScripts(page);
  await page.goto("/");
  await expect.poll(() => scripts.some((script) => TOUR_CHUNK.test(script))).toBe(true);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageIn("home").h1);
  expect(consoleLog.filter((entry) => entry.type === "error")).toEqual([]);
});

/** Every string of some copy of four words or more: long enough to be copy, not a name. */
function phrases(copy: unknown): string[] {
  if (typeof copy === "string") return copy.trim().split(/\s+/).length >= 4 ? [copy] : [];
  if (copy && typeof copy === "object") return Object.values(copy).flatMap(phrases);
  return [];
}

test("only one language's words ship to a page, and none of them in its code", async ({ page }) => {
  const copy = [...new Set([...phrases(MESSAGES.en), ...phrases(MESSAGES.es)])];
  expect(copy.length).toBeGreaterThan(100);
  /** The files of code a page loads once hydrated, and all the code it runs. */
  async function loaded(path: string) {
    const scripts = watchScripts(page);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const files = await Promise.all(
      scripts.map(async (script) => (await page.request.get(script)).text()),
    );
    const inline = await page.evaluate(() =>
      [...document.scripts]
        .filter((script) => !script.src && ["", "module"].includes(script.type))
        .map((script) => script.text),
    );
    const props = await page.evaluate(() =>
      [...document.querySelectorAll("[data-island]")].map((island) =>
        island.getAttribute("data-props"),
      ),
    );
    return { files: [...scripts].sort(), code: [...files, ...inline].join("\n"), props };
  }
  const pairs: [string, string, string][] = [
    ["/es", "/", MESSAGES.es.tour.title],
    ["/es/join", "/join", MESSAGES.es.application.toasts.termsRequired.description],
  ];
  for (const [spanish, english, word] of pairs) {
    const es = await loaded(spanish);
    // The same files of code in either language: the words are not in them.
    expect(es.files, spanish).toEqual((await loaded(english)).files);
    expect(es.files.length).toBeGreaterThan(0);
    expect(
      copy.filter((phrase) => es.code.includes(phrase)),
      spanish,
    ).toEqual([]);
    // The words come from the page itself: the islands' props, in its language.
    expect(es.props.join("\n"), spanish).toContain(word);
  }
});

test("pointing at a link makes the browser fetch that page ahead", async ({ browser, baseURL }) => {
  // A context of its own: the fixture's request routing turns speculative loads off.
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const ahead: string[] = [];
    context.on("request", (request) => {
      if (/prefetch|prerender/.test(request.headers()["sec-purpose"] ?? "")) {
        ahead.push(new URL(request.url()).pathname);
      }
    });
    await page.goto("/vision");
    const rules = await page.evaluate(() =>
      JSON.parse(document.querySelector('script[type="speculationrules"]')?.textContent ?? "{}"),
    );
    expect(rules.prerender?.[0]?.eagerness).toBe("moderate");
    const life = pageIn("life");
    await page.getByRole("contentinfo").getByRole("link", { name: life.label }).hover();
    await expect.poll(() => ahead).toContain(life.path);
  } finally {
    await context.close();
  }
});

test.describe("moving between pages", () => {
  test.beforeEach(async ({ page }) => {
    // Notes whether the new document was revealed with a view transition.
    await page.addInitScript(() =>
      addEventListener("pagereveal", (event) => {
        const reveal = event as Event & { viewTransition?: unknown };
        document.documentElement.dataset.revealedWithTransition = String(!!reveal.viewTransition);
      }),
    );
  });

  const revealed = (page: Page) =>
    page.evaluate(() => document.documentElement.dataset.revealedWithTransition);

  test("cross-fades from one page to the next", async ({ page }) => {
    // Chromium skips a transition whose next page is slow to come, as on a busy machine:
    // one cross-fade in three moves shows that the pages ask for it.
    const moves = [pageIn("life"), pageIn("vision"), pageIn("life")].map(
      ({ label, path }) => [label, path] as const,
    );
    const reveals: (string | undefined)[] = [];
    // In every project, the desktop's visitor who asks for less motion included.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/vision");
    for (const [name, path] of moves) {
      await page.getByRole("contentinfo").getByRole("link", { name }).click();
      await expect(page).toHaveURL(path);
      await expect.poll(() => revealed(page)).toBeDefined();
      reveals.push(await revealed(page));
      if (reveals.includes("true")) break;
    }
    expect(reveals, "revealed with a view transition").toContain("true");
  });

  test("does not animate for visitors who ask for less motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/vision");
    const life = pageIn("life");
    await page.getByRole("contentinfo").getByRole("link", { name: life.label }).click();
    await expect(page).toHaveURL(life.path);
    await expect.poll(() => revealed(page)).toBe("false");
  });
});
