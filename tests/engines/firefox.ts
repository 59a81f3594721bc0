import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type * as TestingLibrary from "@testing-library/dom";
import puppeteer, { type ElementHandle, type Page } from "puppeteer-core";
import { toolPath } from "../../scripts/test-runner/system-tools.js";
import type { Engine, EnginePage, Handle, Locator, Variant } from "./engine";
import { setViewport, type ViewportSize } from "./firefox-viewport";
import { installProbe, readProbe } from "./probe";
import { twoFrames } from "./page-functions";

/** Firefox reads these at start-up only, so each variant is its own browser. */
const VARIANT_PREFS: Record<Variant, Record<string, unknown>> = {
  default: {},
  "reduced-motion": { "ui.prefersReducedMotion": 1 },
  "no-script": { "javascript.enabled": false },
};

/** Every origin but the site's own goes through the test proxy (see tests/support/photo-host.ts). */
function proxyPrefs(proxy: string): Record<string, unknown> {
  const [host, port] = proxy.split(":");
  return {
    "network.proxy.type": 1,
    "network.proxy.http": host,
    "network.proxy.http_port": Number(port),
    "network.proxy.ssl": host,
    "network.proxy.ssl_port": Number(port),
    "network.proxy.no_proxies_on": "localhost, 127.0.0.1",
  };
}

/**
 * Testing Library's role queries, as one browser script. Firefox answers Puppeteer's
 * own aria selectors (BiDi's accessibility locator) in 7 to 28 s each, so roles and
 * accessible names are computed in the page by the library made for that instead.
 */
const TESTING_LIBRARY = readFileSync(
  createRequire(import.meta.url).resolve(
    "@testing-library/dom/dist/@testing-library/dom.umd.min.js",
  ),
  "utf8",
);

/** The roles a form control can have. */
const FIELD_ROLES = ["textbox", "spinbutton", "combobox", "listbox", "checkbox"];

const toHandle = (element: ElementHandle) => element as unknown as Handle;
const toElement = (handle: Handle) => handle as unknown as ElementHandle;

function adapt(
  page: Page,
  variant: Variant,
  baseURL: string,
  size: ViewportSize,
  close: () => Promise<void>,
): EnginePage {
  // Kept here: where the fallback sized the page, Puppeteer's page.viewport() is stale.
  let viewport = size;
  // With JavaScript off, Firefox runs no callback in the page, not even the
  // driver's: only synchronous evaluations return.
  const frames = () => (variant === "no-script" ? Promise.resolve() : page.evaluate(twoFrames));
  async function query(locator: Locator): Promise<ElementHandle[]> {
    if ("css" in locator) return page.$$(locator.css);
    if (!(await page.evaluate(() => "TestingLibraryDom" in window))) {
      await page.evaluate(TESTING_LIBRARY);
    }
    const [roles, name, within] =
      "field" in locator
        ? [FIELD_ROLES, locator.field, undefined]
        : [[locator.role], locator.name, locator.within];
    const found = await page.evaluateHandle(
      (roles, name, within) => {
        const scope = within ? document.querySelector<HTMLElement>(within) : document.body;
        const library = (window as unknown as { TestingLibraryDom: typeof TestingLibrary })
          .TestingLibraryDom;
        return scope ? roles.flatMap((role) => library.queryAllByRole(scope, role, { name })) : [];
      },
      roles,
      name,
      within,
    );
    const elements = [...(await found.getProperties()).values()].flatMap((item) => {
      const element = item.asElement();
      return element ? [element as ElementHandle] : [];
    });
    await found.dispose();
    return elements;
  }
  return {
    engine: "firefox",
    variant,
    probesEveryDocument: true,
    async open(path, { until = "load" } = {}) {
      const url = new URL(path, baseURL).href;
      const waitUntil = until === "load" ? "load" : "domcontentloaded";
      const response = await page.goto(url, { waitUntil });
      if (variant !== "no-script" && !(await page.evaluate(readProbe))) {
        throw new Error(`The probe is missing from ${url}`);
      }
      return { status: response?.status() ?? 0 };
    },
    async resize(width, height) {
      viewport = { width, height: height ?? viewport.height };
      await setViewport(page, viewport);
      await frames();
    },
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
    async findAll(locator) {
      return (await query(locator)).map(toHandle);
    },
    // A mouse click at the element's middle. (Puppeteer's own element click waits on a
    // page callback, which never comes with JavaScript off.)
    async click(element) {
      const { x, y } = await toElement(element).evaluate((node) => {
        node.scrollIntoView({ block: "center", inline: "nearest" });
        const box = node.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      });
      await page.mouse.click(x, y);
    },
    async type(element, text) {
      await toElement(element).focus();
      await page.keyboard.type(text);
    },
    async select(element, value) {
      await toElement(element).select(value);
    },
    press: (key) => page.keyboard.press(key as never),
    async screenshot(file) {
      await frames();
      await page.screenshot({ path: file as `${string}.png`, fullPage: true });
    },
    // From the document itself: Puppeteer's page.url() follows BiDi's events, and Firefox
    // ESR 140 reports no history.replaceState that clears the fragment, as the tour's
    // Escape does (153 sends browsingContext.historyUpdated for it).
    url: () => page.evaluate(() => location.href),
    probe: () => page.evaluate(readProbe),
    close,
  };
}

export const firefox: Engine = {
  name: "firefox",
  async start({ baseURL, proxy, variant }) {
    const browser = await puppeteer.launch({
      browser: "firefox",
      executablePath: toolPath("firefox"),
      headless: true,
      acceptInsecureCerts: true,
      // Each page is sized by the adapter (setViewport), not first to Puppeteer's 800×600.
      defaultViewport: null,
      extraPrefsFirefox: { ...proxyPrefs(proxy), ...VARIANT_PREFS[variant] },
    });
    const version = await browser.version();
    return {
      version,
      async page(width, height) {
        // A context of its own per page: no cookies, storage or cached photos carried over.
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        await setViewport(page, { width, height });
        // A preload script: it runs in every new document before the page's own scripts.
        if (variant !== "no-script") await page.evaluateOnNewDocument(installProbe);
        // Revalidated pages would answer 304: every visit is a first visit.
        await page.setCacheEnabled(false);
        return adapt(page, variant, baseURL, { width, height }, () => context.close());
      },
      close: () => browser.close(),
    };
  },
};
