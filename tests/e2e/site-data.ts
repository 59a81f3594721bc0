/**
 * What the browser tests expect of the site, from the one page list and each
 * language's copy: the tests check that every page, in every language, shows what its
 * content modules say. The spec's own strings stay written out in the specs themselves,
 * because the spec is their source.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { defaultLocale, localePath, locales, type Locale } from "../../app/content/locales";
import type { Messages } from "../../app/content/messages";
import {
  isLegalPage,
  pageById,
  pages,
  type LegalPageId,
  type PageId,
} from "../../app/content/pages";
import { absoluteUrl, site } from "../../app/content/site";
import { loadMarkdownPage, type MarkdownPage } from "../../app/lib/markdown-page";

export { absoluteUrl, defaultLocale, locales, localePath, site, type Locale };

/** Each language's copy, by code: the modules the build reads (app/content/<code>). */
export const MESSAGES = Object.fromEntries(
  await Promise.all(
    locales.map(async ({ code }) => {
      const module = (await import(`../../app/content/${code}/index.ts`)) as {
        default: Messages;
      };
      return [code, module.default] as const;
    }),
  ),
) as Record<Locale, Messages>;

/** The pages about the site, by language: their Markdown, read as the build reads it. */
export const PROSE = Object.fromEntries(
  locales.map(({ code }) => [
    code,
    Object.fromEntries(
      pages
        .filter(isLegalPage)
        .map(({ id }) => [
          id,
          loadMarkdownPage(code, id, (file) =>
            readFileSync(join(import.meta.dirname, "../../app/content", file), "utf8"),
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

/** Paths no page answers, in every language (the not-found page's own path too). */
export const UNKNOWN_PATHS = locales.flatMap(({ code }) =>
  ["/nope", "/vision/extra", "/a/b/c", "/404"].map((path) => localePath(code, path)),
);

/** Escapes a string for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
