import type { Page } from "@playwright/test";
import { expect, test, type ConsoleLog } from "./fixtures";
import {
  MESSAGES,
  UNKNOWN_PATHS,
  defaultLocale,
  localePath,
  locales,
  specOr,
  type Locale,
} from "./site-data";

// Any other path answers 404 with the not-found page of its language (the language of
// its first segment, else the default one) and logs the path.

/** What the not-found page of a language says: the spec's words in English. */
const NOT_FOUND = Object.fromEntries(
  locales.map(({ code }) => [
    code,
    specOr<{ title: string; home: string | RegExp }>(
      code,
      { title: "Oops! Page not found", home: /home/i },
      ({ common }) => common.notFound,
    ),
  ]),
) as Record<Locale, { title: string; home: string | RegExp }>;

/** The language an unknown path is under: "/es/nope" is Spanish, "/nope" English. */
function localeOf(pathname: string): Locale {
  const prefixed = locales.find(
    ({ code }) => code !== defaultLocale && pathname.startsWith(`${localePath(code, "/")}/`),
  );
  return prefixed?.code ?? defaultLocale;
}

/** console.error messages that name `pathname`. */
function errorsNaming(log: ConsoleLog, pathname: string) {
  return log.filter((entry) => entry.type === "error" && entry.text.includes(pathname));
}

async function expectNotFoundPage(page: Page, locale: Locale) {
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  const main = page.getByRole("main");
  await expect(main.getByText("404", { exact: true })).toBeVisible();
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND[locale].title);
  const home = main.getByRole("link", { name: NOT_FOUND[locale].home });
  await expect(home).toBeVisible();
  await expect(home).toHaveAttribute("href", localePath(locale, "/"));
}

for (const pathname of UNKNOWN_PATHS) {
  const locale = localeOf(pathname);
  test(`${pathname} answers 404 with the not-found page in "${locale}" and logs the path`, async ({
    page,
    staticPage,
    consoleLog,
  }) => {
    // The server's answer, read with JavaScript off.
    const response = await staticPage.goto(pathname);
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-type"]).toMatch(/^text\/html/);
    await expectNotFoundPage(staticPage, locale);

    // In the browser.
    const navigation = await page.goto(pathname);
    expect(navigation?.status()).toBe(404);
    await expectNotFoundPage(page, locale);
    await expect.poll(() => errorsNaming(consoleLog, pathname)).toHaveLength(1);
    await expectNotFoundPage(page, locale);
  });
}

for (const { code: locale } of locales) {
  const pathname = localePath(locale, "/vision/extra");
  test(`${pathname}: the not-found page runs one small inline script, not React, and its link leads home`, async ({
    page,
    consoleLog,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
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

    await page.getByRole("main").getByRole("link", { name: NOT_FOUND[locale].home }).click();
    await expect(page).toHaveURL(localePath(locale, "/"));
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
      MESSAGES[locale].pages.home.hero.title,
    );
  });
}
