import type { Locator, Page } from "@playwright/test";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { tourMessages } from "../../app/content/tour-rules";
import { testPhoto } from "../support/test-photo.js";
import { LANGUAGE_NAMES, otherLocale } from "../support/languages";
import {
  CMS_CDN_FONTS,
  committedCopy,
  editedFiles,
  languagePane,
  openTourEntry,
  paneName,
  readSaved,
  stopField,
  upload,
  type EditedFile,
} from "./admin-helpers";
import { expect, test } from "./fixtures";
import { defaultLocale } from "./site-data";

/**
 * The tour in the editor at /admin ("Virtual tour"), as the office uses it on this machine
 * (admin-helpers.ts: "Work with Local Repository" on a copy of the project): each rule of
 * the tour the build enforces (app/content/tour-rules.ts) is refused with the build's
 * message, and nothing is written. An upload saved and built is admin.spec.ts's, beside the
 * message it saves, so that one build of a copy serves both.
 * Desktop project only (1440 px).
 */

test.describe.configure({ mode: "serial" });
test.use({ expectedViolations: [CMS_CDN_FONTS] });

const COPY = "build-admin-tour";
const TOUR = `app/content/${defaultLocale}/tour.json`;

let copy = "";
test.beforeAll(() => {
  copy = committedCopy(join(COPY, "project"));
});
test.afterAll(() => rmSync(resolve(COPY), { recursive: true, force: true }));

/** Opens the tour's entry on the copy's files (or `files`), in the default language's pane. */
const openTour = (page: Page, files: EditedFile[] = editedFiles(copy)) =>
  openTourEntry(page, files);

/** A file of the tests' own, written where the browser's file chooser can take it. */
function fileOf(name: string, bytes: Buffer | string) {
  const path = resolve(COPY, "uploads", name);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
  return path;
}

/** Saves and expects `refusal` under the field, and every file as it was. */
async function expectRefused(page: Page, field: Locator, refusal: string, files: EditedFile[]) {
  await page.getByRole("button", { name: "Save" }).click();
  await expect(field.getByRole("alert").filter({ hasText: refusal })).toBeVisible();
  const saved = await readSaved(
    page,
    files.map(({ path }) => path),
  );
  expect(saved).toEqual(files);
}

test("a file that is not a photo, then a photo too small, are each refused with the build's message", async ({
  page,
}) => {
  const seed = editedFiles(copy);
  const photo = stopField(await openTour(page, seed), "Photo");
  // A drawing is an image the CMS takes, but not a photo (a PDF named .jpg it refuses itself).
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600"><rect width="2400" height="1600" fill="teal"/></svg>`;
  await upload(page, photo, fileOf("plan.svg", drawing));
  await expectRefused(page, photo, tourMessages.notPhoto(), seed);
  // Smaller than the stage shows it.
  await upload(page, photo, fileOf("small.jpg", await testPhoto({ width: 1200, height: 800 })));
  await expectRefused(page, photo, tourMessages.tooSmall(1200, 800), seed);
});

test("a stop without alternative text in a language, then a tour of five stops, are each refused with the build's message", async ({
  page,
}) => {
  const seed = editedFiles(copy);
  const tour = await openTour(page, seed);
  const other = otherLocale(defaultLocale);
  const alt = stopField(await languagePane(page, paneName(other)), "Alternative text", 1);
  const written = await alt.getByRole("textbox").inputValue();
  await alt.getByRole("textbox").fill("");
  await expectRefused(page, alt, tourMessages.empty("alt", LANGUAGE_NAMES[other]), seed);
  // Its words back; the last stop removed.
  await alt.getByRole("textbox").fill(written);
  // By the keyboard: the editor scrolls its two panes together, and on a busy machine a
  // pointer's click could land where the button was before that scroll.
  const removers = tour.getByRole("button", { name: /^(Remove|Delete)/ });
  await removers.last().press("Enter");
  await expect(removers).toHaveCount(5);
  await expectRefused(page, stopField(tour, "Photo"), tourMessages.count(5), seed);
});

test("a category outside the six, as a file edited by hand has it, is refused with the build's message", async ({
  page,
}) => {
  const sports = editedFiles(copy).map((file) =>
    file.path === TOUR
      ? { ...file, text: file.text.replace(/"category": "[^"]+"/, '"category": "sports"') }
      : file,
  );
  const tour = await openTour(page, sports);
  await stopField(tour, "Title").getByRole("textbox").fill("Smart Systems Lab, open late");
  await expectRefused(page, stopField(tour, "Category"), tourMessages.category("sports"), sports);
});
