import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import {
  MESSAGES,
  SITE_PAGES,
  absoluteUrl,
  headWords,
  localePath,
  locales,
  pageCopy,
  pagesIn,
  site,
  type Locale,
  type SitePage,
} from "../e2e/site-data";
import { LANGUAGE_NAMES, otherLocale } from "../support/languages";
import { linkHrefs, metaContents, open, served } from "./served";

// Every page, in every language, as it is served: complete HTML with its own head, the
// header, the footer and its words, readable without JavaScript. What needs a browser
// (layout, focus, motion, the islands) is in tests/e2e and tests/engines.

/** Open Graph's form of a language's locale: "en_US". */
const ogLocale = (locale: Locale) =>
  locales.find(({ code }) => code === locale)?.intl.replace("-", "_");

/** The one template of every title: the page's, then the school's name. */
const documentTitle = (sitePage: SitePage) => `${headWords(sitePage).title} — ${site.name}`;

const mainPages = (locale: Locale) => pagesIn(locale).filter(({ nav }) => nav === "main");

test("each page has a title of its own", () => {
  const titles = SITE_PAGES.map(documentTitle);
  expect(new Set(titles).size, titles.join(" | ")).toBe(SITE_PAGES.length);
});

for (const sitePage of SITE_PAGES) {
  const { path, locale, basePath } = sitePage;
  const { common } = MESSAGES[locale];

  describe(`${sitePage.label} (${path})`, () => {
    test("is complete HTML in its language, with its own title, description, canonical and Open Graph tags", async () => {
      const response = await served(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      const page = await open(path);
      expect(document.documentElement.lang).toBe(locale);
      expect(page.getByRole("heading", { level: 1 }).textContent).toBe(sitePage.h1);
      expect(document.title).toBe(documentTitle(sitePage));
      const description = metaContents("description");
      expect(description).toEqual([headWords(sitePage).description]);
      expect(linkHrefs("canonical")).toEqual([absoluteUrl(path)]);
      expect(metaContents("og:title")).toEqual([documentTitle(sitePage)]);
      expect(metaContents("og:description")).toEqual(description);
      expect(metaContents("og:url")).toEqual([absoluteUrl(path)]);
      expect(metaContents("og:locale")).toEqual([ogLocale(locale)]);
      expect(ogLocale(locale)).toMatch(new RegExp(`^${locale.slice(0, 2)}_[A-Z]{2}$`));
      // The social image drawn in the page's language, and the manifest in it too.
      expect(metaContents("og:image")).toEqual([absoluteUrl(localePath(locale, "/og-image.png"))]);
      expect(linkHrefs("manifest")).toEqual([localePath(locale, "/site.webmanifest")]);
    });

    // What each page says, section by section, is tests/html/content.test.ts's.
    test("leads the keyboard to its main content, and describes its images", async () => {
      const main = within((await open(path)).getByRole("main"));
      // The first thing to reach by keyboard leads to the main content.
      const skip = document.querySelector("body a[href]");
      expect(skip?.getAttribute("href")).toBe("#main");
      expect(skip?.textContent).toBe(common.skipLink);
      expect(document.getElementById("main")?.localName).toBe("main");
      // Every image is described, or marked as decoration (empty alt).
      for (const image of document.images)
        expect(image.getAttribute("alt"), image.src).not.toBeNull();
      if (sitePage.hasArt) {
        const copy = pageCopy(sitePage);
        const hero = main.getByRole("heading", { level: 1 }).closest("section") as HTMLElement;
        const alt = "hero" in copy && "artAlt" in copy.hero ? copy.hero.artAlt : "";
        expect(within(hero).getByRole("img").getAttribute("alt")).toBe(alt);
        expect(alt, "the illustration is described").not.toBe("");
      }
    });

    test("has the header: five links in order, its own marked, Enroll Now and the language switch", async () => {
      const page = await open(path);
      // The site's header; the sections' own <header>s are no banners, which jsdom's role
      // queries do not know.
      const banner = within(page.getAllByRole("banner")[0] as HTMLElement);
      expect(banner.getByRole("link", { name: site.name }).getAttribute("href")).toBe(
        localePath(locale, "/"),
      );
      // The bar's links and the phone menu's (a popover, hidden until opened).
      const navs = banner.getAllByRole("navigation", { name: common.nav.main, hidden: true });
      expect(navs).toHaveLength(2);
      for (const nav of navs) {
        const links = within(nav).getAllByRole("link", { hidden: true });
        expect(links.map((link) => link.textContent)).toEqual(
          mainPages(locale).map(({ label }) => label),
        );
        expect(links.map((link) => link.getAttribute("href"))).toEqual(
          mainPages(locale).map((target) => target.path),
        );
      }
      // Every link marked current is this page's: the bar's, the menu's and the footer's
      // for a page of the main navigation, the footer's for a page about the site.
      const current = Array.from(document.querySelectorAll('a[aria-current="page"]'), (a) => [
        a.getAttribute("href"),
        a.textContent,
      ]);
      expect(current).toEqual(Array(sitePage.nav === "main" ? 3 : 1).fill([path, sitePage.label]));
      // Enroll Now, in the bar and in the menu, leads to the form.
      const enroll = banner.getAllByRole("link", { name: common.nav.enroll, hidden: true });
      expect(enroll.map((link) => link.getAttribute("href"))).toEqual(
        Array(2).fill(`${localePath(locale, "/join")}#apply`),
      );
      // The language switch: a plain link to the same page, named in its own language.
      const other = otherLocale(locale);
      const switches = banner.getAllByRole("link", { name: LANGUAGE_NAMES[other], hidden: true });
      expect(switches).toHaveLength(2);
      for (const link of switches) {
        expect(link.getAttribute("href")).toBe(localePath(other, basePath));
        expect(link.getAttribute("hreflang")).toBe(other);
        expect(link.getAttribute("lang")).toBe(other);
      }
      // The menu's toggle opens it without JavaScript: a native popover.
      const toggle = banner.getByRole("button", { name: common.nav.menu });
      const panel = document.getElementById(toggle.getAttribute("popovertarget") ?? "");
      expect(panel?.getAttribute("popover")).toBe("auto");
      expect(panel?.contains(navs[1] ?? null)).toBe(true);
    });

    test("has the footer: the disclaimer, the credit, the admissions e-mail and every page", async () => {
      const footer = within((await open(path)).getByRole("contentinfo"));
      const text = footer
        .getByRole("navigation", { name: common.nav.footer })
        .closest("footer")?.textContent;
      expect(text).toContain(common.footer.disclaimer);
      const credit = common.footer.credit({ author: site.author ?? common.footer.anonymousAuthor });
      expect(text).toContain(credit);
      expect(footer.getByRole("link", { name: site.email }).getAttribute("href")).toBe(
        `mailto:${site.email}`,
      );
      for (const target of pagesIn(locale)) {
        const group = target.nav === "main" ? common.nav.footer : common.footer.about;
        const link = within(footer.getByRole("navigation", { name: group })).getByRole("link", {
          name: target.label,
        });
        expect(link.getAttribute("href"), target.label).toBe(target.path);
      }
    });

    test(
      sitePage.hasCode
        ? "runs code only in its islands, which the page's loader fetches after the first paint"
        : "ships no JavaScript at all",
      async () => {
        await open(path);
        const scripts = Array.from(document.scripts, (script) => script.type || "classic");
        const sources = Array.from(document.scripts, (script) => script.src).filter(Boolean);
        // The speculation rules are JSON, not code, and no script file is named by the page.
        expect(scripts).toContain("speculationrules");
        expect(sources).toEqual([]);
        expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
        const islands = document.querySelectorAll("[data-island]");
        if (sitePage.hasCode) {
          expect(islands.length).toBeGreaterThan(0);
          expect(scripts).toContain("module");
        } else {
          expect(islands).toHaveLength(0);
          expect(scripts).toEqual(["speculationrules"]);
        }
        // Only the home page describes the school as an organization.
        const data = document.querySelectorAll('script[type="application/ld+json"]');
        expect(data).toHaveLength(sitePage.id === "home" ? 1 : 0);
      },
    );
  });
}

for (const { code: locale } of locales) {
  const home = localePath(locale, "/");
  test(`the home page (${home}) describes the school as an EducationalOrganization, with no address`, async () => {
    await open(home);
    const blocks = Array.from(
      document.querySelectorAll('script[type="application/ld+json"]'),
      (script) => script.textContent ?? "",
    );
    expect(blocks).toHaveLength(1);
    const data = JSON.parse(blocks[0] ?? "") as Record<string, unknown>;
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "EducationalOrganization",
      name: site.name,
      url: absoluteUrl(home),
      logo: expect.stringMatching(/^https?:\/\/\S+\.(png|svg)$/),
      email: site.email,
      description: MESSAGES[locale].common.description,
    });
    const logo = await served(new URL(String(data.logo)).pathname);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toMatch(/^image\//);
  });
}
