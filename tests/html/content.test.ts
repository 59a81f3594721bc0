import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { classroomsSections } from "../../app/content/classrooms";
import { homeFeatures } from "../../app/content/home";
import { contactInfo, joinSteps, traits } from "../../app/content/join";
import { lifeSections } from "../../app/content/life";
import type { TopicSection } from "../../app/content/types";
import { visionSections } from "../../app/content/vision";
import {
  DATE_DAYS,
  MESSAGES,
  STOCK_HOST_USED,
  defaultLocale,
  escapeRegExp,
  PROSE,
  localePath,
  locales,
  site,
  tourStops,
  writtenDates,
  type Locale,
} from "../e2e/site-data";
import { normalize } from "../support/languages";
import { open } from "./served";

// What each page shows, as served, in every language: its cards, figures, steps, dates
// and lists in their order, each with the words of that language's catalog, and what
// the pages about the site must say. The spec's own words are the build's to check
// (app/content/spec-words.ts); the form and the tour, which code runs, are in tests/e2e.

type Queries = Awaited<ReturnType<typeof open>>;
const text = (element: Element | null | undefined) => normalize(element?.textContent ?? "");

/** The main content's section (region) named `name`. */
const section = (page: Queries, name: string) =>
  within(page.getByRole("main")).getByRole("region", { name: normalize(name) });
const region = (page: Queries, name: string) => within(section(page, name));

/** Cards with exactly these titles and texts, in order, each with an icon. */
function expectCards(shown: ReturnType<typeof region>, cards: { title: string; text: string }[]) {
  const items = shown.getAllByRole("listitem");
  expect(items.map((item) => text(within(item).getByRole("heading", { level: 3 })))).toEqual(
    cards.map(({ title }) => normalize(title)),
  );
  for (const [index, item] of items.entries()) {
    expect(text(item)).toContain(normalize(cards[index]?.text ?? ""));
    expect(item.querySelector("svg"), `icon of ${cards[index]?.title}`).not.toBeNull();
  }
}

/** A page's lists of cards and figures (app/content/<page>.ts), each shown in its section. */
function expectTopicSections(
  page: Queries,
  sections: readonly TopicSection[],
  copy: Record<string, { title: string; items: Record<string, unknown> }>,
) {
  for (const list of sections) {
    const words = copy[list.id];
    if (!words) throw new Error(`No words for the section ${list.id}`);
    const shown = region(page, words.title);
    const items = list.items.map(({ id }) => words.items[id] as Record<string, string>);
    if (list.kind === "cards") {
      expectCards(shown, items as { title: string; text: string }[]);
    } else if (list.kind === "stats") {
      // The figures, the same in every language, each with its label; said in words if it has them.
      expect(shown.getAllByRole("definition").map(text)).toEqual(
        list.items.map(({ value }) => value),
      );
      expect(shown.getAllByRole("term").map(text)).toEqual(
        items.map(({ label }) => normalize(label ?? "")),
      );
      for (const [index, { spoken }] of items.entries())
        if (spoken)
          expect(text(shown.getByRole("img", { name: spoken }))).toBe(list.items[index]?.value);
    } else {
      const paragraphs = text(section(page, words.title));
      for (const item of items) expect(paragraphs).toContain(normalize(item.text ?? ""));
    }
  }
}

for (const { code: locale } of locales) {
  const { pages } = MESSAGES[locale];
  const at = (path: string) => open(localePath(locale, path));

  describe(`in ${locale}`, () => {
    test("Home: the hero's actions, the feature cards in order, the call to action", async () => {
      const page = await at("/");
      const main = within(page.getByRole("main"));
      const { hero, features, featuresIntro } = pages.home;
      const discover = main.getByRole("link", { name: hero.discover });
      expect(discover.getAttribute("href")).toBe(localePath(locale, "/vision"));
      // A link to the tour's section; the tour's inline lines make it a button that opens a dialog.
      const tourLink = main.getByRole("link", { name: hero.tour });
      expect(tourLink.getAttribute("href")).toBe("#tour");
      expect(tourLink.hasAttribute("data-tour-resume")).toBe(true);
      expectCards(
        region(page, featuresIntro.title),
        homeFeatures.map(({ id }) => features[id]),
      );
      // Every feature of the copy is shown: the list and the words hold the same cards.
      expect(homeFeatures.map(({ id }) => id)).toEqual(Object.keys(features));
      const cta = region(page, MESSAGES[locale].common.cta.title);
      expect(cta.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
        localePath(locale, "/join"),
      ]);
    });

    for (const [path, sections, copy] of [
      ["/vision", visionSections, pages.vision.sections],
      ["/classrooms", classroomsSections, pages.classrooms.sections],
      ["/life", lifeSections, pages.life.sections],
    ] as const) {
      test(`${path}: its sections' cards, texts and figures, in order`, async () => {
        expectTopicSections(await at(path), sections, copy);
      });
    }

    test("Join Us: the badge, the steps in order, what we look for and the contact block", async () => {
      const page = await at("/join");
      const main = within(page.getByRole("main"));
      const { hero, stepsIntro, steps, traitsIntro, contactIntro } = pages.join;
      expect(text(main.getByRole("heading", { level: 1 }).closest("section"))).toContain(
        normalize(hero.eyebrow),
      );
      const stepItems = region(page, stepsIntro.title).getAllByRole("listitem");
      expect(stepItems.map((item) => text(within(item).getByRole("heading")))).toEqual(
        joinSteps.map((id, index) =>
          expect.stringMatching(
            new RegExp(`${index + 1}.*${escapeRegExp(normalize(steps[id].title))}$`),
          ),
        ),
      );
      for (const [index, id] of joinSteps.entries())
        expect(text(stepItems[index])).toContain(normalize(steps[id].text));
      const traitItems = region(page, traitsIntro.title).getAllByRole("listitem").map(text);
      expect(traitItems).toEqual(traits.map((id) => normalize(pages.join.traits[id])));
      const contact = region(page, contactIntro.title);
      expect(contact.getByRole("link", { name: site.email }).getAttribute("href")).toBe(
        `mailto:${site.email}`,
      );
      expect(
        contact.getAllByRole("listitem").map((item) => text(within(item).getByRole("heading"))),
      ).toEqual(contactInfo.map(({ id }) => normalize(pages.join.contactInfo[id].title)));
    });

    test("Join Us: Important Dates, each label with its date, readable by people and machines", async () => {
      const { dates } = pages.join;
      const card = region(await at("/join"), dates.title);
      const terms = card.getAllByRole("term");
      expect(terms.map(text)).toEqual(Object.values(dates.labels).map(normalize));
      const written = writtenDates(locale);
      for (const [index, term] of terms.entries()) {
        const date = term.parentElement?.querySelector("dd");
        expect(text(date)).toBe(written[index]);
        const days = Array.from(date?.querySelectorAll("time") ?? [], (time) =>
          time.getAttribute("datetime"),
        );
        expect(days).toEqual(DATE_DAYS[index]);
      }
    });
  });
}

/** Where the tour's photos come from, beside the site: the stock host, if a stop uses it. */
const PHOTO_HOSTS = [
  ...new Set(
    tourStops(defaultLocale).flatMap(({ source }) =>
      source.kind === "stock" ? [new URL(source.src).host] : [],
    ),
  ),
];

/** What each page about the site must say or link, beyond its sections. */
const LEGAL: Record<
  "privacy" | "terms" | "accessibility",
  (main: Queries, locale: Locale) => void
> = {
  // The one outside service, with a link to its own policy, and where to write.
  privacy: (main) => {
    const sites = main
      .getAllByRole("link")
      .map((link) => new URL(link.getAttribute("href") ?? "", "https://site.invalid").host);
    for (const host of PHOTO_HOSTS)
      expect(
        sites.some((site) => host.endsWith(`.${site}`)),
        host,
      ).toBe(true);
    expectMailto(main);
  },
  // The font's licence and the photos' licence, as links.
  terms: (main) => {
    const links = main.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(links).toContain("https://openfontlicense.org/open-font-license-official-text/");
    // The stock photos' licence, while a stop uses them.
    expect(links.includes("https://unsplash.com/license")).toBe(STOCK_HOST_USED);
  },
  // How to report a problem: under that heading (its anchor, which links name), an e-mail link.
  accessibility: (main, locale) => {
    const report = PROSE[locale].accessibility.sections.find((s) => s.id === "report-heading");
    expectMailto(
      within(main.getByRole("region", { name: report?.title ?? "(no report section)" })),
    );
  },
};

/** The admissions e-mail as a link that writes to it. */
function expectMailto(scope: Queries) {
  const [email] = scope.getAllByRole("link", { name: site.email });
  expect(email?.getAttribute("href")).toBe(`mailto:${site.email}`);
}

for (const { code: locale } of locales) {
  for (const [id, says] of Object.entries(LEGAL) as [
    keyof typeof LEGAL,
    (typeof LEGAL)["privacy"],
  ][]) {
    const copy = PROSE[locale][id];
    test(`${localePath(locale, `/${id}`)}: its heading, its sections and what it must say`, async () => {
      const page = await open(localePath(locale, `/${id}`));
      const main = within(page.getByRole("main"));
      expect(text(main.getByRole("heading", { level: 1 }))).toBe(normalize(copy.title));
      const titles = copy.sections.map((section) => normalize(section.title));
      expect(main.getAllByRole("heading", { level: 2 }).map(text)).toEqual(titles);
      says(page, locale);
    });
  }
}
