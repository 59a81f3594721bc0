/**
 * What each page of the built site should do, written out (never imported from the
 * app, so a changed page makes a test fail). The `scripts` column is the one to
 * adjust when a page starts or stops shipping JavaScript:
 * - "none": the page ships no JavaScript (a speculation-rules <script> is not code)
 *   and never hydrates;
 * - "hydrates": React hydrates it and sets html[data-hydrated="true"];
 * - "logs": some JavaScript runs (it logs `console`) but nothing hydrates.
 */
export type Scripts = "none" | "hydrates" | "logs";

export type RoutePlan = {
  path: string;
  /** File name of its screenshots. */
  name: string;
  status: number;
  h1: string;
  /** The header link marked aria-current="page", if any. */
  current?: string;
  scripts: Scripts;
  /** Exactly the console.error lines the page writes while loading. */
  console: string[];
};

export const NAV_LABELS = ["Home", "Our Vision", "Smart Classrooms", "Life at School", "Join Us"];

export const ROUTES: RoutePlan[] = [
  {
    path: "/",
    name: "home",
    status: 200,
    h1: "Learn at the speed of your own curiosity",
    current: "Home",
    scripts: "hydrates",
    console: [],
  },
  {
    path: "/vision",
    name: "vision",
    status: 200,
    h1: "Technology in service of people, never the other way round",
    current: "Our Vision",
    scripts: "none",
    console: [],
  },
  {
    path: "/classrooms",
    name: "classrooms",
    status: 200,
    h1: "Rooms that adapt to the lesson, and to every learner",
    current: "Smart Classrooms",
    scripts: "none",
    console: [],
  },
  {
    path: "/life",
    name: "life",
    status: 200,
    h1: "Friends, clubs and the freedom to build something real",
    current: "Life at School",
    scripts: "none",
    console: [],
  },
  {
    path: "/join",
    name: "join",
    status: 200,
    h1: "Join the students building what comes next",
    current: "Join Us",
    scripts: "hydrates",
    console: [],
  },
  {
    path: "/nowhere/at-all",
    name: "not-found",
    status: 404,
    h1: "Oops! Page not found",
    scripts: "logs",
    console: ["404: no page at /nowhere/at-all"],
  },
];

/** The two widths every journey runs at, and the heights that go with them. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };
/** Widths at which no page may scroll sideways. */
export const OVERFLOW_WIDTHS = [320, 390, 768, 1440];
/** Below this width the header's links wait behind the "Menu" button. */
export const MENU_BREAKPOINT = 768;
