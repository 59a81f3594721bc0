import { within } from "@testing-library/dom";
import ICAL from "ical.js";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";
import { importantDates } from "../../app/content/dates";
import { NOT_FOUND_FIGURE } from "../../app/content/spec-words";
import { buildDir } from "../../server/build-dir.js";
import { securityHeaders } from "../../server/security-headers.js";
import {
  MESSAGES,
  SITE_PAGES,
  UNKNOWN_PATHS,
  defaultLocale,
  localePath,
  locales,
  site,
  type Locale,
} from "../e2e/site-data";
import { open, request, served, show } from "./served";

// What the project's server answers, as a browser or a crawler receives it: the security
// headers and caching on every page and file, a not-found page in the path's language
// with status 404, the files the static hosts read, and the admission calendars. The
// same answers behind nginx are in tests/e2e/nginx.spec.ts.

const hashes = JSON.parse(readFileSync(join(buildDir, "inline-hashes.json"), "utf8"));
const expected = securityHeaders(hashes);
const client = join(buildDir, "client");

function expectSecurityHeaders(headers: Headers, what: string) {
  for (const [name, value] of Object.entries(expected)) {
    expect(headers.get(name), `${name} of ${what}`).toBe(value);
  }
  // Plain HTTP on localhost: HSTS belongs to hosts that serve HTTPS.
  expect(headers.get("strict-transport-security"), what).toBeNull();
  expect(headers.get("x-powered-by"), what).toBeNull();
}

test("every page sends the security headers and is revalidated on each visit", async () => {
  for (const { path } of SITE_PAGES) {
    const { status, headers } = await served(path);
    expect(status, path).toBe(200);
    expectSecurityHeaders(headers, path);
    expect(headers.get("cache-control"), path).toBe("no-cache");
  }
});

test("every built asset is served with the headers, cached for a year", async () => {
  // The tour's uploaded photos are in a folder of their own (assets/tour/).
  const assets = readdirSync(join(client, "assets"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => relative(join(client, "assets"), join(entry.parentPath, entry.name)));
  expect(assets.length).toBeGreaterThan(5);
  for (const file of assets) {
    const { status, headers } = await request(`/assets/${file}`);
    expect(status, file).toBe(200);
    expectSecurityHeaders(headers, file);
    expect(headers.get("cache-control"), file).toBe("public, max-age=31536000, immutable");
  }
});

/** The language an unknown path is in: its first segment's, else the default one. */
const localeOf = (pathname: string): Locale =>
  locales.find(
    ({ code }) => code !== defaultLocale && pathname.startsWith(`${localePath(code, "/")}/`),
  )?.code ?? defaultLocale;

for (const pathname of [
  ...UNKNOWN_PATHS,
  ...locales.map(({ code }) => localePath(code, "/no/such/page")),
]) {
  const locale = localeOf(pathname);
  test(`${pathname} answers 404 with the not-found page in "${locale}"`, async () => {
    const response = await request(pathname);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expectSecurityHeaders(response.headers, pathname);
    const page = show(response.text);
    expect(document.documentElement.lang).toBe(locale);
    const main = page.getByRole("main");
    const { notFound } = MESSAGES[locale].common;
    expect(main.textContent).toContain(NOT_FOUND_FIGURE);
    expect(page.getByRole("heading", { level: 1 }).textContent).toBe(notFound.title);
    const home = within(main).getByRole("link", { name: notFound.home });
    expect(home.getAttribute("href")).toBe(localePath(locale, "/"));
    // One small inline script, not React: it tells the console which path was missing.
    const code = Array.from(document.scripts).filter(
      (script) => script.type !== "speculationrules",
    );
    expect(code.map((script) => script.src)).toEqual([""]);
    expect(new Blob([code[0]?.text ?? ""]).size).toBeLessThanOrEqual(1024);
    expect(document.querySelectorAll("[data-island]")).toHaveLength(0);
  });
}

// Netlify reads _redirects; Cloudflare Pages serves the nearest 404.html. Neither can be
// asked here, and our servers never serve either file: read from disk.
test("the static hosts send each language's unknown paths to its own not-found page", () => {
  const rules = readFileSync(join(client, "_redirects"), "utf8")
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => line.trim().split(/\s+/));
  for (const { code } of locales) {
    const notFoundFile = code === defaultLocale ? "/404.html" : `/${code}/404.html`;
    if (code !== defaultLocale)
      expect(rules, code).toContainEqual([`/${code}/*`, notFoundFile, "404"]);
    const file = join(client, notFoundFile);
    expect(existsSync(file), file).toBe(true);
    show(readFileSync(file, "utf8"));
    expect(document.documentElement.lang, file).toBe(code);
    expect(document.querySelector("h1")?.textContent, file).toBe(
      MESSAGES[code].common.notFound.title,
    );
  }
});

/** The day after an ISO day: an all-day event's end (exclusive). */
const dayAfter = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

// The admission dates go into a calendar program: all of them in one file, named after the
// school, or each on its own, in the language of the page: the cycle's dates
// (app/content/dates.json), each language's words.
const DATES = importantDates.map(({ slug, dates: [start, last = start] }) => ({
  slug,
  start,
  end: dayAfter(last),
}));
const ALL_FILE = `${site.slug}-admissions.ics`;

/** The calendar's name and events, as ical.js reads the file. */
function calendarOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
    };
  });
  return { name: calendar.getFirstPropertyValue("x-wr-calname"), events };
}

for (const { code: locale } of locales) {
  const words = MESSAGES[locale].pages.join.dates;
  const eventOf = (date: (typeof DATES)[number]) => ({
    summary: MESSAGES[locale].common.calendar.event({ label: words.labels[date.slug] }),
    start: date.start,
    end: date.end,
    allDay: true,
  });
  /** The file a link of the Important Dates card downloads, by the link's name. */
  async function linked(name: string) {
    const page = await open(localePath(locale, "/join"));
    const link = page.getByRole("link", { name });
    expect(link.hasAttribute("download"), name).toBe(true);
    const path = link.getAttribute("href") ?? "";
    const response = await request(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get("content-type"), path).toBe("text/calendar; charset=utf-8");
    return { path, ...calendarOf(response.text) };
  }

  describe(`${localePath(locale, "/join")}: the admission dates as calendar files, in ${locale}`, () => {
    test("Add to calendar links one file with the four dates", async () => {
      const { path, name, events } = await linked(words.addAll);
      expect(path).toBe(localePath(locale, `/${ALL_FILE}`));
      expect(name).toBe(MESSAGES[locale].common.calendar.name);
      expect(events).toEqual(DATES.map(eventOf));
    });

    test("each date links a file of its own", async () => {
      for (const date of DATES) {
        const { path, events } = await linked(words.addOne({ label: words.labels[date.slug] }));
        expect(path).toBe(localePath(locale, `/calendar/${date.slug}.ics`));
        expect(events).toEqual([eventOf(date)]);
      }
      const missing = localePath(locale, "/calendar/no-such-date.ics");
      expect((await request(missing)).status, missing).toBe(404);
    });
  });
}
