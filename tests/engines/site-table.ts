import {
  MESSAGES,
  SITE_PAGES,
  defaultLocale,
  localePath,
  locales,
  pagesIn,
  tourStops,
  type Locale,
  type SitePage,
} from "../e2e/site-data";

/**
 * What each page of the built site should do, from the one page list and each
 * language's copy (tests/e2e/site-data.ts): every page in every language, and each
 * language's not-found page, with the words of that language's catalog (the spec's own,
 * in English, are the build's to check: app/content/spec-words.ts).
 *
 * The `scripts` column:
 * - "none": the page ships no JavaScript (a speculation-rules <script> is not code)
 *   and never hydrates;
 * - "hydrates": its islands hydrate and the loader sets html[data-hydrated="true"];
 * - "logs": some JavaScript runs (it logs `console`) but nothing hydrates.
 */
type Scripts = "none" | "hydrates" | "logs";

export type RoutePlan = {
  path: string;
  locale: Locale;
  /** File name of its screenshots (unique across languages). */
  name: string;
  status: number;
  h1: string;
  /** The header link marked aria-current="page", if the page is in the main navigation. */
  current?: string;
  scripts: Scripts;
  /** Exactly the console.error lines the page writes while loading. */
  console: string[];
  /** The page list's entry, for a page of the list (not for a not-found page). */
  page?: SitePage;
};

/** The gallery's places: as many as the gallery lists (the spec's six). */
export const TOUR_COUNT = tourStops(defaultLocale).length;

/** What a visitor reads in a language, from its catalog. */
export function wordsOf(locale: Locale) {
  const copy = MESSAGES[locale];
  const { toasts } = copy.application;
  return {
    nav: pagesIn(locale)
      .filter((page) => page.nav === "main")
      .map((page) => page.label),
    menu: copy.common.nav.menu,
    enroll: copy.common.nav.enroll,
    notFound: copy.common.notFound.title,
    tourButton: copy.pages.home.hero.tour,
    tourTitle: copy.tour.title,
    counter: (position: number) => copy.tour.counter({ position, count: TOUR_COUNT }),
    tour: copy.tour,
    terms: copy.application.termsLabel
      .map((part) => (typeof part === "string" ? part : part.text))
      .join(""),
    termsTitle: toasts.termsRequired.title,
    successTitle: toasts.submitted.title,
    toastRegion: toasts.region.replace("{hotkey}", "F8"),
    application: copy.application,
  };
}

/** Screenshot names: the page's id, with the language's code before it if not English. */
const fileName = (locale: Locale, name: string) =>
  locale === defaultLocale ? name : `${locale}-${name}`;

const pageRoutes: RoutePlan[] = SITE_PAGES.map((page) => ({
  path: page.path,
  locale: page.locale,
  name: fileName(page.locale, page.id),
  status: 200,
  h1: page.h1,
  current: page.nav === "main" ? page.label : undefined,
  scripts: page.hasCode ? "hydrates" : "none",
  console: [],
  page,
}));

/** A path no page answers, in a language. */
const MISSING_PATH = "/nowhere/at-all";

/** What any unknown path answers in its language: the not-found page, naming the path. */
function notFoundPlan(path: string, locale: Locale): RoutePlan {
  return {
    path,
    locale,
    name: fileName(locale, "not-found"),
    status: 404,
    h1: wordsOf(locale).notFound,
    scripts: "logs",
    console: [`404: no page at ${path}`],
  };
}

export const ROUTES: RoutePlan[] = [
  ...pageRoutes,
  ...locales.map(({ code }) => notFoundPlan(localePath(code, MISSING_PATH), code)),
];

/** The two widths every journey runs at, and the heights that go with them. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };
/** Widths at which no page may scroll sideways. */
export const OVERFLOW_WIDTHS = [320, 390, 768, 1440];
/** Below this width the header's page links wait behind the menu toggle. */
export const MENU_BREAKPOINT = 1024;
/** From this width the language link and Enroll Now sit in the bar (below, in the menu). */
export const BAR_EXTRAS_FROM = 768;
