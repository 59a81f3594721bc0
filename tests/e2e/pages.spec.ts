import type { Locator, Page } from "@playwright/test";
import { expect, test, waitUntilInteractive } from "./fixtures";
import { HOME_FEATURES, VISION_VALUES } from "./spec-texts";
import {
  DATETIMES,
  MESSAGES,
  PROSE,
  escapeRegExp,
  localePath,
  locales,
  site,
  specOr,
  writtenDates,
  type Locale,
} from "./site-data";

// What each page shows (Join Us without its form), and the pages about the site itself.

/** The section of the main content that holds the card titled `title`. */
function sectionWithCard(page: Page, title: string): Locator {
  return page
    .getByRole("main")
    .getByRole("region")
    .filter({ has: page.getByRole("heading", { level: 3, name: title, exact: true }) });
}

/** Cards with exactly these titles, in order, each with a description (and an icon). */
async function expectCards(section: Locator, titles: string[], { icons = true } = {}) {
  await expect(section).toHaveCount(1);
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(titles);
  for (const title of titles) {
    const card = section
      .getByRole("listitem")
      .filter({ has: section.page().getByRole("heading", { level: 3, name: title, exact: true }) });
    await expect(card, title).toHaveCount(1);
    await expect(card, title).toBeVisible();
    const description = (await card.innerText()).replace(title, "").trim();
    expect(description.length, `description of ${title}`).toBeGreaterThanOrEqual(40);
    if (icons) await expect(card.locator("svg").first(), `icon of ${title}`).toBeVisible();
  }
}

/** Cards of the section whose text mentions `topic`: `count` of them, each described. */
async function expectCardsAbout(page: Page, topic: RegExp, count: number) {
  const section = page
    .getByRole("main")
    .getByRole("region")
    .filter({ hasText: topic })
    .filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(section).toHaveCount(1);
  const titles = await section.getByRole("heading", { level: 3 }).allInnerTexts();
  expect(titles).toHaveLength(count);
  for (const title of titles) expect(title.trim().length, "card title").toBeGreaterThan(3);
  await expectCards(section, titles);
}

/** Figures with exactly these values, in order, each with its own label. */
async function expectStats(page: Page, values: string[]) {
  const section = page
    .getByRole("main")
    .getByRole("region")
    .filter({ has: page.getByRole("definition") });
  await expect(section).toHaveCount(1);
  await expect(section.getByRole("definition")).toHaveText(values);
  const labels = section.getByRole("term");
  await expect(labels).toHaveCount(values.length);
  for (const label of await labels.all()) {
    await expect(label).toBeVisible();
    await expect(label).toHaveText(/\w{3,}.*\w{3,}/);
  }
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitUntilInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
}

test("Home: headline, hero actions, six feature cards and the call to action", async ({ page }) => {
  await open(page, "/");
  const main = page.getByRole("main");

  const discover = main.getByRole("link", { name: "Discover Our Vision" });
  await expect(discover).toBeVisible();
  await expect(discover).toHaveAttribute("href", "/vision");
  // A link to the tour's section, made a button that opens a dialog by the tour's inline lines.
  const tour = main.getByRole("button", { name: "Virtual Tour", exact: true });
  await expect(tour).toBeVisible();
  await expect(tour).toHaveAttribute("href", "#tour");
  await expect(tour).toHaveAttribute("aria-haspopup", "dialog");

  await expectCards(sectionWithCard(page, HOME_FEATURES[0] ?? ""), HOME_FEATURES);

  const cta = main.getByRole("region", { name: "Start Your Journey" });
  await expect(cta.getByRole("heading", { name: "Start Your Journey" })).toBeVisible();
  const apply = cta.getByRole("link");
  await expect(apply).toHaveCount(1);
  await expect(apply).toHaveAttribute("href", "/join");

  await apply.click();
  await expect(page).toHaveURL("/join");
  await expect(main.getByText("Applications Open for 2025")).toBeVisible();
  await page.goBack();
  await discover.click();
  await expect(page).toHaveURL("/vision");
  await expect(main.getByRole("heading", { name: "Purpose-Driven Learning" })).toBeVisible();
});

test("Our Vision: the unique approach, six core values and three stats", async ({ page }) => {
  await open(page, "/vision");
  const main = page.getByRole("main");

  const approach = main.getByRole("region").filter({ hasText: /unique approach/i });
  await expect(approach).toHaveCount(1);
  await expect(approach.getByRole("heading", { level: 2 })).toBeVisible();
  expect((await approach.innerText()).length, "the statement").toBeGreaterThan(200);

  await expectCards(sectionWithCard(page, "Purpose-Driven Learning"), VISION_VALUES);

  await expectStats(page, ["100%", "50+", "∞"]);
  const infinity = main.getByRole("img", { name: "Infinity" });
  await expect(infinity).toBeVisible();
  await expect(infinity).toHaveText("∞");
});

test("Smart Classrooms: four tools, three futuristic features and four stats", async ({ page }) => {
  await open(page, "/classrooms");
  await expectCards(sectionWithCard(page, "AI Personal Tutor"), [
    "AI Personal Tutor",
    "Holographic Displays",
    "VR Learning Pods",
    "Neural Interface Learning",
  ]);
  await expectCardsAbout(page, /futuristic/i, 3);
  await expectStats(page, ["300%", "95%", "100%", "24/7"]);
});

test("Life at School: four clubs, three achievements and four stats", async ({ page }) => {
  await open(page, "/life");
  await expectCards(sectionWithCard(page, "Robotics & AI Lab"), [
    "Robotics & AI Lab",
    "Virtual Sports League",
    "Creative Arts Studio",
    "Innovation Incubator",
  ]);
  await expectCardsAbout(page, /achievement/i, 3);
  await expectStats(page, ["150+", "500+", "50M+", "95%"]);
});

test.describe("Join Us", () => {
  test.beforeEach(async ({ page }) => open(page, "/join"));

  test("badge and the three steps, in order, as a list", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main.getByText("Applications Open for 2025", { exact: true })).toBeVisible();

    const steps = main
      .getByRole("list")
      .filter({ has: page.getByRole("heading", { name: /Submit Application/ }) });
    await expect(steps).toHaveCount(1);
    await expect(steps.getByRole("listitem")).toHaveCount(3);
    const titles = ["Submit Application", "Virtual Interview", "Welcome Aboard"];
    await expect(steps.getByRole("heading")).toHaveText(
      titles.map((title) => new RegExp(`${escapeRegExp(title)}$`)),
    );
    for (const [index, title] of titles.entries()) {
      const step = steps.getByRole("listitem").nth(index);
      await expect(step).toBeVisible();
      const text = (await step.innerText()).replace(title, "").trim();
      expect(text.length, `description of ${title}`).toBeGreaterThan(40);
    }
  });

  test("What We Look For: a list of five traits", async ({ page }) => {
    const traits = page.getByRole("main").getByRole("region", { name: "What We Look For" });
    await expect(traits).toBeVisible();
    const items = traits.getByRole("list").getByRole("listitem");
    await expect(items).toHaveCount(5);
    for (const item of await items.all()) {
      await expect(item).toBeVisible();
      await expect(item).toHaveText(/\w{3,}.*\w{3,}/);
    }
  });

  test("contact block: the admissions e-mail and two info items", async ({ page }) => {
    const main = page.getByRole("main");
    const email = main.getByRole("link", { name: site.email });
    await expect(email).toHaveCount(1);
    await expect(email).toBeVisible();
    await expect(email).toHaveAttribute("href", `mailto:${site.email}`);

    const contact = main
      .getByRole("region")
      .filter({ has: page.getByRole("link", { name: site.email }) });
    await expect(contact).toHaveCount(1);
    await expect(contact.getByRole("heading", { level: 2 })).toBeVisible();
    const items = contact.getByRole("listitem");
    await expect(items).toHaveCount(2);
    for (const item of await items.all()) {
      await expect(item.getByRole("heading")).toBeVisible();
      expect((await item.innerText()).length).toBeGreaterThan(30);
    }
  });
});

// The spec's four dates, in its English, and in every other language as Intl writes them
// (Spanish also written out here); the labels from the copy. A row of the list pairs each
// label (term) with its date, each day in <time datetime>.
const SLUGS = ["application-deadline", "interviews", "admission-results", "academic-year-starts"];
function datesIn(locale: Locale): [title: string, labels: (string | RegExp)[], texts: string[]] {
  const copy = MESSAGES[locale].pages.join.dates;
  const texts = writtenDates(locale);
  return specOr<[string, (string | RegExp)[], string[]]>(
    locale,
    ["Important Dates", [/deadline/i, /interview/i, /results/i, /academic year/i], texts],
    () => [copy.title, SLUGS.map((slug) => copy.labels[slug as keyof typeof copy.labels]), texts],
  );
}

for (const { code: locale } of locales) {
  const [title, labels, texts] = datesIn(locale);
  test(`Join Us (${locale}): Important Dates, four dates readable by people and machines`, async ({
    page,
  }) => {
    await open(page, localePath(locale, "/join"));
    const dates = page.getByRole("main").getByRole("region", { name: title });
    await expect(dates.getByRole("term")).toHaveCount(labels.length);
    for (const [index, label] of labels.entries()) {
      const term = page.getByRole("term").filter({ hasText: label });
      await expect(dates.locator(term), String(label)).toBeVisible();
      const row = dates.locator("dl > div").filter({ has: term });
      const date = row.getByRole("definition").filter({ has: page.locator("time") });
      await expect(date, String(label)).toHaveText(texts[index] ?? "");
      const days = DATETIMES[index] ?? [];
      await expect(date.locator("time"), String(label)).toHaveCount(days.length);
      for (const [n, day] of days.entries())
        await expect(date.locator("time").nth(n)).toHaveAttribute("datetime", day);
    }
  });
}

/** What each page about the site must say or link, beyond its sections. */
type Says = (main: Locator, locale: Locale) => Promise<void>;
const LEGAL: Record<"privacy" | "terms" | "accessibility", Says> = {
  // The one outside service, by name, and where to write.
  privacy: async (main) => {
    await expect(main.getByText(/images\.unsplash\.com/)).toBeVisible();
    await expectMailto(main);
  },
  // The font's licence, and the photos' licence as a link.
  terms: async (main) => {
    await expect(main.getByText(/\(OFL\)/)).toBeVisible();
    const license = main.getByRole("link", { name: "Unsplash License" });
    await expect(license).toBeVisible();
    await expect(license).toHaveAttribute("href", "https://unsplash.com/license");
  },
  // The standard, and how to report a problem: under that heading, an e-mail link.
  accessibility: async (main, locale) => {
    await expect(main.getByText(/WCAG\)? 2\.2\b.*\bAA\b/)).toBeVisible();
    const report = PROSE[locale].accessibility.sections.find((s) => s.id === "report-heading");
    await expectMailto(main.getByRole("region", { name: report?.title ?? "(no report section)" }));
  },
};

/** The admissions e-mail as a link that writes to it. */
async function expectMailto(scope: Locator) {
  const email = scope.getByRole("link", { name: site.email, exact: true }).first();
  await expect(email).toBeVisible();
  await expect(email).toHaveAttribute("href", `mailto:${site.email}`);
}

for (const { code: locale } of locales) {
  for (const [id, says] of Object.entries(LEGAL) as [keyof typeof LEGAL, Says][]) {
    const copy = PROSE[locale][id];
    test(`${localePath(locale, `/${id}`)}: its heading, its sections and what it must say`, async ({
      page,
    }) => {
      await open(page, localePath(locale, `/${id}`));
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(copy.title);
      const titles = copy.sections.map((section) => section.title);
      await expect(main.getByRole("heading", { level: 2 })).toHaveText(titles);
      for (const title of titles) {
        const region = main.getByRole("region", { name: title, exact: true });
        await expect(region, title).toBeVisible();
        expect((await region.innerText()).length, title).toBeGreaterThan(title.length + 60);
      }
      await says(main, locale);
    });
  }
}
