import { expect, test } from "./fixtures";
import { MESSAGES, localePath, locales } from "./site-data";

// The not-found page in a browser: its one small inline script tells the console which
// path was missing, and its link leads home. Its status, language, words and markup for
// every unknown path are in tests/html/http.test.ts.

for (const { code: locale } of locales) {
  const pathname = localePath(locale, "/vision/extra");
  test(`${pathname}: the not-found page logs the path once, loads no script file, and its link leads home`, async ({
    page,
    consoleLog,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    expect((await page.goto(pathname))?.status()).toBe(404);
    await expect
      .poll(() =>
        consoleLog.filter((entry) => entry.type === "error" && entry.text.includes(pathname)),
      )
      .toHaveLength(1);
    await page.waitForLoadState("networkidle");
    expect(scripts, "script files").toEqual([]);
    const { home } = MESSAGES[locale].common.notFound;
    await page.getByRole("main").getByRole("link", { name: home }).click();
    await expect(page).toHaveURL(localePath(locale, "/"));
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
      MESSAGES[locale].pages.home.hero.title,
    );
  });
}
