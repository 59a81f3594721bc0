import { expect, painted, test } from "./fixtures";
import {
  COUNT,
  TOUR,
  TOUR_LINK,
  TOUR_ITEMS,
  withHostDown,
  dialogViolations,
  card,
  closeButton,
  counter,
  expectGrid,
  expectScrollLocked,
  expectFocusKeptIn,
  expectShowing,
  focusIsInDialog,
  hash,
  href,
  item,
  openCard,
  openTour,
  rootOverflow,
  stubPhotos,
  swipe,
  tap,
  toggle,
  tourButton,
  tourDialog,
  unbroken,
} from "./tour-helpers";

// The Virtual School Tour, on the phone; the tests tagged @pointer, whose answer a mouse
// changes (a click on the backdrop, a hover that runs the code), on the desktop too.

test.describe("Virtual Tour dialog", () => {
  // Some tests take many steps (every card, two dozen key presses); on a busy shared
  // machine 30 s is not always enough for them.
  test.describe.configure({ timeout: 90_000 });

  test(
    "modal: focus moves in, stays in; Escape returns it",
    { tag: "@motion" },
    async ({ page, isMobile }) => {
      await stubPhotos(page, "failing");
      const dialog = await openTour(page, isMobile);
      await expect(tourButton(page)).toHaveAttribute("aria-haspopup", "dialog");
      await expect(dialog).toHaveAttribute("aria-labelledby", /.+/);
      expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
      await expect.poll(() => focusIsInDialog(page)).toBe(true);

      await expectFocusKeptIn(page, COUNT + 6);

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(tourButton(page)).toBeFocused();
      // The browser fires `close` a frame or so after the dialog hides.
      await expect.poll(() => href(page)).not.toContain("#");
    },
  );

  test(
    "close button and backdrop close it; the page stays put",
    { tag: "@pointer" },
    async ({ page, isMobile }) => {
      await stubPhotos(page, "failing");
      const dialog = await expectScrollLocked(page, isMobile);

      await closeButton(dialog).click();
      await expect(dialog).toBeHidden();
      await expect(tourButton(page)).toBeFocused();
      expect(await rootOverflow(page)).not.toBe("hidden");

      if (!isMobile) {
        // A click on the backdrop (outside the panel) closes it too.
        await tourButton(page).click();
        await expect(dialog).toBeVisible();
        await page.mouse.click(10, 10);
        await expect(dialog).toBeHidden();
        await expect(tourButton(page)).toBeFocused();
      }
    },
  );

  test("starts in grid; each card is a link that opens its place", async ({ page, isMobile }) => {
    await stubPhotos(page, "failing");
    const dialog = await openTour(page, isMobile);
    await expect(toggle(dialog, "fullscreen")).toBeVisible();
    await expectGrid(dialog);

    // The category badges come from the gallery, one per item.
    const badges = dialog.getByRole("list", { name: TOUR.categoriesLabel }).getByRole("listitem");
    await expect(badges).toHaveText(TOUR_ITEMS.map((entry) => entry.category));

    for (const [index, entry] of TOUR_ITEMS.entries()) {
      const link = card(dialog, index);
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute("href", `#tour-${index + 1}`);
      await link.click();
      await expectShowing(dialog, index);
      await expect(dialog.getByText(entry.description)).toBeVisible();
      await expect(dialog.getByText(entry.category, { exact: true })).toBeVisible();
      await toggle(dialog, "grid").click();
      await expect(counter(dialog)).toHaveCount(0);
    }
  });

  test(
    "Previous/Next and arrow keys wrap both ways",
    { tag: "@motion" },
    async ({ page, isMobile }) => {
      await stubPhotos(page, "failing");
      const dialog = await openTour(page, isMobile);
      await openCard(dialog, COUNT - 1);
      await expect(counter(dialog)).toHaveAttribute("aria-live", "polite");

      const next = dialog.getByRole("button", { name: TOUR.next });
      const previous = dialog.getByRole("button", { name: TOUR.previous });
      await next.click();
      await expectShowing(dialog, 0); // 6 of 6 → 1 of 6
      await previous.click();
      await expectShowing(dialog, COUNT - 1); // 1 of 6 → 6 of 6
      await previous.click();
      await expectShowing(dialog, COUNT - 2);

      await page.keyboard.press("ArrowRight");
      await expectShowing(dialog, COUNT - 1);
      await page.keyboard.press("ArrowRight");
      await expectShowing(dialog, 0);
      await page.keyboard.press("ArrowLeft");
      await expectShowing(dialog, COUNT - 1);

      // In grid mode the arrow keys do not move the hidden position.
      await toggle(dialog, "grid").click();
      await page.keyboard.press("ArrowRight");
      await toggle(dialog, "fullscreen").click();
      await expectShowing(dialog, COUNT - 1);
    },
  );

  test("the toggle is a button named after the view it switches to", async ({ page, isMobile }) => {
    await stubPhotos(page, "failing");
    const dialog = await openTour(page, isMobile);
    const toFullscreen = toggle(dialog, "fullscreen");
    await expect(toggle(dialog, "grid")).toHaveCount(0);
    // A link underneath (so a tap before the code is kept), a button to everyone.
    await expect(toFullscreen).toHaveAttribute("href", "#tour-1");
    await toFullscreen.click();
    await expectShowing(dialog, 0);
    const toGrid = toggle(dialog, "grid");
    await expect(toGrid).toHaveAttribute("href", "#tour");
    // The same control, so focus stays put (soft: the steps after it still run).
    await expect.soft(toGrid, "focus stays on the toggle").toBeFocused();
    await toGrid.press("Space"); // a button answers Space, as a link would not
    await expect(card(dialog, 0)).toBeVisible();
    await expect(toFullscreen).toBeFocused();
    await toFullscreen.press("Enter");
    await expectShowing(dialog, 0);
    await expect.soft(toGrid, "focus stays on the toggle").toBeFocused();
  });

  test("reopening resumes where the visitor left off", async ({ page, isMobile }) => {
    await stubPhotos(page, "failing");
    const dialog = await openTour(page, isMobile);
    await openCard(dialog, 2);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await tap(tourButton(page), isMobile);
    await expectShowing(dialog, 2);
    await expect.poll(() => hash(page)).toBe("#tour-3");
  });

  // Touch screens only.
  test(
    "a horizontal swipe pages on touch screens",
    { tag: ["@touch", "@motion"] },
    async ({ page, isMobile }) => {
      await stubPhotos(page, "failing");
      const dialog = await openTour(page, isMobile);
      await openCard(dialog, 0);

      const photo = dialog.locator("[data-photo]");
      await swipe(page, photo, -120);
      await expectShowing(dialog, 1);
      await swipe(page, photo, 120);
      await expectShowing(dialog, 0);
      await swipe(page, photo, 120); // wraps: 1 of 6 → 6 of 6
      await expectShowing(dialog, COUNT - 1);
      await swipe(page, photo, -20); // too short to count
      await swipe(page, photo, 30, 160); // mostly vertical: a scroll, not a swipe
      await painted(page);
      await expectShowing(dialog, COUNT - 1);
    },
  );

  test("photos served: responsive, lazy, neighbours ahead", async ({ page, isMobile }) => {
    // The stock host's sizes; an uploaded photo's are the build's (tests/pseudo/own-photos.spec.ts).
    // The last one: a tap on Virtual Tour starts the first row's at once (tour-shim.js).
    const stock = TOUR_ITEMS.findLastIndex((entry) => entry.stock);
    test.skip(stock < 0, "no stop's photo is of the stock host");
    const requested = await stubPhotos(page, "served");
    const dialog = await openTour(page, isMobile);

    const cards = dialog.locator("ul a [data-photo]");
    await expect(cards).toHaveCount(COUNT);
    for (const photo of await cards.all()) {
      await photo.scrollIntoViewIfNeeded();
      await expect(photo).toHaveAttribute("data-photo", "loaded");
    }
    const grid = card(dialog, stock).locator("img");
    await expect(grid).toHaveAttribute("loading", "lazy");
    const srcset = (await grid.getAttribute("srcset")) ?? "";
    expect(srcset.split(",")).toHaveLength(4);
    expect(srcset).toMatch(/auto=format&fit=crop&w=\d+&h=\d+&q=\d+ \d+w/);
    expect(await grid.getAttribute("sizes")).toBeTruthy();
    expect(await grid.getAttribute("width")).toBe("800");
    expect(await grid.getAttribute("height")).toBe("600");
    expect(await unbroken(dialog)).toBe(true);

    await openCard(dialog, 2);
    const stage = dialog.locator("figure [data-photo]");
    await expect(stage).toHaveAttribute("data-photo", "loaded");
    await expect(stage.getByRole("img", { name: item(2).alt })).toBeVisible();
    expect(await unbroken(stage)).toBe(true);

    // The neighbours (2 of 6 and 4 of 6) are requested in the large size before anyone
    // asks: from the stock host (what this page records), or from the site.
    const stageRequest = async (index: number) =>
      item(index).stock
        ? requested.some(
            (url) => url.includes(item(index).photo) && /[?&]w=(640|960|1280|1600|1920)&/.test(url),
          )
        : page.evaluate(
            (photo) =>
              performance
                .getEntriesByType("resource")
                .some(
                  ({ name }) =>
                    name.includes(photo) && /-(640|960|1280|1600|1920)x\d+\./.test(name),
                ),
            item(index).photo,
          );
    await expect.poll(() => stageRequest(1)).toBe(true);
    await expect.poll(() => stageRequest(3)).toBe(true);
  });

  test("photos failing: designed fallback, tour still works", async ({ page, isMobile }) => {
    await stubPhotos(page, "failing");
    const dialog = await openTour(page, isMobile);

    // A stop of the stock host's, shown on the stage: the place that says its photo is out.
    const place = TOUR_ITEMS.findIndex((entry, index) => entry.stock && index > 0);
    test.skip(place < 0, "no stop after the first has a photo of the stock host");
    const cards = dialog.locator("ul a [data-photo]");
    await expect(cards).toHaveCount(COUNT);
    for (const [index, photo] of (await cards.all()).entries()) {
      await photo.scrollIntoViewIfNeeded();
      await expect(photo).toHaveAttribute("data-photo", withHostDown(index));
      if (withHostDown(index) === "failed") {
        await expect(photo.locator("svg")).toBeVisible(); // the category icon
        // A failed photo leaves no <img> behind, so nothing can draw a broken-image icon.
        await expect(photo.locator("img")).toHaveCount(0);
      }
    }

    await openCard(dialog, place);
    const stage = dialog.locator("figure [data-photo]");
    await expect(stage).toHaveAttribute("data-photo", "failed");
    await expect(stage.getByText(TOUR.photoUnavailable)).toBeVisible();
    await expect(stage.getByText(item(place).title)).toBeVisible();
    await expect(stage.getByRole("img", { name: item(place).alt, exact: false })).toBeVisible();
    await expect(stage.locator("img")).toHaveCount(0);

    const next = (place + 1) % COUNT;
    await dialog.getByRole("button", { name: TOUR.next }).click();
    await expectShowing(dialog, next);
    await expect(stage).toHaveAttribute("data-photo", withHostDown(next));
  });

  test(
    "its code runs when the visitor shows intent, not with the page",
    { tag: "@pointer" },
    async ({ page, isMobile }) => {
      await stubPhotos(page, "failing");
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      // Its code may be fetched ahead once the page is idle; it runs only when used.
      const hydrated = page.locator("[data-island][data-hydrated]", { has: page.locator("#tour") });
      await expect(hydrated).toHaveCount(0);
      // Pointing at Virtual Tour (desktop) or moving focus to it (phone, keyboard) runs it.
      await (isMobile ? tourButton(page).focus() : tourButton(page).hover());
      await expect(hydrated).toHaveCount(1);
      await expect(tourDialog(page)).toBeHidden();
      await tap(tourButton(page), isMobile);
      await expect(tourDialog(page)).toBeVisible();
    },
  );

  test("no motion under prefers-reduced-motion", async ({ page, isMobile }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await stubPhotos(page, "failing");
    const dialog = await openTour(page, isMobile);
    const panel = dialog.locator(":scope > div");
    expect(await panel.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
  });

  for (const photos of ["failing", "served"] as const) {
    test(`axe finds no violations in either mode (photos ${photos})`, async ({
      page,
      isMobile,
    }) => {
      await stubPhotos(page, photos);
      const dialog = await openTour(page, isMobile);
      expect(await dialogViolations(page, dialog), "grid mode").toEqual([]);
      await openCard(dialog, 1);
      expect(await dialogViolations(page, dialog), "fullscreen mode").toEqual([]);
    });
  }
});

test("without JavaScript, Virtual Tour leads to the tour, a section of the page", async ({
  staticPage: page,
}) => {
  await page.goto("/");
  await expect(tourButton(page)).toHaveCount(0);
  await page.getByRole("link", { name: TOUR_LINK, exact: true }).click();
  await expect(page).toHaveURL(/\/#tour$/);
  const section = page.locator("#tour");
  await expect(section.getByRole("heading", { name: TOUR.title })).toBeInViewport();
  for (const [index, entry] of TOUR_ITEMS.entries()) {
    const link = section.locator(`#tour-${index + 1}`); // the card is its place's anchor
    await expect(link).toHaveAccessibleName(new RegExp(entry.title));
    await expect(link.getByText(entry.category, { exact: true })).toBeVisible();
    await expect(link.locator("xpath=..").getByText(entry.description)).toBeVisible();
  }
  // Nothing offered that could not work: no close button, no toggle.
  await expect(section.getByRole("button")).toHaveCount(0);
  await expect(section.getByRole("link", { name: TOUR.showFullscreen })).toHaveCount(0);
});
