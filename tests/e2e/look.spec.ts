import {
  CMS_CDN_FONTS,
  editedFiles,
  editorDrawn,
  field,
  languagePane,
  openEditor,
  openFile,
} from "./admin-helpers";
import { expect, test, waitForHydration } from "./fixtures";
import { pointerAway, visit } from "./look-helpers";
import { expectMenu, menuToggle } from "./menu-helpers";
import { DESKTOP, PHONE } from "./screens";
import { MESSAGES, PROSE, SITE_PAGES, escapeRegExp, localePath, locales } from "./site-data";
import {
  TOUR_CHUNK,
  card,
  expectGrid,
  expectShowing,
  stubPhotos,
  tap,
  tourButton,
  tourDialog,
  unbroken,
} from "./tour-helpers";
import { TERMS, fillApplication, submitButton, toasts } from "./form-helpers";

// How the site looks, against the committed screenshots (tests/e2e/look.spec.ts-snapshots/),
// in a copy of the project with the look's own words (npm run look, scripts/checks/look.js):
// every page in every language at both screens, the tour, the phone menu, the form's
// toasts, the not-found page and the error page, and the editor at /admin. A style change that breaks a grid, hides
// a button or drops a background fails here. Review a difference, or accept one with
// --update-snapshots: README, "The look". The project (playwright.config.ts) brings the
// fonts, asks for less motion, and stops animations and the caret for each screenshot.
// The photo host is stubbed (the fixtures keep every test offline; stubPhotos serves a grey
// photo).

/**
 * The two screens, drawn at 1× pixels: screenshots are compared at CSS pixels anyway. At
 * 2×, Chromium lays out text in a font face it has just started using a pixel taller per
 * line until the next layout (the legal pages' links, in Roboto Medium), so a page's
 * first screenshot differed from its second.
 */
const SCREENS = { phone: { ...PHONE, deviceScaleFactor: 1 }, desktop: DESKTOP };

const NOT_FOUND = locales.map(({ code }) => ({ code, path: localePath(code, "/nowhere") }));

for (const [screen, device] of Object.entries(SCREENS)) {
  test.describe(screen, () => {
    test.use(device);

    for (const { id, locale, path } of SITE_PAGES) {
      test(`${path}: the whole page`, async ({ page }) => {
        await visit(page, path);
        await expect(page).toHaveScreenshot([screen, locale, `${id}.png`], { fullPage: true });
      });
    }

    for (const { code, path } of NOT_FOUND) {
      test(`${path}: the not-found page`, async ({ page }) => {
        await visit(page, path);
        await expect(page).toHaveScreenshot([screen, code, "not-found.png"], { fullPage: true });
      });
    }

    test("the tour, in its grid and in fullscreen", async ({ page, isMobile }) => {
      await stubPhotos(page, "served");
      await visit(page, "/");
      await waitForHydration(page);
      await tap(tourButton(page), isMobile);
      const dialog = tourDialog(page);
      await expectGrid(dialog);
      await expect.poll(() => unbroken(dialog), "every photo decoded").toBe(true);
      await pointerAway(page);
      await expect(page).toHaveScreenshot([screen, "tour-grid.png"]);

      await tap(card(dialog, 0), isMobile);
      await expectShowing(dialog, 0);
      await expect.poll(() => unbroken(dialog), "the photo decoded").toBe(true);
      await pointerAway(page);
      await expect(page).toHaveScreenshot([screen, "tour-fullscreen.png"]);
    });

    test.describe(() => {
      // Twice in about 25 runs of the whole suite on a busy 2-core machine (never in 37
      // runs of this test here beside busy loops or the rest of the look), the first toast
      // was missing from its screenshot, which matched the page without it pixel for
      // pixel, just after the test had seen it shown and at rest with the page's clock
      // stopped; the cause was not found. So the test runs once more after a failure: a
      // toast that looks wrong fails both times, and Playwright reports a pass on the
      // second run as flaky.
      test.describe.configure({ retries: 1 });

      test("the form's two toasts: terms required, then submitted", async ({ page }) => {
        await page.clock.install();
        await visit(page, "/join#apply");
        await waitForHydration(page);
        await fillApplication(page);
        // The page's clock stops here, so each toast stays up for its screenshot: Radix
        // closes a toast after 8 s, and a busy machine can take longer than that. (Hovering
        // the toast holds it only until the window next gets focus: Radix resumes then.)
        await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
        const { termsRequired, submitted } = MESSAGES.en.application.toasts;
        for (const [name, title] of [
          ["toast-terms-required", termsRequired.title],
          ["toast-submitted", submitted.title],
        ] as const) {
          if (name === "toast-submitted") await page.getByRole("checkbox", { name: TERMS }).check();
          await submitButton(page).click();
          const toast = toasts(page);
          await expect(toast).toHaveText(new RegExp(`^${escapeRegExp(title)}`));
          await expect(toast, "at rest, its entrance over").toHaveCSS("opacity", "1");
          await pointerAway(page);
          await expect(page).toHaveScreenshot([screen, `${name}.png`]);
        }
      });
    });

    test("the error page, in place of the main content", async ({ page }) => {
      // The tour's code throws as it is evaluated. Its stack is set here: a real one names
      // the chunk's hash and the server's port, which change from build to build and run to run.
      const stack = "Error: Injected tour failure\n    at tour-dialog.js:1:1";
      await page.route(TOUR_CHUNK, (route) =>
        route.fulfill({
          contentType: "text/javascript",
          body: `throw Object.assign(new Error("Injected tour failure"), { stack: ${JSON.stringify(stack)} });`,
        }),
      );
      await stubPhotos(page, "served");
      await visit(page, "/");
      // Intent, by focus: a click could still be checking its target when the code throws
      // and the error page replaces the button.
      await tourButton(page).focus();
      const heading = page.getByRole("main").getByRole("heading", { level: 1 });
      await expect(heading).toHaveText(MESSAGES.en.common.error.title);
      await expect(page.locator('[data-error="stack"]')).toHaveText(stack);
      await pointerAway(page);
      await expect(page).toHaveScreenshot([screen, "error.png"], { fullPage: true });
    });
  });
}

test.describe("phone", () => {
  test.use(SCREENS.phone);

  test("the menu, open", async ({ page }) => {
    await visit(page, "/");
    await menuToggle(page).tap();
    await expectMenu(page, true);
    await expect(page).toHaveScreenshot(["phone", "menu-open.png"]);
  });
});

// The editor at /admin, on a wide screen (it is a desk tool), working on the project's own
// words through the local repository (tests/e2e/admin-helpers.ts); the CMS's CDN fonts,
// refused by its policy.
test.describe("desktop", () => {
  test.use({ ...SCREENS.desktop, expectedViolations: [CMS_CDN_FONTS] });

  test("the editor: every page's words, Spanish beside English", async ({ page }) => {
    await openEditor(page, editedFiles(process.cwd()));
    await openFile(page, "Words of the site", "Every page's words");
    const spanish = await languagePane(page, "Spanish");
    await field(spanish, ["Common", "Tagline"]);
    await editorDrawn(page);
    await expect(page).toHaveScreenshot(["desktop", "editor-messages.png"]);
  });

  test("the editor: a policy page beside its preview", async ({ page }) => {
    await openEditor(page, editedFiles(process.cwd()));
    await openFile(page, "Policies", MESSAGES.en.pages.privacy.meta.label);
    const preview = page.frameLocator("iframe").first();
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(PROSE.en.privacy.title);
    await editorDrawn(page);
    await expect(page).toHaveScreenshot(["desktop", "editor-policy.png"]);
  });
});
