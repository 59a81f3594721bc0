import puppeteer, { ProtocolError, type Browser, type Page } from "puppeteer-core";
import type { BidiBrowser } from "puppeteer-core/internal/bidi/Browser.js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { toolPath } from "../../scripts/test-runner/system-tools.js";
import { ORIENTATION_COMMAND, setViewport } from "./firefox-viewport";

/**
 * The harness's own test: the Firefox adapter sizes pages in any supported Firefox
 * ESR. The fallback is proven in whichever Firefox this machine has, by making the
 * newer command fail here the way Firefox ESR 140 answers it.
 */
describe("sizing a Firefox page", () => {
  let browser: Browser;
  let page: Page;
  /** What the patched connection refused, or failed on purpose. */
  const refused: string[] = [];
  let refuse: (method: string) => ProtocolError | undefined = () => undefined;

  beforeAll(async () => {
    browser = await puppeteer.launch({
      browser: "firefox",
      executablePath: toolPath("firefox"),
      headless: true,
      defaultViewport: null,
    });
    const { connection } = browser as unknown as BidiBrowser;
    const send = connection.send.bind(connection);
    connection.send = ((method, params, timeout) => {
      const error = refuse(method);
      if (!error) return send(method, params, timeout);
      refused.push(method);
      return Promise.reject(error);
    }) as typeof connection.send;
    page = await (await browser.createBrowserContext()).newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const innerSize = () =>
    page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
  /** What Firefox ESR 140 answers to a command it does not know. */
  const unknown = (method: string) =>
    new ProtocolError(`Protocol error (${method}): unknown command ${method}`);

  test("with the orientation command, as the browser answers it", async () => {
    refuse = () => undefined;
    await setViewport(page, { width: 1440, height: 900 });
    expect(await innerSize()).toEqual({ width: 1440, height: 900 });
  });

  test("where the browser does not know the orientation command", async () => {
    refused.length = 0;
    refuse = (method) => (method === ORIENTATION_COMMAND ? unknown(method) : undefined);
    for (const size of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
      { width: 320, height: 700 },
    ]) {
      await setViewport(page, size);
      expect(await innerSize()).toEqual(size);
    }
    // Each sizing met the missing command, so the fallback sized the page.
    expect(refused).toEqual([ORIENTATION_COMMAND, ORIENTATION_COMMAND, ORIENTATION_COMMAND]);
  });

  test("any other failure still fails", async () => {
    refuse = (method) => (method === "browsingContext.setViewport" ? unknown(method) : undefined);
    await expect(setViewport(page, { width: 500, height: 500 })).rejects.toThrow(
      "(browsingContext.setViewport): unknown command",
    );
  });
});
