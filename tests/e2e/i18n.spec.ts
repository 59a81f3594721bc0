import type { Page } from "@playwright/test";
import { expect, test, waitForHydration, waitUntilInteractive } from "./fixtures";
import {
  LANGUAGE_NAMES,
  PROPER_NAMES,
  counterpart,
  documentWords,
  englishStrings,
  headLinks,
  languageLink,
  normalize,
  otherLocale,
} from "./menu-helpers";
import {
  MESSAGES,
  PROSE,
  SITE_PAGES,
  absoluteUrl,
  defaultLocale,
  localePath,
  locales,
  pagesIn,
  site,
} from "./site-data";

// The site in Spanish, as the "done when" lists it: every page in Spanish, a
// language switch that is a plain link both ways and stores nothing, hreflang that
// search engines can trust, a Spanish 404, and no English left on a Spanish page.

for (const sitePage of pagesIn("es")) {
  test(`${sitePage.path} is in Spanish: 200, lang="es", its h1, its link marked current`, async ({
    page,
  }) => {
    const response = await page.goto(sitePage.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sitePage.h1);
    // Every link marked current is this page's: the bar's, the menu's and the footer's
    // for a page of the main navigation, the footer's for a legal page.
    const current = await page
      .locator('a[aria-current="page"]')
      .evaluateAll((links) => links.map((a) => [a.getAttribute("href"), a.textContent?.trim()]));
    const expected = Array(sitePage.nav === "main" ? 3 : 1).fill([sitePage.path, sitePage.label]);
    expect(current).toEqual(expected);
  });
}

test.describe("the language switch", () => {
  for (const english of pagesIn(defaultLocale)) {
    const spanish = counterpart(english, "es");
    test(`leads from ${english.path} to ${spanish.path} and back, storing nothing`, async ({
      page,
      context,
    }) => {
      await page.goto(english.path);
      for (const [from, to] of [
        [english, spanish],
        [spanish, english],
      ] as const) {
        await waitUntilInteractive(page);
        const link = await languageLink(page, to.locale);
        // A plain link, named in its own language and saying so.
        expect(await link.evaluate((element) => element.localName)).toBe("a");
        await expect(link).toHaveText(LANGUAGE_NAMES[to.locale]);
        await expect(link).toHaveAttribute("href", to.path);
        await expect(link).toHaveAttribute("hreflang", to.locale);
        await expect(link).toHaveAttribute("lang", to.locale);
        await link.click();
        await expect(page, `from ${from.path}`).toHaveURL(to.path);
        await expect(page.locator("html")).toHaveAttribute("lang", to.locale);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(to.h1);
      }
      expect(await context.cookies(), "cookies").toEqual([]);
      const stored = await page.evaluate(() => ({
        local: Object.keys(localStorage),
        session: Object.keys(sessionStorage),
      }));
      expect(stored).toEqual({ local: [], session: [] });
    });
  }

  for (const { code: locale } of locales) {
    const nope = localePath(locale, "/nope");
    const other = otherLocale(locale);
    test(`leads from the not-found page ${nope} to the other language's home`, async ({ page }) => {
      expect((await page.goto(nope))?.status()).toBe(404);
      const link = await languageLink(page, other);
      await expect(link).toHaveAttribute("href", localePath(other, "/"));
      await link.click();
      await expect(page).toHaveURL(localePath(other, "/"));
      await expect(page.locator("html")).toHaveAttribute("lang", other);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        MESSAGES[other].pages.home.hero.title,
      );
    });
  }
});

test("no page answers by Accept-Language: each is served in its own language, with no redirect", async ({
  request,
}) => {
  for (const { path, locale } of SITE_PAGES) {
    const asked = otherLocale(locale);
    const response = await request.get(path, {
      headers: { "Accept-Language": asked },
      maxRedirects: 0,
    });
    expect(response.status(), `${path} asked in ${asked}`).toBe(200);
    expect(await response.text(), path).toMatch(new RegExp(`<html lang="${locale}"`));
    expect(response.headers()["set-cookie"], path).toBeUndefined();
  }
});

test.describe("a browser set to Spanish", () => {
  test.use({ locale: "es-ES" });

  test("gets each English page it asks for, with no redirect, before and after its code runs", async ({
    page,
  }) => {
    for (const english of pagesIn(defaultLocale)) {
      const response = await page.goto(english.path);
      expect(await response?.request().headerValue("accept-language")).toMatch(/^es\b/);
      expect(response?.request().redirectedFrom(), english.path).toBeNull();
      expect(response?.status()).toBe(200);
      await waitUntilInteractive(page);
      await expect(page).toHaveURL(english.path);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.h1);
    }
  });
});

/** Every page's head links, read in a page with JavaScript off. */
async function allHeads(page: Page) {
  const heads = new Map<string, { canonical: string[]; alternates: [string, string][] }>();
  for (const { path } of SITE_PAGES) {
    await page.goto(path);
    heads.set(path, await headLinks(page));
  }
  return (path: string) => heads.get(path) ?? { canonical: [], alternates: [] };
}

test("every page names its alternates in every language and x-default, and they answer each other", async ({
  staticPage,
}) => {
  const head = await allHeads(staticPage);
  const hreflangs = [...locales.map(({ code }) => code), "x-default"].sort();
  for (const a of SITE_PAGES) {
    const { canonical, alternates } = head(a.path);
    expect(canonical, a.path).toEqual([absoluteUrl(a.path)]);
    expect(alternates.map(([hreflang]) => hreflang).sort(), a.path).toEqual(hreflangs);
    const alternate = Object.fromEntries(alternates);
    for (const [hreflang, href] of alternates) {
      // Absolute, on the site's public origin.
      expect(new URL(href).href, `${a.path} ${hreflang}`).toBe(href);
      expect(new URL(href).origin, `${a.path} ${hreflang}`).toBe(new URL(site.url).origin);
    }
    for (const { code } of locales) {
      // A's alternate in L is B's canonical, and B's alternate in A's language is A.
      const b = counterpart(a, code);
      expect(alternate[code], `${a.path} → ${code}`).toBe(head(b.path).canonical[0]);
      const back = Object.fromEntries(head(b.path).alternates)[a.locale];
      expect(back, `${b.path} → ${a.locale}`).toBe(canonical[0]);
    }
    const english = counterpart(a, defaultLocale);
    expect(alternate["x-default"], `${a.path} x-default`).toBe(head(english.path).canonical[0]);
    expect(alternate["x-default"]).toBe(absoluteUrl(a.basePath));
  }
});

test("the sitemap lists every page in both languages with the alternates the pages name", async ({
  request,
  page,
  staticPage,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  // The browser's own XML parser, on a blank page (see prerender.spec.ts).
  const entries = await page.evaluate(
    (xml) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      if (doc.getElementsByTagName("parsererror").length > 0) return null;
      const SITEMAP = "http://www.sitemaps.org/schemas/sitemap/0.9";
      const XHTML = "http://www.w3.org/1999/xhtml";
      return [...doc.getElementsByTagNameNS(SITEMAP, "url")].map((url) => ({
        loc: url.getElementsByTagNameNS(SITEMAP, "loc")[0]?.textContent ?? "",
        links: [...url.getElementsByTagNameNS(XHTML, "link")].map((link) => ({
          rel: link.getAttribute("rel"),
          pair: [link.getAttribute("hreflang") ?? "", link.getAttribute("href") ?? ""],
        })),
      }));
    },
    await response.text(),
  );
  expect(entries, "parsed as XML").not.toBeNull();
  const locs = (entries ?? []).map(({ loc }) => loc);
  expect(locs.sort()).toEqual(SITE_PAGES.map(({ path }) => absoluteUrl(path)).sort());

  const head = await allHeads(staticPage);
  for (const { path } of SITE_PAGES) {
    const entry = entries?.find(({ loc }) => loc === absoluteUrl(path));
    expect(entry?.links.map(({ rel }) => rel).every((rel) => rel === "alternate")).toBe(true);
    const inSitemap = (entry?.links ?? []).map(({ pair }) => pair.join(" "));
    const inPage = head(path).alternates.map((pair) => pair.join(" "));
    expect(inSitemap.sort(), path).toEqual(inPage.sort());
  }
});

for (const [path, locale] of [
  ["/es/nope", "es"],
  ["/es/a/b", "es"],
  ["/nope", "en"],
] as const) {
  test(`${path} answers 404 with the not-found page in ${locale}`, async ({ staticPage, page }) => {
    // The spec's words in English; the Spanish page's own.
    const title = locale === "en" ? "Oops! Page not found" : MESSAGES[locale].common.notFound.title;
    for (const visitor of [staticPage, page]) {
      const response = await visitor.goto(path);
      expect(response?.status()).toBe(404);
      expect(response?.headers()["content-type"]).toMatch(/^text\/html/);
      await expect(visitor.locator("html")).toHaveAttribute("lang", locale);
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(visitor).toHaveURL(path);
    }
  });
}

/** The English strings `page` holds, with the sanity checks that the search can find anything. */
async function englishOn(page: Page, h1: string): Promise<string[]> {
  const words = await documentWords(page);
  expect(words, "the page's own headline is among the words read").toContain(normalize(h1));
  return ENGLISH.filter((text) => words.includes(text));
}

const ENGLISH = englishStrings();

test("the English copy's strings are collected, and the kept names are in the Spanish copy", () => {
  expect(ENGLISH.length).toBeGreaterThan(150);
  expect(ENGLISH).toContain(normalize(MESSAGES.en.pages.home.hero.title));
  expect(ENGLISH).toContain("Please agree to the terms and conditions to continue.");
  const spanish = JSON.stringify([MESSAGES.es, PROSE.es]);
  for (const name of PROPER_NAMES) expect(spanish, name).toContain(name);
});

const SPANISH_PAGES = [
  ...pagesIn("es").map(({ path, h1 }) => ({ path, h1 })),
  { path: "/es/nope", h1: MESSAGES.es.common.notFound.title },
];

for (const { path, h1 } of SPANISH_PAGES) {
  test(`${path} shows no string of the English copy, in its text or its accessible names`, async ({
    page,
    staticPage,
  }) => {
    // As served (JavaScript off: the tour and the form as plain sections), then once
    // its code has run, then in the states only code reaches.
    await staticPage.goto(path);
    expect(await englishOn(staticPage, h1), "as served").toEqual([]);
    await page.goto(path);
    await waitUntilInteractive(page);
    expect(await englishOn(page, h1), "once interactive").toEqual([]);

    const es = MESSAGES.es;
    if (path === "/es") {
      // The tour open at its second place: the full-screen view, its counter and hints.
      await page.goto("/es#tour-2");
      await waitForHydration(page);
      const dialog = page.getByRole("dialog", { name: es.tour.title });
      await expect(
        dialog.getByText(es.tour.counter({ position: 2, count: 6 }), { exact: true }),
      ).toBeVisible();
      expect(await englishOn(page, h1), "with the tour in full screen").toEqual([]);
    }
    if (path === "/es/join") {
      // A submit without consent: the toast, in the list that exists only in the browser.
      const form = page.locator("#apply");
      const answers = { firstName: "Ada", lastName: "Lovelace", age: "14", country: "Irlanda" };
      for (const [name, value] of Object.entries(answers)) {
        await form.locator(`[name="${name}"]`).fill(value);
      }
      await form.locator('[name="email"]').fill("ada@example.com");
      await form.locator('[name="parentEmail"]').fill("familia@example.com");
      await form.locator('[name="interests"]').fill("Robots y poesía.");
      await form.locator('[name="currentGrade"]').selectOption("9");
      await form.getByRole("button", { name: es.application.submitLabel }).click();
      const toasts = page.getByRole("region", {
        name: es.application.toasts.region.replace("{hotkey}", "F8"),
      });
      await expect(toasts.getByText(es.application.toasts.termsRequired.title)).toBeVisible();
      expect(await englishOn(page, h1), "with the form's toast").toEqual([]);
    }
  });
}
