import type { Page } from "@playwright/test";
import { expect, test, waitForHydration, type ConsoleLog } from "./fixtures";
import { UNKNOWN_PATHS, htmlTags, htmlText } from "./site-data";

// Issue 2, point 2: any other path answers 404 with the not-found page and logs the path.

/** console.error messages that name `pathname`. */
function errorsNaming(log: ConsoleLog, pathname: string) {
  return log.filter((entry) => entry.type === "error" && entry.text.includes(pathname));
}

async function expectNotFoundPage(page: Page) {
  const main = page.getByRole("main");
  await expect(main.getByText("404", { exact: true })).toBeVisible();
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  const home = main.getByRole("link", { name: /home/i });
  await expect(home).toBeVisible();
  await expect(home).toHaveAttribute("href", "/");
}

for (const pathname of UNKNOWN_PATHS) {
  test(`${pathname} answers 404 with the not-found page and logs the path`, async ({
    page,
    request,
    consoleLog,
  }) => {
    // The server's answer, before any JavaScript.
    const response = await request.get(pathname);
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<html\b[^>]*\blang="en"/);
    const text = htmlText(html);
    expect(text).toContain("404");
    expect(text).toContain("Oops! Page not found");
    expect(htmlTags(html, "a").some((link) => link.href === "/")).toBe(true);

    // In the browser.
    const navigation = await page.goto(pathname);
    expect(navigation?.status()).toBe(404);
    await expectNotFoundPage(page);
    await waitForHydration(page);
    await expect.poll(() => errorsNaming(consoleLog, pathname)).toHaveLength(1);
    // Hydration kept the page (no crash into the error page).
    await expectNotFoundPage(page);
  });
}

test("the home link leaves the not-found page, and coming back client-side logs the path again", async ({
  page,
  consoleLog,
}) => {
  const pathname = "/vision/extra";
  await page.goto(pathname);
  await waitForHydration(page);
  await expect.poll(() => errorsNaming(consoleLog, pathname)).toHaveLength(1);

  // Marks this document: a full reload would lose the mark.
  await page.evaluate(() => Object.assign(window, { sameDocumentMark: true }));

  await page.getByRole("main").getByRole("link", { name: /home/i }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("main").getByText("Oops! Page not found")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Discover Our Vision" })).toBeVisible();

  // Back is a client-side (popstate) navigation to the unknown path.
  await page.goBack();
  await expect(page).toHaveURL(pathname);
  await expectNotFoundPage(page);
  await expect.poll(() => errorsNaming(consoleLog, pathname)).toHaveLength(2);
  expect(await page.evaluate(() => "sameDocumentMark" in window), "same document").toBe(true);
});
