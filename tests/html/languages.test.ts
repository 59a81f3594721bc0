import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
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
} from "../e2e/site-data";
import {
  LANGUAGE_NAMES,
  counterpart,
  englishStrings,
  normalize,
  otherLocale,
  wordsOfDocument,
} from "../support/languages";
import { linkHrefs, open, request, served, show } from "./served";

// The site in every language as search engines and visitors without JavaScript get it:
// each page in its own language whatever the browser asks, alternates that answer each
// other, a sitemap that lists them, and no English on a Spanish page. The language
// switch followed, and the states only code reaches, are in tests/e2e/i18n.spec.ts.

const ENGLISH = englishStrings();

/** The English catalog as written, its placeholders unfilled. */
const CATALOG = JSON.parse(
  readFileSync(join(import.meta.dirname, "../../app/content/en/messages.json"), "utf8"),
);
/** Every string of some copy. */
const strings = (copy: unknown): string[] =>
  typeof copy === "string"
    ? [copy]
    : copy && typeof copy === "object"
      ? Object.values(copy).flatMap(strings)
      : [];
/** The longest string of some copy with no placeholder or tag: English, whatever it says. */
const longest = (copy: unknown) =>
  strings(copy)
    .filter((text) => !/[{<]/.test(text))
    .reduce((long, text) => (text.length > long.length ? text : long), "");

test("the English copy's strings are collected: the catalog's and the Markdown's", () => {
  expect(ENGLISH.length).toBeGreaterThan(150);
  expect(ENGLISH).toContain(normalize(longest(CATALOG)));
  expect(ENGLISH).toContain(normalize(longest(PROSE.en)));
});

const SPANISH_PAGES = [
  ...pagesIn("es").map(({ path, h1 }) => ({ path, h1 })),
  { path: "/es/nope", h1: MESSAGES.es.common.notFound.title },
];

for (const { path, h1 } of SPANISH_PAGES) {
  test(`${path} holds no string of the English copy, in its text, names, props or data`, async () => {
    await open(path);
    const words = wordsOfDocument().map(normalize).join("\n");
    expect(words, "the page's own headline is among the words read").toContain(normalize(h1));
    expect(ENGLISH.filter((text) => words.includes(text))).toEqual([]);
  });
}

test("no page answers by Accept-Language: each is served in its own language, with no redirect or cookie", async () => {
  for (const { path, locale } of SITE_PAGES) {
    const asked = otherLocale(locale);
    const response = await request(path, { headers: { "Accept-Language": asked } });
    expect(response.status, `${path} asked in ${asked}`).toBe(200);
    expect(response.text, path).toMatch(new RegExp(`<html lang="${locale}"`));
    expect(response.headers.get("set-cookie"), path).toBeNull();
  }
});

/** Every page's canonical and alternates, as its head names them. */
async function allHeads() {
  const heads = new Map<string, { canonical: string[]; alternates: [string, string][] }>();
  for (const { path } of SITE_PAGES) {
    await open(path);
    heads.set(path, {
      canonical: linkHrefs("canonical"),
      alternates: Array.from(
        document.querySelectorAll('link[rel="alternate"]'),
        (link) =>
          [link.getAttribute("hreflang") ?? "", link.getAttribute("href") ?? ""] as [
            string,
            string,
          ],
      ),
    });
  }
  return (path: string) => heads.get(path) ?? { canonical: [], alternates: [] };
}

test("every page names its alternates in every language and x-default, and they answer each other", async () => {
  const head = await allHeads();
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
    expect(alternate["x-default"]).toBe(absoluteUrl(a.basePath));
    expect(alternate["x-default"], `${a.path} x-default`).toBe(
      head(counterpart(a, defaultLocale).path).canonical[0],
    );
  }
});

test("robots.txt names the sitemap, which lists every page in every language with the alternates the pages name", async () => {
  const robots = await request("/robots.txt");
  expect(robots.status).toBe(200);
  expect(robots.headers.get("content-type")).toMatch(/^text\/plain/);
  expect(robots.text.split("\n")).toContain(`Sitemap: ${absoluteUrl("/sitemap.xml")}`);

  const sitemap = await request("/sitemap.xml");
  expect(sitemap.status).toBe(200);
  expect(sitemap.headers.get("content-type")).toMatch(/^(application|text)\/xml/);
  const doc = new DOMParser().parseFromString(sitemap.text, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  const SITEMAP = "http://www.sitemaps.org/schemas/sitemap/0.9";
  const XHTML = "http://www.w3.org/1999/xhtml";
  const entries = Array.from(doc.getElementsByTagNameNS(SITEMAP, "url"), (url) => ({
    loc: url.getElementsByTagNameNS(SITEMAP, "loc")[0]?.textContent ?? "",
    links: Array.from(url.getElementsByTagNameNS(XHTML, "link"), (link) => ({
      rel: link.getAttribute("rel"),
      pair: `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`,
    })),
  }));
  expect(entries.map(({ loc }) => loc).sort()).toEqual(
    SITE_PAGES.map(({ path }) => absoluteUrl(path)).sort(),
  );
  const head = await allHeads();
  for (const { path } of SITE_PAGES) {
    const entry = entries.find(({ loc }) => loc === absoluteUrl(path));
    expect(
      entry?.links.every(({ rel }) => rel === "alternate"),
      path,
    ).toBe(true);
    const inPage = head(path).alternates.map((pair) => pair.join(" "));
    expect(entry?.links.map(({ pair }) => pair).sort(), path).toEqual(inPage.sort());
  }
});

for (const { code: locale } of locales) {
  describe(`in ${locale}`, () => {
    test("the social image, icons and manifest each page names are served, the manifest in the language", async () => {
      for (const sitePage of pagesIn(locale)) {
        await open(sitePage.path);
        const manifest = linkHrefs("manifest");
        const icons = linkHrefs("icon", "apple-touch-icon");
        expect(icons.length, "icon links").toBeGreaterThan(0);
        for (const url of [localePath(locale, "/og-image.png"), ...manifest, ...icons]) {
          const response = await served(url);
          expect(response.status, url).toBe(200);
          expect(response.headers.get("content-type"), url).toMatch(
            /^(image\/|application\/(manifest\+)?json)/,
          );
        }
        const { lang, start_url } = JSON.parse((await served(manifest[0] ?? "")).text) as {
          lang?: string;
          start_url?: string;
        };
        expect({ lang, start_url }).toEqual({ lang: locale, start_url: localePath(locale, "/") });
      }
    });

    test("the not-found page's language switch leads to the other language's home", async () => {
      const page = show((await request(localePath(locale, "/nope"))).text);
      const other = otherLocale(locale);
      const links = page.getAllByRole("link", { name: LANGUAGE_NAMES[other], hidden: true });
      expect(links.map((link) => link.getAttribute("href"))).toEqual(
        Array(2).fill(localePath(other, "/")),
      );
    });
  });
}
