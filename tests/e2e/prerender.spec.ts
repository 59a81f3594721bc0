import type { Page } from "@playwright/test";
import { expect, test, waitUntilInteractive } from "./fixtures";
import { FIGURES, SPEC_TEXTS } from "./spec-texts";
import { BAR_LINKS_FROM, LANGUAGE_NAMES, menuToggle, viewportWidth } from "./menu-helpers";
import {
  MESSAGES,
  SITE_PAGES,
  absoluteUrl,
  escapeRegExp,
  headWords,
  pageCopy,
  localePath,
  locales,
  pagesIn,
  site,
  type Locale,
  type SitePage,
} from "./site-data";

// Every page, in every language, is prerendered with its own head and reads without
// JavaScript. What the served HTML holds is read in a page with JavaScript off (the
// `staticPage` fixture).

/** Every `title` of a page's copy but its head's: the hero's, the sections', the cards'. */
function copyTitles(copy: unknown, key = ""): string[] {
  if (typeof copy === "string") return key === "title" ? [copy] : [];
  if (!copy || typeof copy !== "object") return [];
  return Object.entries(copy).flatMap(([name, value]) =>
    name === "meta" ? [] : copyTitles(value, Array.isArray(copy) ? key : name),
  );
}

/** What a page must show without JavaScript: its copy's titles, the spec's words and figures. */
function keyTexts({ id, locale }: SitePage): string[] {
  const messages = MESSAGES[locale];
  const texts = [...copyTitles(pageCopy({ id, locale })), ...(FIGURES[id] ?? [])];
  if (locale === "en") texts.push(...(SPEC_TEXTS[id] ?? []));
  if (id === "home") texts.push(messages.pages.home.hero.discover, messages.common.cta.title);
  if (id === "join") texts.push(site.email, ...Object.values(messages.pages.join.dates.labels));
  return texts;
}

/** The `content` of every <meta> whose name or property is `key`. */
async function metaContents(page: Page, key: string) {
  return page
    .locator(`meta[name="${key}"], meta[property="${key}"]`)
    .evaluateAll((tags) => tags.map((tag) => tag.getAttribute("content")));
}

/** The `href` of every <link> whose rel is one of `rels`. */
async function linkHrefs(page: Page, rels: string[]) {
  return page
    .locator(rels.map((rel) => `link[rel="${rel}"]`).join(", "))
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

/** Open Graph's form of a language's locale: "en_US". */
const ogLocale = (locale: Locale) =>
  locales.find(({ code }) => code === locale)?.intl.replace("-", "_");

/** The one template of every title: the page's, then the school's name. */
const documentTitle = (sitePage: SitePage) => `${headWords(sitePage).title} — ${site.name}`;

for (const sitePage of SITE_PAGES) {
  const { path, locale } = sitePage;
  test.describe(`${sitePage.label} (${path})`, () => {
    // One visit with JavaScript off reads the head and the whole page; one with it, the
    // page once its code has run.
    test("is served as complete HTML with its own title, description, canonical and Open Graph tags, and reads fully with JavaScript off", async ({
      request,
      staticPage,
      page,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/html/);

      expect((await staticPage.goto(path))?.status()).toBe(200);
      await expect(staticPage.locator("html")).toHaveAttribute("lang", locale);
      // The headline is in the HTML before any script runs.
      await expect(staticPage.getByRole("heading", { level: 1 })).toHaveText(sitePage.h1);
      await expect(staticPage).toHaveTitle(documentTitle(sitePage));

      const description = await metaContents(staticPage, "description");
      expect(description).toEqual([headWords(sitePage).description]);
      expect(description[0]?.length ?? 0, "meta description length").toBeGreaterThan(50);
      expect(await linkHrefs(staticPage, ["canonical"])).toEqual([absoluteUrl(path)]);

      expect(await metaContents(staticPage, "og:title")).toEqual([documentTitle(sitePage)]);
      expect(await metaContents(staticPage, "og:description")).toEqual(description);
      expect(await metaContents(staticPage, "og:url")).toEqual([absoluteUrl(path)]);
      expect(await metaContents(staticPage, "og:locale")).toEqual([ogLocale(locale)]);
      expect(ogLocale(locale)).toMatch(new RegExp(`^${locale}_[A-Z]{2}$`));
      // The social image drawn in the page's language, at an absolute URL.
      expect(await metaContents(staticPage, "og:image")).toEqual([
        absoluteUrl(localePath(locale, "/og-image.png")),
      ]);

      await readsFully(staticPage, sitePage);

      // Once its code (if any) has run, the page still shows the prerendered headline and title.
      await page.goto(path);
      await waitUntilInteractive(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(sitePage.h1);
      await expect(page).toHaveTitle(documentTitle(sitePage));
    });
  });
}

/** With JavaScript off the page reads in full: its key texts, header, footer and menu. */
async function readsFully(page: Page, sitePage: SitePage) {
  const { locale } = sitePage;
  const copy = MESSAGES[locale];
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  for (const text of keyTexts(sitePage)) {
    await expect(main.getByText(text).first(), text).toBeVisible();
  }
  // Header and footer too: the school's name, the disclaimer, every page's link.
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: site.name, exact: true })).toBeVisible();
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(copy.common.footer.disclaimer)).toBeVisible();
  if (locale === "en") await expect(footer.getByText(/\bfictional\b/)).toBeVisible();
  for (const target of pagesIn(locale)) {
    const group = target.nav === "main" ? copy.common.nav.footer : copy.common.footer.about;
    const link = footer
      .getByRole("navigation", { name: group, exact: true })
      .getByRole("link", { name: target.label, exact: true });
    await expect(link, target.label).toBeVisible();
    await expect(link, target.label).toHaveAttribute("href", target.path);
  }
  // Below 1024 px the menu still opens without JavaScript: a native popover.
  if (viewportWidth(page) < BAR_LINKS_FROM) {
    await menuToggle(page).click();
    const panel = page.locator("[popover]");
    for (const target of pagesIn(locale).filter(({ nav }) => nav === "main")) {
      await expect(panel.getByRole("link", { name: target.label, exact: true })).toBeVisible();
    }
    const other = locales.find(({ code }) => code !== locale)?.code ?? locale;
    await expect(banner.getByRole("link", { name: copy.common.nav.enroll })).toBeVisible();
    await expect(banner.getByRole("link", { name: LANGUAGE_NAMES[other] })).toBeVisible();
  }
}

// Each page serves exactly its `documentTitle` (above), so these being distinct is each
// page having a title of its own.
test("each page has a title of its own", () => {
  const titles = SITE_PAGES.map(documentTitle);
  expect(new Set(titles).size, titles.join(" | ")).toBe(SITE_PAGES.length);
});

for (const { code: locale } of locales) {
  test(`in ${locale}, the social image, icons and manifest named in the head are served`, async ({
    request,
    staticPage,
  }) => {
    for (const sitePage of pagesIn(locale)) {
      await staticPage.goto(sitePage.path);
      const [ogImage] = await metaContents(staticPage, "og:image");
      const image = new URL(ogImage ?? "").pathname;
      expect(image, sitePage.path).toBe(localePath(locale, "/og-image.png"));
      const manifest = await linkHrefs(staticPage, ["manifest"]);
      expect(manifest, sitePage.path).toEqual([localePath(locale, "/site.webmanifest")]);
      const icons = await linkHrefs(staticPage, ["icon", "apple-touch-icon"]);
      expect(icons.length, "icon links").toBeGreaterThan(0);
      for (const url of [image, ...manifest, ...icons]) {
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()["content-type"], url).toMatch(
          /^(image\/|application\/(manifest\+)?json)/,
        );
      }
      // The manifest speaks the page's language and starts at its home page.
      const { lang, start_url } = (await (await request.get(manifest[0] ?? "")).json()) as {
        lang?: string;
        start_url?: string;
      };
      expect({ lang, start_url }).toEqual({ lang: locale, start_url: localePath(locale, "/") });
    }
  });
}

test("robots.txt names the sitemap, which lists exactly the pages at their canonical URLs", async ({
  request,
  page,
}) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
  expect((await robots.text()).split("\n")).toContain(`Sitemap: ${absoluteUrl("/sitemap.xml")}`);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toMatch(/^(application|text)\/xml/);
  // The browser's own XML parser reads the <loc> elements (on a blank page: Chromium's
  // XML viewer styles a document inline, which the site's CSP rightly refuses).
  const locs = await page.evaluate(
    (xml) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      if (doc.getElementsByTagName("parsererror").length > 0) return ["not XML"];
      return [...doc.getElementsByTagName("loc")].map((loc) => loc.textContent);
    },
    await sitemap.text(),
  );
  expect([...locs].sort()).toEqual(SITE_PAGES.map(({ path }) => absoluteUrl(path)).sort());
});

for (const { code: locale } of locales) {
  const home = localePath(locale, "/");
  test(`the home page (${home}) describes the school as an EducationalOrganization, and no other page does`, async ({
    request,
    staticPage,
  }) => {
    await staticPage.goto(home);
    const blocks = await staticPage
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
    expect(blocks).toHaveLength(1);
    const data = JSON.parse(blocks[0] ?? "") as Record<string, unknown>;
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "EducationalOrganization",
      name: site.name,
      url: absoluteUrl(home),
      logo: expect.stringMatching(new RegExp(`^${escapeRegExp(site.url)}/\\S+\\.(png|svg)$`)),
      email: site.email,
      description: MESSAGES[locale].common.description,
    });
    // Only what the site says elsewhere: the school is fictional, so no address.
    expect(data).not.toHaveProperty("address");
    const logo = await request.get(new URL(String(data.logo)).pathname);
    expect(logo.status()).toBe(200);
    expect(logo.headers()["content-type"]).toMatch(/^image\//);

    for (const other of pagesIn(locale).filter(({ id }) => id !== "home")) {
      await staticPage.goto(other.path);
      await expect(staticPage.locator('script[type="application/ld+json"]')).toHaveCount(0);
    }
  });
}
