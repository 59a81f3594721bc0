import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { HOME_FEATURES, VISION_VALUES } from "../e2e/spec-texts";
import {
  DATETIMES,
  MESSAGES,
  PROSE,
  localePath,
  locales,
  site,
  specOr,
  writtenDates,
  type Locale,
} from "../e2e/site-data";
import { normalize } from "../support/languages";
import { open } from "./served";

// What each page shows, as served: the spec's cards, figures, steps, dates and lists,
// and what the pages about the site must say. The form and the tour, which code runs,
// are in tests/e2e.

type Queries = Awaited<ReturnType<typeof open>>;
const text = (element: Element | null | undefined) => normalize(element?.textContent ?? "");

/** The main content's section (region) that holds a card titled `title`. */
function sectionWithCard(page: Queries, title: string) {
  const sections = within(page.getByRole("main"))
    .getAllByRole("region")
    .filter((region) =>
      within(region)
        .queryAllByRole("heading", { level: 3 })
        .some((heading) => text(heading) === title),
    );
  expect(sections, `sections with the card "${title}"`).toHaveLength(1);
  return sections[0] as HTMLElement;
}

/** The section of the main content whose text mentions `topic` and that has cards. */
function sectionAbout(page: Queries, topic: RegExp) {
  const sections = within(page.getByRole("main"))
    .getAllByRole("region")
    .filter((region) => topic.test(text(region)))
    .filter((region) => within(region).queryAllByRole("heading", { level: 3 }).length > 0);
  expect(sections, `sections about ${topic}`).toHaveLength(1);
  return sections[0] as HTMLElement;
}

/** Cards with exactly these titles (all of them, if none given), in order, each described and with an icon. */
function expectCards(section: HTMLElement, titles?: string[], count?: number) {
  const headings = within(section).getAllByRole("heading", { level: 3 }).map(text);
  if (titles) expect(headings).toEqual(titles);
  if (count) expect(headings).toHaveLength(count);
  for (const card of within(section).getAllByRole("listitem")) {
    const title = text(within(card).getByRole("heading", { level: 3 }));
    expect(title.length, "card title").toBeGreaterThan(3);
    expect(
      text(card).replace(title, "").trim().length,
      `description of ${title}`,
    ).toBeGreaterThanOrEqual(40);
    expect(card.querySelector("svg"), `icon of ${title}`).not.toBeNull();
  }
}

/** Figures with exactly these values, in order, each with its own label. */
function expectStats(page: Queries, values: string[]) {
  const sections = within(page.getByRole("main"))
    .getAllByRole("region")
    .filter((region) => within(region).queryAllByRole("definition").length > 0);
  expect(sections).toHaveLength(1);
  const section = within(sections[0] as HTMLElement);
  expect(section.getAllByRole("definition").map(text)).toEqual(values);
  const labels = section.getAllByRole("term");
  expect(labels).toHaveLength(values.length);
  for (const label of labels) expect(text(label)).toMatch(/\w{3,}.*\w{3,}/);
}

test("Home: headline, hero actions, six feature cards and the call to action", async () => {
  const page = await open("/");
  const main = within(page.getByRole("main"));
  expect(main.getByRole("link", { name: "Discover Our Vision" }).getAttribute("href")).toBe(
    "/vision",
  );
  // A link to the tour's section; the tour's inline lines make it a button that opens a dialog.
  const tour = main.getByRole("link", { name: "Virtual Tour" });
  expect(tour.getAttribute("href")).toBe("#tour");
  expect(tour.hasAttribute("data-tour-resume")).toBe(true);
  expectCards(sectionWithCard(page, HOME_FEATURES[0] ?? ""), HOME_FEATURES);
  const cta = within(main.getByRole("region", { name: "Start Your Journey" }));
  expect(cta.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/join"]);
});

test("Our Vision: the unique approach, six core values and three stats", async () => {
  const page = await open("/vision");
  const approach = within(page.getByRole("main"))
    .getAllByRole("region")
    .filter((region) => /unique approach/i.test(text(region)));
  expect(approach).toHaveLength(1);
  expect(within(approach[0] as HTMLElement).getAllByRole("heading", { level: 2 })).toHaveLength(1);
  expect(text(approach[0]).length, "the statement").toBeGreaterThan(200);
  expectCards(sectionWithCard(page, "Purpose-Driven Learning"), VISION_VALUES);
  expectStats(page, ["100%", "50+", "∞"]);
  // Screen readers say the figure in words.
  expect(text(page.getByRole("img", { name: "Infinity" }))).toBe("∞");
});

// The two pages of cards and figures: the spec's first cards, then cards about a topic.
const CARD_PAGES = [
  {
    path: "/classrooms",
    name: "Smart Classrooms: four tools, three futuristic features and four stats",
    cards: [
      "AI Personal Tutor",
      "Holographic Displays",
      "VR Learning Pods",
      "Neural Interface Learning",
    ],
    more: /futuristic/i,
    stats: ["300%", "95%", "100%", "24/7"],
  },
  {
    path: "/life",
    name: "Life at School: four clubs, three achievements and four stats",
    cards: [
      "Robotics & AI Lab",
      "Virtual Sports League",
      "Creative Arts Studio",
      "Innovation Incubator",
    ],
    more: /achievement/i,
    stats: ["150+", "500+", "50M+", "95%"],
  },
];

for (const { path, name, cards, more, stats } of CARD_PAGES) {
  test(name, async () => {
    const page = await open(path);
    expectCards(sectionWithCard(page, cards[0] ?? ""), cards);
    expectCards(sectionAbout(page, more), undefined, 3);
    expectStats(page, stats);
  });
}

describe("Join Us", () => {
  test("the badge, and the three steps in order, as a list", async () => {
    const main = within((await open("/join")).getByRole("main"));
    expect(text(main.getByText("Applications Open for 2025"))).toBe("Applications Open for 2025");
    const titles = ["Submit Application", "Virtual Interview", "Welcome Aboard"];
    const steps = main
      .getAllByRole("list")
      .filter((list) => text(list).includes("Submit Application"));
    expect(steps).toHaveLength(1);
    const items = within(steps[0] as HTMLElement).getAllByRole("listitem");
    expect(items.map((item) => text(within(item).getByRole("heading")))).toEqual(
      titles.map((title, index) =>
        expect.stringMatching(new RegExp(`${index + 1}.*${title}$|${title}$`)),
      ),
    );
    for (const [index, item] of items.entries()) {
      expect(
        text(item)
          .replace(titles[index] ?? "", "")
          .trim().length,
      ).toBeGreaterThan(40);
    }
  });

  test("What We Look For: a list of five traits", async () => {
    const traits = within((await open("/join")).getByRole("region", { name: "What We Look For" }));
    const items = within(traits.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(5);
    for (const item of items) expect(text(item)).toMatch(/\w{3,}.*\w{3,}/);
  });

  test("the contact block: the admissions e-mail and two info items", async () => {
    const main = within((await open("/join")).getByRole("main"));
    const email = main.getByRole("link", { name: site.email });
    expect(email.getAttribute("href")).toBe(`mailto:${site.email}`);
    const contact = main
      .getAllByRole("region")
      .filter((region) => within(region).queryAllByRole("link", { name: site.email }).length > 0);
    expect(contact).toHaveLength(1);
    const block = within(contact[0] as HTMLElement);
    expect(block.getAllByRole("heading", { level: 2 })).toHaveLength(1);
    const items = block.getAllByRole("listitem");
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(within(item).getAllByRole("heading")).toHaveLength(1);
      expect(text(item).length).toBeGreaterThan(30);
    }
  });
});

// The spec's four dates, in its English, and in every other language as Intl writes them;
// the labels from the copy. Each row pairs a label (term) with its date, each day in
// <time datetime>.
const SLUGS = ["application-deadline", "interviews", "admission-results", "academic-year-starts"];
function datesIn(locale: Locale): [title: string, labels: (string | RegExp)[], texts: string[]] {
  const copy = MESSAGES[locale].pages.join.dates;
  return specOr<[string, (string | RegExp)[], string[]]>(
    locale,
    [
      "Important Dates",
      [/deadline/i, /interview/i, /results/i, /academic year/i],
      writtenDates(locale),
    ],
    () => [
      copy.title,
      SLUGS.map((slug) => copy.labels[slug as keyof typeof copy.labels]),
      writtenDates(locale),
    ],
  );
}

for (const { code: locale } of locales) {
  const [title, labels, texts] = datesIn(locale);
  test(`Join Us (${locale}): Important Dates, four dates readable by people and machines`, async () => {
    const dates = within(
      (await open(localePath(locale, "/join"))).getByRole("region", { name: title }),
    );
    const terms = dates.getAllByRole("term");
    expect(terms).toHaveLength(labels.length);
    for (const [index, label] of labels.entries()) {
      const term = terms[index] as HTMLElement;
      if (typeof label === "string") expect(text(term)).toBe(label);
      else expect(text(term)).toMatch(label);
      const date = term.parentElement?.querySelector("dd");
      expect(text(date), String(label)).toBe(texts[index]);
      const days = Array.from(date?.querySelectorAll("time") ?? [], (time) =>
        time.getAttribute("datetime"),
      );
      expect(days, String(label)).toEqual(DATETIMES[index]);
    }
  });
}

/** What each page about the site must say or link, beyond its sections. */
const LEGAL: Record<
  "privacy" | "terms" | "accessibility",
  (main: Queries, locale: Locale) => void
> = {
  // The one outside service, by name, and where to write.
  privacy: (main) => {
    expect(text(main.getByRole("heading", { level: 1 }).closest("main"))).toMatch(
      /images\.unsplash\.com/,
    );
    expectMailto(main);
  },
  // The font's licence, and the photos' licence as a link.
  terms: (main) => {
    expect(text(main.getByRole("heading", { level: 1 }).closest("main"))).toMatch(/\(OFL\)/);
    expect(main.getByRole("link", { name: "Unsplash License" }).getAttribute("href")).toBe(
      "https://unsplash.com/license",
    );
  },
  // The standard, and how to report a problem: under that heading, an e-mail link.
  accessibility: (main, locale) => {
    expect(text(main.getByRole("heading", { level: 1 }).closest("main"))).toMatch(
      /WCAG\)? 2\.2\b.*\bAA\b/,
    );
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
      const main = within((await open(localePath(locale, `/${id}`))).getByRole("main"));
      expect(document.documentElement.lang).toBe(locale);
      expect(text(main.getByRole("heading", { level: 1 }))).toBe(copy.title);
      const titles = copy.sections.map((section) => section.title);
      expect(main.getAllByRole("heading", { level: 2 }).map(text)).toEqual(titles);
      for (const title of titles) {
        const region = main.getByRole("region", { name: title });
        expect(text(region).length, title).toBeGreaterThan(title.length + 60);
      }
      says(main as Queries, locale);
    });
  }
}
