/**
 * What the browser tests expect of the site, from the one page list and each
 * language's copy: the tests check that every page, in every language, shows what its
 * content modules say. The spec's own strings stay written out in the specs themselves,
 * because the spec is their source.
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
import { absoluteUrl, site } from "../../app/content/site";
import { wordsOf, type Messages } from "../../app/content/words";
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

/** The pages about the site, by language: their Markdown, read as the build reads it. */
export const PROSE = Object.fromEntries(
  locales.map(({ code }) => [
    code,
    Object.fromEntries(
      pages
        .filter(isLegalPage)
        .map(({ id }) => [
          id,
          loadMarkdownPage(code, id, (file) => readFileSync(join(CONTENT, file), "utf8")),
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

/** Paths no page answers, in every language (the not-found page's own path too). */
export const UNKNOWN_PATHS = locales.flatMap(({ code }) =>
  ["/nope", "/vision/extra", "/a/b/c", "/404"].map((path) => localePath(code, path)),
);

/**
 * What a page in `locale` must say: in English the spec's words, written out by the
 * test; in any other language its catalog's, so a new language needs no row in a test.
 */
export function specOr<T>(locale: Locale, english: T, copy: (messages: Messages) => T): T {
  return locale === "en" ? english : copy(MESSAGES[locale]);
}

/** The spec's four admission dates (section 9), as days. */
export const DATETIMES = [
  ["2025-03-31"],
  ["2025-04-01", "2025-04-30"],
  ["2025-05-15"],
  ["2025-08-15"],
];

/** The four dates as a page writes them: the spec's English, Spanish as Intl writes it. */
const WRITTEN: Partial<Record<Locale, string[]>> = {
  en: ["March 31, 2025", "April 1-30, 2025", "May 15, 2025", "August 15, 2025"],
  es: [
    "31 de marzo de 2025",
    "1–30 de abril de 2025",
    "15 de mayo de 2025",
    "15 de agosto de 2025",
  ],
};

/** The four dates in a language: written out above, else as Intl writes them in it. */
export function writtenDates(locale: Locale): string[] {
  const { rangeSeparator } = MESSAGES[locale].pages.join.dates;
  const { intl } = localeInfo(locale);
  return (
    WRITTEN[locale] ??
    DATETIMES.map((days) =>
      datesText(formatDates(intl, days as [string] | [string, string], rangeSeparator)),
    )
  );
}

/** Escapes a string for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
