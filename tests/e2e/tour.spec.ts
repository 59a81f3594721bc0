import AxeBuilder from "@axe-core/playwright";
import { galleryItems } from "../../app/content/gallery";
import { expect, test, waitForHydration } from "./fixtures";
import {
  AXE_TAGS,
  COUNT,
  counter,
  expectScrollLocked,
  expectShowing,
  focusIsInDialog,
  item,
  openCard,
  openTour,
  rootOverflow,
  settle,
  stubPhotos,
  swipe,
  tourButton,
  tourDialog,
  unbroken,
} from "./tour-helpers";

// The Virtual School Tour. Every test runs in the phone and the desktop project.

test.describe("Virtual Tour dialog", () => {
  // Some tests take many steps (every card, two dozen key presses); on a busy shared
  // machine 30 s is not always enough for them.
  test.describe.configure({ timeout: 90_000 });

  test("modal: focus moves in, stays in; Escape returns it", async ({ page, isMobile }) => {
    await stubPhotos(page, "failing");
    const dialog = await openTour(page, isMobile);
    await expect(dialog).toHaveAttribute("aria-labelledby", /.+/);
    expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
    await expect.poll(() => focusIsInDialog(page)).toBe(true);

    // More presses than the dialog has controls: focus has to wrap, in both directions.
    for (let press = 0; press < COUNT + 6; press += 1) {
      await page.keyboard.press("Tab");
      expect(await focusIsInDialog(page), `after Tab ${press + 1}`).toBe(true);
    }
    for (let press = 0; press < COUNT + 6; press += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusIsInDialog(page), `after Shift+Tab ${press + 1}`).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(tourButton(page)).toBeFocused();
  });

  test("close button and backdrop close it; the page stays put", async ({ page, isMobile }) => {
    await stubPhotos(page, "failing");
    const dialog = await expectScrollLocked(page, isMobile);

    await dialog.getByRole("button", { name: "Close tour" }).click();
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
  });

  test("starts in grid; each card button opens its item", async ({ page, isMobile }) => {
    await stubPhotos(page, "failing");
    const dialog = await openTour(page, isMobile);
    await expect(dialog.getByRole("button", { name: "Show fullscreen" })).toBeVisible();
    await expect(counter(dialog)).toHaveCount(0);

    // The category badges come from the gallery, one per item.
    const badges = dialog.getByRole("list", { name: "Categories" }).getByRole("listitem");
    await expect(badges).toHaveText(galleryItems.map((entry) => entry.category));

    for (const [index, entry] of galleryItems.entries()) {
      const card = dialog.getByRole("button", { name: entry.title });
      await expect(card).toHaveCount(1);
      expect(await card.evaluate((element) => element.tagName)).toBe("BUTTON");
      await card.click();
      await expectShowing(dialog, index);
      await expect(dialog.getByText(entry.description)).toBeVisible();
      await expect(dialog.getByText(entry.category, { exact: true })).toBeVisible();
      await dialog.getByRole("button", { name: "Show grid" }).click();
      await expect(counter(dialog)).toHaveCount(0);
    }
  });

  test("Previous/Next and arrow keys wrap both ways", async ({ page, isMobile }) => {
    await stubPhotos(page, "failing");
    const dialog = await openTour(page, isMobile);
    await openCard(dialog, COUNT - 1);
    await expect(counter(dialog)).toHaveAttribute("aria-live", "polite");

    const next = dialog.getByRole("button", { name: "Next image" });
    const previous = dialog.getByRole("button", { name: "Previous image" });
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
    await dialog.getByRole("button", { name: "Show grid" }).click();
    await page.keyboard.press("ArrowRight");
    await dialog.getByRole("button", { name: "Show fullscreen" }).click();
    await expectShowing(dialog, COUNT - 1);
  });

  test("the toggle names the view it switches to", async ({ page, isMobile }) => {
    await stubPhotos(page, "failing");
    const dialog = await openTour(page, isMobile);
    const toFullscreen = dialog.getByRole("button", { name: "Show fullscreen" });
    await expect(dialog.getByRole("button", { name: "Show grid" })).toHaveCount(0);
    await toFullscreen.click();
    await expectShowing(dialog, 0);
    const toGrid = dialog.getByRole("button", { name: "Show grid" });
    await expect(toGrid).toBeFocused(); // the same button, so focus stays put
    await toGrid.click();
    await expect(dialog.getByRole("button", { name: item(0).title })).toBeVisible();
    await expect(toFullscreen).toBeFocused();
  });

  test("reopening resumes where the visitor left off", async ({ page, isMobile }) => {
    await stubPhotos(page, "failing");
    const dialog = await openTour(page, isMobile);
    await openCard(dialog, 2);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await tourButton(page).click();
    await expectShowing(dialog, 2);
  });

  test("a horizontal swipe pages on touch screens", async ({ page, isMobile }) => {
    test.skip(!isMobile, "touch only");
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
    await page.waitForTimeout(200);
    await expectShowing(dialog, COUNT - 1);
  });

  test("photos served: responsive, lazy, neighbours ahead", async ({ page, isMobile }) => {
    const requested = await stubPhotos(page, "served");
    const dialog = await openTour(page, isMobile);

    const cards = dialog.locator("ul button [data-photo]");
    await expect(cards).toHaveCount(COUNT);
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded();
      await expect(card).toHaveAttribute("data-photo", "loaded");
    }
    const grid = dialog.locator("img");
    await expect(grid.first()).toHaveAttribute("loading", "lazy");
    const srcset = (await grid.first().getAttribute("srcset")) ?? "";
    expect(srcset.split(",")).toHaveLength(4);
    expect(srcset).toMatch(/auto=format&fit=crop&w=\d+&h=\d+&q=\d+ \d+w/);
    expect(await grid.first().getAttribute("sizes")).toBeTruthy();
    expect(await grid.first().getAttribute("width")).toBe("800");
    expect(await grid.first().getAttribute("height")).toBe("600");
    expect(await unbroken(dialog)).toBe(true);

    await openCard(dialog, 2);
    const stage = dialog.locator("figure [data-photo]");
    await expect(stage).toHaveAttribute("data-photo", "loaded");
    await expect(stage.getByRole("img", { name: item(2).alt })).toBeVisible();
    expect(await unbroken(stage)).toBe(true);

    // The neighbours (2 of 6 and 4 of 6) are requested in the large size before anyone asks.
    const stageRequest = (index: number) =>
      requested.some(
        (url) => url.includes(item(index).src) && /[?&]w=(640|960|1280|1600|1920)&/.test(url),
      );
    await expect.poll(() => stageRequest(1)).toBe(true);
    await expect.poll(() => stageRequest(3)).toBe(true);
  });

  test("photos failing: designed fallback, tour still works", async ({ page, isMobile }) => {
    await stubPhotos(page, "failing");
    const dialog = await openTour(page, isMobile);

    const cards = dialog.locator("ul button [data-photo]");
    await expect(cards).toHaveCount(COUNT);
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded();
      await expect(card).toHaveAttribute("data-photo", "failed");
      await expect(card.locator("svg")).toBeVisible(); // the category icon
    }
    // Failed photos leave no <img> behind, so nothing can draw a broken-image icon.
    await expect(dialog.locator("img")).toHaveCount(0);

    await openCard(dialog, 3);
    const stage = dialog.locator("figure [data-photo]");
    await expect(stage).toHaveAttribute("data-photo", "failed");
    await expect(stage.getByText("Photo unavailable offline")).toBeVisible();
    await expect(stage.getByText(item(3).title)).toBeVisible();
    await expect(stage.getByRole("img", { name: new RegExp(item(3).alt) })).toBeVisible();
    await expect(dialog.locator("img")).toHaveCount(0);

    await dialog.getByRole("button", { name: "Next image" }).click();
    await expectShowing(dialog, 4);
    await expect(stage).toHaveAttribute("data-photo", "failed");
  });

  test("the dialog's code is not part of Home's first load", async ({ page, isMobile }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const isTourChunk = (path: string) => /\/assets\/tour-dialog-[\w-]+\.js$/.test(path);

    await page.goto("/");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(scripts.length, "scripts were recorded").toBeGreaterThan(0);
    expect(scripts.filter(isTourChunk)).toEqual([]);
    expect(await (await page.request.get("/")).text()).not.toContain("tour-dialog");

    // Hover (desktop) or focus (phone, keyboard) starts the download before any click.
    const chunk = page.waitForRequest((request) => isTourChunk(new URL(request.url()).pathname));
    await (isMobile ? tourButton(page).focus() : tourButton(page).hover());
    await chunk;
    await expect(tourDialog(page)).toHaveCount(0);

    await tourButton(page).click();
    await expect(tourDialog(page)).toBeVisible();
  });

  test("without JavaScript the button is not offered", async ({ staticPage: page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Discover Our Vision" })).toBeVisible();
    // In the page, but not shown: it could open nothing without JavaScript.
    const button = page.locator("#main").getByText("Virtual Tour");
    await expect(button).toHaveCount(1);
    await expect(button).toBeHidden();
  });

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
      const scan = async () => {
        await settle(dialog);
        const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
        return violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) }));
      };

      expect(await scan(), "grid mode").toEqual([]);
      await openCard(dialog, 1);
      expect(await scan(), "fullscreen mode").toEqual([]);
    });
  }
});
