import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * JavaScript only where it does something, started after the first paint, and
 * page changes made fast and smooth by the platform (speculation rules, view
 * transitions) rather than by a router in the browser.
 */

const WITHOUT_CODE = ["/vision", "/classrooms", "/life"];
const WITH_CODE = ["/", "/join"];

/** Records the scripts the page requests, by path. */
function watchScripts(page: Page) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** What in the document could run: script elements by type, and module preloads. */
const runnable = (page: Page) =>
  page.evaluate(() => ({
    scripts: [...document.scripts].map((script) => script.type || "classic"),
    modulePreloads: document.querySelectorAll('link[rel="modulepreload"]').length,
  }));

for (const path of WITHOUT_CODE) {
  test(`${path} ships no JavaScript at all`, async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // Pointing at a link (which the speculation rules act on) loads no code either.
    await page.getByRole("contentinfo").getByRole("link", { name: "Join Us" }).hover();
    await page.waitForTimeout(400);
    expect(scripts).toEqual([]);
    // The one <script> is the speculation rules, which are JSON, not JavaScript.
    expect(await runnable(page)).toEqual({ scripts: ["speculationrules"], modulePreloads: 0 });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  });
}

for (const path of WITH_CODE) {
  test(`${path} hydrates its interactive parts, with code requested after the first paint`, async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    await page.goto(path);
    await waitForHydration(page);
    expect(scripts.length).toBeGreaterThan(0);
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
    expect(html).not.toContain('rel="modulepreload"');
  });
}

test("Home and Join each load only their own islands' code", async ({ page }) => {
  /** The bodies of the scripts a page loads once hydrated, before any interaction. */
  async function loadedCode(path: string) {
    const scripts = watchScripts(page);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const bodies = await Promise.all(
      scripts.map(async (script) => (await page.request.get(script)).text()),
    );
    return bodies.join("\n");
  }
  const home = await loadedCode("/");
  const join = await loadedCode("/join");
  expect(home).toContain("Virtual Tour");
  expect(home).not.toContain("Submit Application");
  expect(home).not.toContain("data-sonner-toaster");
  expect(join).toContain("Submit Application");
  expect(join).not.toContain("Virtual Tour");
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
    await page.getByRole("contentinfo").getByRole("link", { name: "Life at School" }).hover();
    await expect.poll(() => ahead).toContain("/life");
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
    await page.goto("/vision");
    await page.getByRole("contentinfo").getByRole("link", { name: "Life at School" }).click();
    await expect(page).toHaveURL("/life");
    await expect.poll(() => revealed(page)).toBe("true");
  });

  test("does not animate for visitors who ask for less motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/vision");
    await page.getByRole("contentinfo").getByRole("link", { name: "Life at School" }).click();
    await expect(page).toHaveURL("/life");
    await expect.poll(() => revealed(page)).toBe("false");
  });
});
