import type { Page } from "@playwright/test";
import { WAIT_LIMIT } from "../../app/inline/island-loader.js";
import { expect, painted, test, waitForHydration, waitUntilInteractive } from "./fixtures";
import { report, throttle } from "./slow-phone-helpers";
import { expectMenu, menuToggle } from "./menu-helpers";
import {
  CLIENT_ENTRY,
  COUNT,
  TOUR,
  TOUR_CHUNK,
  card,
  counter,
  expectGrid,
  expectShowing,
  expectWaiting,
  hash,
  holdRequests,
  href,
  stubPhotos,
  tourButton,
  tourDialog,
} from "./tour-helpers";
import {
  TERMS,
  TOAST_TEXT,
  fillApplication,
  formField,
  submitButton,
  toasts,
} from "./form-helpers";

/**
 * A visitor on a slow phone taps every control as soon as it is painted, long before
 * the page's code has arrived. Lighthouse's mobile profile, applied for real through
 * the DevTools protocol: 150 ms round trips, 1.6 Mbps down, the CPU slowed 4×.
 * Nothing here is a timing budget: each test asserts what the visitor gets, and
 * prints how long it took (the figures vary with the machine).
 */

test.describe.configure({ timeout: 120_000 });

/** The page's clock (ms since navigation start). */
const pageClock = (page: Page) => page.evaluate(() => Math.round(performance.now()));

/** `at` (page clock) relative to the first contentful paint, e.g. "+412 ms" or "-20 ms". */
async function afterPaint(page: Page, at: number) {
  const paint = await page
    .waitForFunction(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? false,
    )
    .then((handle) => handle.jsonValue());
  const delta = Math.round(at - Number(paint));
  return `${delta >= 0 ? "+" : ""}${delta} ms after first paint`;
}

const isHydrated = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.dataset.hydrated === "true");

test.beforeEach(async ({ page }) => {
  await throttle(page);
});

type TourTimes = { click: number; open: number; frame: number; hydrated: boolean };

/**
 * Times a tap on Virtual Tour in the page itself: from its click (a capture listener
 * on window, the first to hear it) to the dialog's `open` (a mutation observer, the
 * microtask after the tour's inline lines call showModal) and to the frame after,
 * which paints it; and notes whether the tour's code had run by then.
 */
async function timeTourOpening(page: Page) {
  await page.addInitScript(() => {
    const times: Partial<TourTimes> = {};
    Object.assign(window, { tourTimes: times });
    addEventListener("click", () => (times.click ??= performance.now()), true);
    new MutationObserver(() => {
      const dialog = document.getElementById("tour");
      if (!(dialog instanceof HTMLDialogElement) || !dialog.open || times.open) return;
      times.open = performance.now();
      times.hydrated = !!dialog.closest("[data-hydrated]");
      requestAnimationFrame(() => (times.frame = performance.now()));
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["open"] });
  });
  return () =>
    page
      .waitForFunction(() => {
        const { tourTimes } = window as unknown as { tourTimes: Partial<TourTimes> };
        return tourTimes.frame !== undefined && tourTimes;
      })
      .then((handle) => handle.jsonValue() as Promise<TourTimes>);
}

test("Virtual Tour: a tap as soon as it is painted opens the tour before any script", async ({
  page,
}, testInfo) => {
  await stubPhotos(page, "failing");
  const code = await holdRequests(page, CLIENT_ENTRY);
  const times = await timeTourOpening(page);
  await page.goto("/", { waitUntil: "commit" });
  await tourButton(page).tap();
  const dialog = tourDialog(page);
  await expect(dialog).toBeVisible();
  await expectGrid(dialog);
  const { click, open, frame, hydrated } = await times();
  report(testInfo, {
    click: await afterPaint(page, click),
    "click to dialog open": `${Math.round(open - click)} ms`,
    "click to its frame": `${Math.round(frame - click)} ms (budget 100 ms)`,
  });
  // The tour's inline lines opened it: the page's code had not run (it is held back
  // here, as on a phone where it has not come yet, however late the tap).
  expect(hydrated, "the tour's code had run before the tour opened").toBe(false);
  // Once the code is there, the open tour is the same tour.
  code.release();
  await waitForHydration(page);
  await card(dialog, 2).tap();
  await expectShowing(dialog, 2);
});

/**
 * Times, in the page, a tap on a card: from its click to the frame that paints the
 * place "n of 6" (a mutation observer sees the counter appear).
 */
async function timeCardTap(page: Page) {
  await page.addInitScript((count: number) => {
    const times: { click?: number; shown?: number; frame?: number } = {};
    Object.assign(window, { cardTimes: times });
    addEventListener(
      "click",
      (event) => {
        if (event.target instanceof Element && event.target.closest('#tour a[href^="#tour-"]'))
          times.click ??= performance.now();
      },
      true,
    );
    const counter = new RegExp(`^\\d+ of ${count}$`);
    new MutationObserver(() => {
      if (times.click === undefined || times.shown !== undefined) return;
      const texts = [...(document.getElementById("tour")?.querySelectorAll("*") ?? [])];
      if (
        !texts.some((node) => node.childElementCount === 0 && counter.test(node.textContent ?? ""))
      )
        return;
      times.shown = performance.now();
      requestAnimationFrame(() => (times.frame = performance.now()));
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, COUNT);
  return () =>
    page
      .waitForFunction(() => {
        const { cardTimes } = window as unknown as {
          cardTimes: { click: number; shown?: number; frame?: number };
        };
        return cardTimes.frame !== undefined && cardTimes;
      })
      .then(
        (handle) => handle.jsonValue() as Promise<{ click: number; shown: number; frame: number }>,
      );
}

test("Virtual Tour: the first card, tapped half a second after the tour opened, shows at once", async ({
  page,
}, testInfo) => {
  await stubPhotos(page, "failing");
  const times = await timeCardTap(page);
  // A visitor who looks at the page before opening the tour: it has loaded and gone
  // quiet, so what it fetches ahead when idle has come.
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() =>
    document
      .getElementById("tour")
      ?.addEventListener("toggle", () => Object.assign(window, { openedAt: performance.now() }), {
        once: true,
      }),
  );
  await tourButton(page).tap();
  const dialog = tourDialog(page);
  await expect(dialog).toBeVisible();
  const box = await card(dialog, 0).boundingBox();
  if (!box) throw new Error("the card has no box");
  // The visitor's half second, looking at the grid, on the page's own clock; then the
  // tap itself, with no wait for the card to be ready.
  const { openedAt, now } = await page.evaluate(() => ({
    openedAt: (window as unknown as { openedAt: number }).openedAt,
    now: performance.now(),
  }));
  await page.waitForTimeout(Math.max(0, openedAt + 500 - now));
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await expectShowing(dialog, 0);
  const { click, shown, frame } = await times();
  report(testInfo, {
    "card tapped": `${Math.round(click - openedAt)} ms after the tour opened`,
    "tap to n of 6 in the page": `${Math.round(shown - click)} ms (budget 100 ms)`,
    "to its frame": `${Math.round(frame - click)} ms`,
  });
});

test("Virtual Tour: a card tapped before the code arrives is kept, and opens once it does", async ({
  page,
}, testInfo) => {
  await stubPhotos(page, "failing");
  const code = await holdRequests(page, CLIENT_ENTRY);
  const tour = await holdRequests(page, TOUR_CHUNK);
  await page.goto("/", { waitUntil: "commit" });
  const button = tourButton(page);
  await button.waitFor({ state: "visible" });
  await expectWaiting(button, false);
  await button.tap();
  const dialog = tourDialog(page);
  await expect(dialog).toBeVisible();
  const place = card(dialog, 1);
  const box = await place.boundingBox();
  if (!box) throw new Error("the card has no box");
  // Tapped twice, as an impatient visitor does.
  const tappedAt = await pageClock(page);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  expect(await isHydrated(page), "the taps come before the page's code").toBe(false);
  // The tap is not lost, and the card shows it: the place is on its way.
  await expectWaiting(place, true);
  expect(await hash(page)).toBe("#tour-2");
  await expect(counter(dialog)).toHaveCount(0);
  code.release();
  const releasedAt = await pageClock(page);
  // The page's code is there and asks for the tour's, which is held: still waiting, for
  // as long as a tap waits. On a busy machine the steps above may outlast that limit:
  // then the place has said so instead, and it still opens once its code is there.
  await expect.poll(() => tour.held.length, { timeout: 30_000 }).toBeGreaterThan(0);
  const withinLimit = (await pageClock(page)) - tappedAt < WAIT_LIMIT - 2000;
  if (withinLimit) await expectWaiting(place, true);
  else await expect(dialog.locator("[data-island-status]")).toHaveText(TOUR.notLoaded);
  tour.release();
  await expectShowing(dialog, 1);
  const openedAt = await pageClock(page);
  await expect(page.getByRole("dialog")).toHaveCount(1);
  report(testInfo, {
    taps: await afterPaint(page, tappedAt),
    "code released to place shown": `${openedAt - releasedAt} ms`,
    "as the code came": withinLimit ? "still waiting" : "past the wait limit, said so",
  });

  // Once open it behaves as always: Escape closes it and focus returns to the button.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await expect.poll(() => href(page)).not.toContain("#");
  await expect(dialog.locator("[data-waiting]")).toHaveCount(0);
});

for (const path of ["/", "/vision", "/life", "/join"]) {
  test(`menu on ${path}: tapped while loading, it says what it shows, then and after`, async ({
    page,
  }, testInfo) => {
    await page.goto(path, { waitUntil: "commit" });
    const toggle = menuToggle(page);
    await toggle.waitFor({ state: "visible" });
    const tappedAt = await pageClock(page);
    await toggle.tap();
    await expectMenu(page, true);
    // The page's code (where it has any) arrives while the menu is open; nothing changes.
    await waitUntilInteractive(page);
    await expectMenu(page, true);
    await page.keyboard.press("Escape");
    await expectMenu(page, false);
    await toggle.tap();
    await expectMenu(page, true);
    await toggle.tap();
    await expectMenu(page, false);
    report(testInfo, { tap: await afterPaint(page, tappedAt) });
  });
}

test("form: filled in and submitted while loading, it is answered once its code is there", async ({
  page,
}, testInfo) => {
  const requests: { method: string; url: URL; type: string }[] = [];
  page.on("request", (request) =>
    requests.push({
      method: request.method(),
      url: new URL(request.url()),
      type: request.resourceType(),
    }),
  );
  // Filling eight fields takes longer than the code takes to come, so the code is held
  // back until the visitor has pressed Submit.
  const code = await holdRequests(page, CLIENT_ENTRY);
  await page.goto("/join#apply", { waitUntil: "commit" });
  const first = formField(page, "firstName");
  await first.waitFor({ state: "visible" });
  const typingAt = await pageClock(page);
  await fillApplication(page);

  // Submitted without the terms, before the code is there: kept, then answered.
  const submit = submitButton(page);
  await expectWaiting(submit, false);
  await submit.tap();
  const submittedAt = await pageClock(page);
  expect(await isHydrated(page), "the submit comes before the page's code").toBe(false);
  await painted(page);
  await expect(toasts(page)).toHaveCount(0);
  // Kept, and the button shows that the answer is on its way.
  await expectWaiting(submit, true);
  code.release();
  const releasedAt = await pageClock(page);
  await expect(toasts(page)).toHaveText(TOAST_TEXT.termsRequired, { timeout: 60_000 });
  const answeredAt = await pageClock(page);
  await expectWaiting(submit, false);
  // Nothing typed was lost, nothing went anywhere.
  await expect(first).toHaveValue("Ada");
  await expect(formField(page, "currentGrade")).toHaveValue("9");
  await waitForHydration(page);

  await page.getByRole("checkbox", { name: TERMS }).check();
  await submit.tap();
  await expect(toasts(page)).toHaveText(TOAST_TEXT.submitted);
  // Never sent, never navigated, never in the address.
  await expect(page).toHaveURL(/\/join#apply$/);
  expect(requests.filter((request) => request.type === "document")).toHaveLength(1);
  expect(requests.filter((request) => request.method !== "GET" || request.url.search)).toEqual([]);
  report(testInfo, {
    typing: await afterPaint(page, typingAt),
    submit: await afterPaint(page, submittedAt),
    "code released to answer": `${answeredAt - releasedAt} ms`,
  });
});

test("form: how long after the first paint a submit is answered, at the earliest", async ({
  page,
}, testInfo) => {
  await page.goto("/join#apply", { waitUntil: "commit" });
  const submit = submitButton(page);
  await submit.waitFor({ state: "visible" });
  // Filled in at once, as a browser's autofill would, and sent straight away.
  await page.evaluate(() => {
    const values: Record<string, string> = {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      age: "14",
      currentGrade: "9",
      country: "Ireland",
      interests: "Engines",
      parentEmail: "parent@example.com",
    };
    for (const [name, value] of Object.entries(values)) {
      const field = document.querySelector<HTMLInputElement>(`#apply [name="${name}"]`);
      if (field) field.value = value;
    }
    document.querySelector<HTMLInputElement>('#apply [name="agreeTerms"]')?.click();
  });
  const submittedAt = await pageClock(page);
  await submit.tap();
  await expect(toasts(page)).toHaveText(TOAST_TEXT.submitted, { timeout: 60_000 });
  const answeredAt = await pageClock(page);
  report(testInfo, {
    submit: await afterPaint(page, submittedAt),
    answer: await afterPaint(page, answeredAt),
    "submit to answer": `${answeredAt - submittedAt} ms`,
  });
});
