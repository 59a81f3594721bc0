/**
 * The languages of the site. The first is the default, served at the root (`/vision`);
 * every other one under its code (`/es/vision`). Adding a language is one entry here and
 * its folder of copy, `app/content/<code>/`, made from a copy of `en/`: the typecheck
 * then names every string it still lacks. Free of imports, so the build's route config
 * can load it.
 */

export type LocaleInfo = {
  /** BCP 47 language tag: `lang`, `hreflang` and the URL prefix. */
  code: string;
  /** The language's name in the language itself, for the switch. */
  name: string;
  /** The locale `Intl` formats dates with. */
  intl: string;
};

export const locales = [
  { code: "en", name: "English", intl: "en-US" },
  { code: "es", name: "Español", intl: "es-ES" },
] as const satisfies readonly LocaleInfo[];

export type Locale = (typeof locales)[number]["code"];

export const defaultLocale: Locale = locales[0].code;

function isLocale(code: string | undefined): code is Locale {
  return locales.some((locale) => locale.code === code);
}

export function localeInfo(locale: Locale): LocaleInfo {
  return locales.find((candidate) => candidate.code === locale) ?? locales[0];
}

/** The URL prefix of a language: "" for the default, "/es" for Spanish. */
function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? "" : `/${locale}`;
}

/** A site path in a language: ("/vision", "es") is "/es/vision", ("/", "es") is "/es". */
export function localePath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/**
 * The language a route's `lang` param names (app/routes.ts mounts every language but
 * the default under its code): no param is the default language; the default
 * language's own code, or a code of no language, names none.
 */
export function localeOfParam(lang: string | undefined): Locale | undefined {
  if (lang === undefined) return defaultLocale;
  return isLocale(lang) && lang !== defaultLocale ? lang : undefined;
}

/**
 * The language of a route, from its params: what loaders and meta functions read. A
 * `lang` that names no language is no page (404); only the development server meets one,
 * since the built site is files.
 */
export function localeOf(params: { lang?: string }): Locale {
  const locale = localeOfParam(params.lang);
  if (!locale) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return locale;
}
