import { Key, remote } from "webdriverio";
import type {
  Engine,
  EngineOptions,
  EnginePage,
  EngineSession,
  Handle,
  Locator,
  Readiness,
  Variant,
} from "./engine";
import { twoFrames } from "./page-functions";
import { installProbe, readProbe } from "./probe";
import { toolPath } from "../../scripts/test-runner/system-tools.js";
import { startWebKitProcesses } from "./webkit-processes";

type Browser = WebdriverIO.Browser;
type Element = WebdriverIO.Element;

/**
 * Elements that can have each role, for the role lookups below: WebDriver classic
 * has no accessibility locator, but it does report each element's computed role
 * and label, so candidates are filtered by what WebKit itself computes.
 */
const ROLE_CANDIDATES: Record<string, string> = {
  button: "button, [role='button'], input[type='submit'], input[type='button']",
  link: "a[href], [role='link']",
  dialog: "dialog, [role='dialog']",
  checkbox: "input[type='checkbox'], [role='checkbox']",
};

/** Key names as in the DOM's KeyboardEvent.key, to WebDriver's key codes. */
const KEYS: Record<string, string> = {
  Escape: Key.Escape,
  Enter: Key.Enter,
  Tab: Key.Tab,
  ArrowLeft: Key.ArrowLeft,
  ArrowRight: Key.ArrowRight,
};

const toHandle = (element: Element) => element as unknown as Handle;
const toElement = (handle: Handle) => handle as unknown as Element;

function adapt(browser: Browser, variant: Variant, baseURL: string, size: number[]): EnginePage {
  const [width = 1440, height = 900] = size;
  const viewport = { width, height };

  async function query(locator: Locator): Promise<Element[]> {
    if ("css" in locator) return Array.from(await browser.$$(locator.css));
    if ("field" in locator) {
      const found: Element[] = [];
      for (const element of await browser.$$("input, select, textarea")) {
        if ((await element.getComputedLabel()).trim() !== locator.field) continue;
        if (await element.isDisplayed()) found.push(element);
      }
      return found;
    }
    const selector = ROLE_CANDIDATES[locator.role];
    if (!selector) throw new Error(`No candidates known for role ${locator.role}`);
    const scoped = locator.within
      ? selector
          .split(",")
          .map((part) => `${locator.within} ${part.trim()}`)
          .join(", ")
      : selector;
    const found: Element[] = [];
    for (const element of await browser.$$(scoped)) {
      if (!(await element.isDisplayed())) continue;
      if ((await element.getComputedRole()) !== locator.role) continue;
      if ((await element.getComputedLabel()).trim() !== locator.name) continue;
      found.push(element);
    }
    return found;
  }

  /**
   * Sizes the window (it has no toolbar, see start, so its size is the viewport's) and
   * waits until the page has been laid out at that size and painted twice.
   */
  async function setViewport(nextWidth: number, nextHeight: number) {
    await browser.setWindowSize(nextWidth, nextHeight);
    await browser.waitUntil(
      async () =>
        (await browser.execute(
          (w, h) => innerWidth === w && innerHeight === h,
          nextWidth,
          nextHeight,
        )) === true,
      { timeout: 5_000, timeoutMsg: `the viewport did not become ${nextWidth}×${nextHeight}` },
    );
    await browser.execute(twoFrames);
  }

  /** Waits until the window shows `url` and it has loaded (or been parsed). */
  async function loaded(url: string, until: Readiness) {
    await browser.waitUntil(
      async () =>
        (await browser.execute(
          (expected, ready) => location.href === expected && ready.includes(document.readyState),
          url,
          until === "load" ? ["complete"] : ["interactive", "complete"],
        )) === true,
      { timeout: 15_000, timeoutMsg: `${url} did not load` },
    );
  }

  return {
    engine: "webkit",
    variant,
    // Classic WebDriver runs no script before a document's own, except through
    // the window.open route below.
    probesEveryDocument: false,
    async open(path, { until = "load" } = {}) {
      const url = new URL(path, baseURL).href;
      if (variant === "no-script") {
        await browser.url(url);
      } else {
        // A new window's first document is about:blank with its opener's origin; a
        // same-origin page loaded into it keeps that window object (HTML's rule for
        // the initial about:blank), so a probe the opener installs on it at once
        // sees everything the page's scripts do. The opener must be a page of the
        // same origin (the site, or the site behind a test front), and is closed once
        // the new window has its page.
        const { origin } = new URL(url);
        if (!(await browser.getUrl()).startsWith(`${origin}/`)) {
          await browser.url(`${origin}/robots.txt`);
        }
        const opener = await browser.getWindowHandle();
        await browser.execute(
          `(${installProbe.toString()})(window.open(arguments[0], "_blank", arguments[1]));`,
          url,
          `width=${viewport.width},height=${viewport.height}`,
        );
        const opened = (await browser.getWindowHandles()).find((handle) => handle !== opener);
        if (!opened) throw new Error("WebKit opened no window");
        await browser.switchToWindow(opened);
        await loaded(url, until);
        await browser.switchToWindow(opener);
        await browser.closeWindow();
        await browser.switchToWindow(opened);
        await browser.setWindowSize(viewport.width, viewport.height);
        if (!(await browser.execute(readProbe))) {
          throw new Error(`The probe did not survive the load of ${url}`);
        }
      }
      await loaded(url, until);
      // WebKit has no responseStatus in navigation timing: ask its network stack.
      const status = await browser.execute(
        async (target) => (await fetch(target, { cache: "no-store" })).status,
        url,
      );
      return { status };
    },
    async resize(nextWidth, nextHeight) {
      viewport.width = nextWidth;
      viewport.height = nextHeight ?? viewport.height;
      await setViewport(viewport.width, viewport.height);
    },
    evaluate: (fn, ...args) =>
      browser.execute(fn as never, ...(args as unknown as never[])) as never,
    async findAll(locator) {
      return (await query(locator)).map(toHandle);
    },
    click: (element) => toElement(element).click(),
    async type(element, text) {
      // A few keys per command: WebKitGTK answers a command once every key it types has
      // been handled, and on a busy machine a whole sentence (each key an input event the
      // form's code answers) outlasted the client's timeout for one command.
      for (const chunk of text.match(/.{1,6}/gsu) ?? []) await toElement(element).addValue(chunk);
    },
    async select(element, value) {
      await toElement(element).selectByAttribute("value", value);
    },
    async press(key) {
      await browser.keys(KEYS[key] ?? key);
    },
    async screenshot(file) {
      // Classic WebDriver shoots the viewport: make the window as tall as the page.
      const pageHeight = await browser.execute(() => document.documentElement.scrollHeight);
      await setViewport(viewport.width, Math.min(pageHeight, 16_000));
      // A tall page's newly exposed area can take more than two frames to paint on a
      // busy machine (seen as a black lower part of /join at 390 px): two more.
      await browser.execute(twoFrames);
      await browser.saveScreenshot(file);
      await setViewport(viewport.width, viewport.height);
    },
    url: () => browser.getUrl(),
    probe: () => browser.execute(readProbe),
    async close() {},
  };
}

/** One browser: its own X server and driver, and a session on them. */
async function startOnce({ baseURL, proxy, variant }: EngineOptions): Promise<EngineSession> {
  const processes = await startWebKitProcesses(variant === "reduced-motion");
  try {
    const capabilities = {
      browserName: "MiniBrowser",
      // WebKitGTK's driver speaks classic WebDriver only.
      "wdio:enforceWebDriverClassic": true,
      acceptInsecureCerts: true,
      // Plain HTTP to other origins goes to the test proxy. HTTPS does not (see
      // noPhotoHost): on a machine without internet access it fails anyway.
      proxy: {
        proxyType: "manual",
        httpProxy: proxy,
        sslProxy: proxy,
        noProxy: ["localhost", "127.0.0.1"],
      },
      "webkitgtk:browserOptions": {
        binary: toolPath("miniBrowser"),
        args: [
          "--automation",
          // No toolbar, so the window's size is the viewport's. With no window
          // manager on the X server, the window itself is not made fullscreen.
          "--full-screen",
          "--javascript-can-open-windows-automatically=true",
          ...(variant === "no-script" ? ["--enable-javascript=false"] : []),
        ],
      },
    };
    const browser = await remote({
      hostname: "127.0.0.1",
      port: processes.port,
      logLevel: "error",
      // A new session now and then never answers (seen for the JavaScript-off
      // browser while another one runs); asking again starts it in seconds.
      connectionRetryTimeout: 20_000,
      connectionRetryCount: 3,
      capabilities: capabilities as WebdriverIO.Capabilities,
    });
    const version = `${browser.capabilities.browserName} ${browser.capabilities.browserVersion}`;
    return {
      version,
      async page(width, height) {
        await browser.setWindowSize(width, height);
        return adapt(browser, variant, baseURL, [width, height]);
      },
      async close() {
        // A browser that stopped answering would keep deleteSession waiting through
        // every retry: give it a few seconds, then stop the processes regardless.
        const gone = browser.deleteSession().catch(() => {});
        await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        await processes.stop();
      },
    };
  } catch (error) {
    await processes.stop();
    throw error;
  }
}

export const webkit: Engine = {
  name: "webkit",
  noPhotoHost:
    "WebKitGTK 2.50's driver ignores the proxy capability's sslProxy (and PAC), so no " +
    "local stand-in can answer for the photo host's HTTPS",
  async start(options) {
    // Now and then the driver never answers a new session, even asked again (seen
    // right after another WebKit browser closed); a fresh X server and driver do.
    for (let attempt = 1; ; attempt++) {
      try {
        return await startOnce(options);
      } catch (error) {
        if (attempt === 3) throw error;
        console.warn(`webkit: session ${attempt} did not start (${String(error)}); once more`);
      }
    }
  },
};
