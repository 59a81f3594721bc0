import { expect, test, waitForHydration } from "./fixtures";

/**
 * The Content-Security-Policy holds in the browser: every browser test fails on a
 * violation its page reports (fixtures.ts), so the pages, the tour and the form are
 * proved to run under it; this proves the policy is really enforced, and that the
 * fixture sees a violation. The headers themselves, on every page and file, are in
 * tests/html/http.test.ts.
 */

const CSP_MESSAGE = /Content Security Policy/i;

test("the policy is enforced, and the fixture sees a violation", async ({ page, consoleLog }) => {
  await page.goto("/");
  await waitForHydration(page);
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "document.documentElement.dataset.inlineRan = 'true';";
    document.body.append(script);
    const styled = document.createElement("div");
    styled.setAttribute("style", "color: red");
    document.body.append(styled);
    return document.documentElement.dataset.inlineRan === "true";
  });
  expect(ran, "an injected inline script ran").toBe(false);
  // Chromium 156 words it "Executing inline script violates the following Content
  // Security Policy directive…" (older ones: "Refused to execute…"); the fixture's
  // pattern matches both.
  await expect
    .poll(() =>
      consoleLog.filter((entry) => CSP_MESSAGE.test(entry.text)).map((entry) => entry.text),
    )
    .toEqual([
      expect.stringMatching(/inline script.*script-src/),
      expect.stringMatching(/inline style.*style-src/),
    ]);
  // Those violations were this test's own; the fixture must not fail it for them.
  consoleLog.length = 0;
});
