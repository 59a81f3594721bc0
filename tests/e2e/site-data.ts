/**
 * What the tests expect of the site, from the one page list and each language's copy:
 * every test takes the words it expects from the content (the catalogs, the Markdown,
 * the dates), never a copy of its own, so the office's edits keep the suite green. The
 * words the specification fixes are the build's to check (app/content/spec-words.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  defaultLocale,
  localeInfo,
  localePath,
  locales,
  type Locale,
} from "../../app/content/locales";
import {
  isLegalPage,
  pageById,
  pages,
  type LegalPageId,
  type PageId,
} from "../../app/content/pages";
import { importantDates } from "../../app/content/dates";
import { absoluteUrl, site } from "../../app/content/site";
import { wordsOf } from "../../app/content/words";
import { readTour, sourceOf, usesStockHost, withoutUnusedHost } from "../../app/content/tour-rules";
import { datesText, formatDates } from "../../app/lib/dates";
import { loadMarkdownPage, type MarkdownPage } from "../../app/lib/markdown-page";

export { absoluteUrl, defaultLocale, locales, localePath, site, type Locale };

/**
 * Each language's folder: by a path from this module's folder (a file URL fails where a
 * unit test imports this module under jsdom's URL).
 */
const CONTENT = join(import.meta.dirname, "../../app/content");

/**
 * Each language's words, by code, made by the same function as the build's
 * (app/content/words.ts) from the same files: each language's catalog and review list.
 */
export const MESSAGES = wordsOf((code) => {
  const json = (name: string) => {
    const file = join(CONTENT, code, name);
    return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
  };
  return { catalog: json("messages.json"), review: json("needs-review.json") };
});

/**
 * The tour's stops (their photo and category) and each language's words for them, from
 * each language's `tour.json`, read by the same function as the build's
 * (app/content/tour-rules.ts).
 */
const TOUR = readTour(
  Object.fromEntries(
    locales.map(({ code }) => [
      code,
      JSON.parse(readFileSync(join(CONTENT, code, "tour.json"), "utf8")) as unknown,
    ]),
  ),
  Object.fromEntries(locales.map(({ code, name }) => [code, name])),
  (code) => `app/content/${code}/tour.json`,
);

/** Whether a stop's photo is of the stock host (and the policies say so). */
export const STOCK_HOST_USED = usesStockHost(TOUR.stops);

/** The tour's stops in a language, in tour order: words, category name and photo. */
export function tourStops(locale: Locale) {
  return TOUR.stops.map((stop, index) => ({
    ...stop,
    ...TOUR.words[locale]?.[index],
    categoryName: MESSAGES[locale].tour.categories[stop.category],
    source: sourceOf(stop.photo),
  }));
}

/** The pages about the site, by language: their Markdown, read as the build reads it. */
export const PROSE = Object.fromEntries(
  locales.map(({ code }) => [
    code,
    Object.fromEntries(
      pages.filter(isLegalPage).map(({ id }) => [
        id,
        withoutUnusedHost(
          loadMarkdownPage(code, id, (file) => readFileSync(join(CONTENT, file), "utf8")),
          STOCK_HOST_USED,
        ),
      ]),
    ),
  ]),
) as Record<Locale, Record<LegalPageId, MarkdownPage>>;

/** A page's words: its Markdown for a page about the site, else its copy. */
export function pageCopy({ id, locale }: { id: PageId; locale: Locale }) {
  const page = pageById(id);
  return isLegalPage(page) ? PROSE[locale][page.id] : MESSAGES[locale].pages[page.id];
}

/** A page's title (its part of the <title>) and its meta description. */
export function headWords(sitePage: { id: PageId; locale: Locale }) {
  const copy = pageCopy(sitePage);
  return "meta" in copy ? copy.meta : copy;
}

/** The pages with interactive parts (islands): the others ship no JavaScript. */
const WITH_CODE: readonly PageId[] = ["home", "join"];

export type SitePage = {
  id: PageId;
  locale: Locale;
  /** Where it is served: "/es/vision". */
  path: string;
  /** The same page in the default language: "/vision". */
  basePath: string;
  /** Its link text in the header or footer, in its language. */
  label: string;
  h1: string;
  nav: "main" | "legal";
  /** Whether its hero has an illustration. */
  hasArt: boolean;
  /** Whether it loads code (its islands), or ships none. */
  hasCode: boolean;
};

/** Every page of the list in every language, default language first. */
export const SITE_PAGES: SitePage[] = locales.flatMap(({ code }) =>
  pages.map((page) => {
    const hero = isLegalPage(page) ? PROSE[code][page.id] : MESSAGES[code].pages[page.id].hero;
    return {
      id: page.id,
      locale: code,
      path: localePath(code, page.path),
      basePath: page.path,
      label: MESSAGES[code].pages[page.id].meta.label,
      h1: hero.title,
      nav: page.nav,
      hasArt: "artAlt" in hero,
      hasCode: WITH_CODE.includes(page.id),
    };
  }),
);

/** The pages of one language. */
export const pagesIn = (locale: Locale) => SITE_PAGES.filter((page) => page.locale === locale);

/** One page of the list in a language (the default one unless given). */
export function pageIn(id: PageId, locale: Locale = defaultLocale): SitePage {
  const found = SITE_PAGES.find((page) => page.id === id && page.locale === locale);
  if (!found) throw new Error(`No page "${id}" in ${locale}`);
  return found;
}

/** Paths no page answers, in every language (the not-found page's own path too). */
export const UNKNOWN_PATHS = locales.flatMap(({ code }) =>
  ["/nope", "/vision/extra", "/a/b/c", "/404"].map((path) => localePath(code, path)),
);

/** The admission dates (app/content/dates.json), in order: each as its days. */
export const DATE_DAYS = importantDates.map((date) => date.dates);

/** The dates as a page writes them in a language: its formatter, its catalog's separator. */
export function writtenDates(locale: Locale): string[] {
  const { rangeSeparator } = MESSAGES[locale].pages.join.dates;
  const { intl } = localeInfo(locale);
  return DATE_DAYS.map((days) => datesText(formatDates(intl, days, rangeSeparator)));
}

/** Escapes a string for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
