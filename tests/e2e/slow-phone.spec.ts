import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, test, waitForHydration, waitUntilInteractive } from "./fixtures";
import { expectMenu, menuToggle } from "./menu-helpers";
import { stubPhotos, tourButton, tourDialog } from "./tour-helpers";

/**
 * A visitor on a slow phone taps every control as soon as it is painted, long before
 * the page's code has arrived. Lighthouse's mobile profile, applied for real through
 * the DevTools protocol: 150 ms round trips, 1.6 Mbps down, the CPU slowed 4×.
 * Nothing here is a timing budget: each test asserts what the visitor gets, and
 * prints how long it took (the figures vary with the machine).
 */

test.describe.configure({ timeout: 120_000 });

const TERMS = "I agree to the terms and conditions and privacy policy";

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

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

/** Holds a script back until `release` is called: the network is slower still. */
async function holdScript(page: Page, file: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(file, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds the page's code back until `release` is called. */
const holdCode = (page: Page) => holdScript(page, /\/assets\/entry\.client-[\w-]+\.js$/);

/** Whether `element` shows that its answer is on its way: progress cursor and spinner. */
async function expectWaiting(element: Locator, waiting: boolean) {
  if (waiting) await expect(element).toHaveCSS("cursor", "progress");
  else await expect(element).not.toHaveCSS("cursor", "progress");
  const spinner = await element.evaluate((node) => getComputedStyle(node, "::after").content);
  expect(spinner !== "none" && spinner !== "normal", "a spinner").toBe(waiting);
}

const isHydrated = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.dataset.hydrated === "true");

/** Prints one line of figures and keeps it in the report. */
function report(testInfo: TestInfo, figures: Record<string, unknown>) {
  const line = Object.entries(figures)
    .map(([name, value]) => `${name} ${value}`)
    .join(", ");
  console.log(`[slow phone] ${testInfo.title}: ${line}`);
  testInfo.annotations.push({ type: "timing", description: line });
}

test.beforeEach(async ({ page }) => {
  await throttle(page);
});

test("Virtual Tour: taps before the code arrives are kept, and open the tour once it does", async ({
  page,
}, testInfo) => {
  await stubPhotos(page, "failing");
  const releaseCode = await holdCode(page);
  const releaseTour = await holdScript(page, /\/assets\/tour-dialog-[\w-]+\.js$/);
  await page.goto("/", { waitUntil: "commit" });
  const button = tourButton(page);
  await button.waitFor({ state: "visible" });
  await expectWaiting(button, false);
  const box = await button.boundingBox();
  if (!box) throw new Error("the button has no box");
  // Tapped twice, as an impatient visitor does.
  const tappedAt = await pageClock(page);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(500);
  expect(await isHydrated(page), "the taps come before the page's code").toBe(false);
  const dialog = tourDialog(page);
  await expect(dialog).toHaveCount(0);
  // The tap is not lost, and the button shows it: the tour is on its way.
  await expectWaiting(button, true);
  releaseCode();
  const releasedAt = await pageClock(page);
  // The page's code is there, the tour's not yet: the button still says it is coming.
  await waitForHydration(page);
  await expect(button).toHaveAttribute("aria-busy", "true");
  await expectWaiting(button, true);
  releaseTour();
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  const openedAt = await pageClock(page);
  await expect(button).not.toHaveAttribute("aria-busy");
  // One tour, in grid mode.
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await expect(dialog.getByRole("button", { name: /Smart Systems Lab/ })).toBeVisible();
  report(testInfo, {
    taps: await afterPaint(page, tappedAt),
    "code released to open tour": `${openedAt - releasedAt} ms`,
  });

  // Once open it behaves as always: Escape closes it and focus returns to the button.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await expect(page).toHaveURL("/");
  await expectWaiting(button, false);
});

test("Virtual Tour: Enter on the button before the code arrives opens the tour once it does", async ({
  page,
}) => {
  await stubPhotos(page, "failing");
  const releaseCode = await holdCode(page);
  await page.goto("/", { waitUntil: "commit" });
  const button = tourButton(page);
  await button.waitFor({ state: "visible" });
  await button.focus();
  await page.keyboard.press("Enter");
  expect(await isHydrated(page), "the key press comes before the page's code").toBe(false);
  releaseCode();
  const dialog = tourDialog(page);
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test("Virtual Tour: a tap as soon as the button is painted opens the tour", async ({
  page,
}, testInfo) => {
  await stubPhotos(page, "failing");
  await page.goto("/", { waitUntil: "commit" });
  const button = tourButton(page);
  await button.waitFor({ state: "visible" });
  const tappedAt = await pageClock(page);
  await button.tap();
  const dialog = tourDialog(page);
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  const openedAt = await pageClock(page);
  report(testInfo, {
    tap: await afterPaint(page, tappedAt),
    "tap to open tour": `${openedAt - tappedAt} ms`,
  });
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
  const releaseCode = await holdCode(page);
  await page.goto("/join#apply", { waitUntil: "commit" });
  const first = page.getByLabel(/^First name/);
  await first.waitFor({ state: "visible" });
  const typingAt = await pageClock(page);
  await first.fill("Ada");
  await page.getByLabel(/^Last name/).fill("Lovelace");
  await page.getByLabel(/^Student e-mail/).fill("ada@example.com");
  await page.getByLabel(/^Age/).fill("14");
  await page.getByLabel(/^Current grade/).selectOption("9");
  await page.getByLabel(/^Country/).fill("Ireland");
  await page.getByLabel(/^Interests/).fill("Engines and poetry");
  await page.getByLabel(/^Parent or guardian e-mail/).fill("parent@example.com");

  // Submitted without the terms, before the code is there: kept, then answered.
  const submit = page.getByRole("button", { name: "Submit Application" });
  await expectWaiting(submit, false);
  await submit.tap();
  const submittedAt = await pageClock(page);
  expect(await isHydrated(page), "the submit comes before the page's code").toBe(false);
  await page.waitForTimeout(500);
  await expect(page.getByText("Terms Required")).toBeHidden();
  // Kept, and the button shows that the answer is on its way.
  await expectWaiting(submit, true);
  releaseCode();
  const releasedAt = await pageClock(page);
  await expect(page.getByText("Terms Required")).toBeVisible({ timeout: 60_000 });
  const answeredAt = await pageClock(page);
  await expectWaiting(submit, false);
  // Nothing typed was lost, nothing went anywhere.
  await expect(first).toHaveValue("Ada");
  await expect(page.getByLabel(/^Current grade/)).toHaveValue("9");
  await waitForHydration(page);

  await page.getByRole("checkbox", { name: TERMS }).check();
  await submit.tap();
  await expect(page.getByText("Application Submitted!")).toBeVisible();
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
  const submit = page.getByRole("button", { name: "Submit Application" });
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
  await expect(page.getByText("Application Submitted!")).toBeVisible({ timeout: 60_000 });
  const answeredAt = await pageClock(page);
  report(testInfo, {
    submit: await afterPaint(page, submittedAt),
    answer: await afterPaint(page, answeredAt),
    "submit to answer": `${answeredAt - submittedAt} ms`,
  });
});
