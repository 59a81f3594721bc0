import type { Page } from "@playwright/test";
import { expect, test, type ConsoleLog } from "./fixtures";
import { UNKNOWN_PATHS } from "./site-data";

// Any other path answers 404 with the not-found page and logs the path.

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
    staticPage,
    consoleLog,
  }) => {
    // The server's answer, read with JavaScript off.
    const response = await staticPage.goto(pathname);
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-type"]).toMatch(/^text\/html/);
    await expect(staticPage.locator("html")).toHaveAttribute("lang", "en");
    await expectNotFoundPage(staticPage);

    // In the browser.
    const navigation = await page.goto(pathname);
    expect(navigation?.status()).toBe(404);
    await expectNotFoundPage(page);
    await expect.poll(() => errorsNaming(consoleLog, pathname)).toHaveLength(1);
    await expectNotFoundPage(page);
  });
}

test("the not-found page runs one small inline script, not React, and its link leads home", async ({
  page,
  consoleLog,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const pathname = "/vision/extra";
  await page.goto(pathname);
  await expect.poll(() => errorsNaming(consoleLog, pathname)).toHaveLength(1);
  await page.waitForLoadState("networkidle");
  expect(scripts, "script files").toEqual([]);
  const code = await page.evaluate(() =>
    [...document.scripts]
      .filter((script) => script.type !== "speculationrules")
      .map((script) => ({ src: script.src, bytes: new Blob([script.text]).size })),
  );
  expect(code).toHaveLength(1);
  expect(code[0]?.src).toBe("");
  expect(code[0]?.bytes).toBeLessThanOrEqual(1024);

  await page.getByRole("main").getByRole("link", { name: /home/i }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("link", { name: "Discover Our Vision" })).toBeVisible();
});
