import type { Locator, Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { TOUR_MEDIA_FOLDER, tourMessages } from "../../app/content/tour-rules";
import { parseHtml } from "../../scripts/make-site/html.js";
import { buildCopy } from "../../scripts/checks/project-copy.js";
import { testPhoto } from "../support/test-photo.js";
import {
  CMS_CDN_FONTS,
  committedCopy,
  editedFiles,
  languagePane,
  openEditor,
  openFile,
  readSaved,
  type EditedFile,
} from "./admin-helpers";
import { expect, test } from "./fixtures";
import { LANGUAGE_NAMES, otherLocale } from "../support/languages";
import { defaultLocale, localePath, locales } from "./site-data";

/**
 * The tour in the editor at /admin ("Virtual tour"), end to end, as the office uses it on
 * this machine (admin-helpers.ts: "Work with Local Repository" on a copy of the project):
 * a photo uploaded in place of stop 1's is saved as that file and one line of the tour's
 * file, nothing else, and the copy built from it shows that stop's photo from the site
 * itself, as AVIF, in every language; and each rule of the tour the build enforces
 * (app/content/tour-rules.ts) is refused with the build's message, nothing written.
 * Desktop project only (1440 px).
 */

test.describe.configure({ mode: "serial" });
test.use({ expectedViolations: [CMS_CDN_FONTS] });

const COPY = "build-admin-tour";
const TOUR = `app/content/${defaultLocale}/tour.json`;
const UPLOAD = "campus-hall.jpg";

let copy = "";
test.beforeAll(() => {
  copy = committedCopy(join(COPY, "project"));
});
test.afterAll(() => rmSync(resolve(COPY), { recursive: true, force: true }));

/** A language as the editor names its pane: in English ("Spanish"). */
const paneName = (code: string) =>
  new Intl.DisplayNames("en", { type: "language" }).of(code) ?? code;

/** Opens the tour's entry, in the default language's pane (the other one beside it). */
async function openTour(page: Page, files: EditedFile[] = editedFiles(copy)) {
  await openEditor(page, files);
  await openFile(page, "Virtual tour", "The tour's six stops");
  return languagePane(page, paneName(defaultLocale));
}

/** A field of the stop at `index` (0-based), by its label. */
const stopField = (pane: Locator, label: string, index = 0) =>
  pane.getByRole("group", { name: new RegExp(`^\\P{L}*${label}\\P{L}* Field$`, "u") }).nth(index);

/** Picks `file` in the CMS's Select Assets dialog, opened from a stop's photo, and inserts it. */
async function upload(page: Page, photo: Locator, path: string) {
  await photo.getByRole("button", { name: /photo…$/ }).click();
  const dialog = page.getByRole("dialog");
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Upload" }).click();
  await (await chooser).setFiles(path);
  await dialog.getByRole("button", { name: "Insert" }).click();
  await expect(dialog).toBeHidden();
}

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

test("a photo uploaded for stop 1 is saved as its file and one line, and the built site serves it as AVIF", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const bytes = await testPhoto({ hue: 150 });
  const english = await openTour(page);
  await upload(page, stopField(english, "Photo"), fileOf(UPLOAD, bytes));
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Entry saved" })).toBeVisible();

  // What the editor wrote, back into the copy: the photo, and every file it may have touched.
  const photo = `app/content/${TOUR_MEDIA_FOLDER}/${UPLOAD}`;
  const [uploaded] = await page.evaluate(async (path) => {
    let dir = await navigator.storage.getDirectory();
    const parts = path.split("/");
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
    const file = await (await dir.getFileHandle(parts.at(-1) ?? "")).getFile();
    return [Array.from(new Uint8Array(await file.arrayBuffer()))];
  }, photo);
  expect(Buffer.from(uploaded ?? []).equals(bytes), "the photo, byte for byte").toBe(true);
  mkdirSync(dirname(join(copy, photo)), { recursive: true });
  writeFileSync(join(copy, photo), bytes);
  for (const { path, text } of await readSaved(
    page,
    editedFiles(copy).map((file) => file.path),
  )) {
    writeFileSync(join(copy, path), text);
  }
  const git = (...args: string[]) => execFileSync("git", args, { cwd: copy, encoding: "utf8" });
  expect(git("diff", "--numstat")).toBe(`1\t1\t${TOUR}\n`);
  expect(git("ls-files", "--others", "--exclude-standard")).toBe(`${photo}\n`);
  expect(JSON.parse(readFileSync(join(copy, TOUR), "utf8")).stops[0].photo).toMatch(
    new RegExp(`^/?${TOUR_MEDIA_FOLDER}/${UPLOAD}$`),
  );

  buildCopy(copy, "the editor's tour test");
  const client = join(copy, "build/client");
  for (const { code } of locales) {
    const home = parseHtml(readFileSync(join(client, localePath(code, "/index.html")), "utf8"));
    const sources = home.querySelectorAll('#tour-1 picture source[type="image/avif"]');
    const [first] = (sources[0]?.getAttribute("srcset") ?? "").split(" ");
    expect(first, `${code}: stop 1's photo, from the site, as AVIF`).toMatch(
      /^\/assets\/tour\/campus-hall-\w+-\d+x\d+\.avif$/,
    );
    // The file is there, and is AVIF: its box says so.
    const avif = readFileSync(join(client, first ?? ""));
    expect(avif.subarray(4, 12).toString("latin1")).toBe("ftypavif");
  }
});

test("a file that is not a photo is refused with the build's message, and nothing is written", async ({
  page,
}) => {
  const seed = editedFiles(copy);
  const photo = stopField(await openTour(page, seed), "Photo");
  // A drawing is an image the CMS takes, but not a photo (a PDF named .jpg it refuses itself).
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600"><rect width="2400" height="1600" fill="teal"/></svg>`;
  await upload(page, photo, fileOf("plan.svg", drawing));
  await expectRefused(page, photo, tourMessages.notPhoto(), seed);
});

test("a photo smaller than the stage shows it is refused with the build's message", async ({
  page,
}) => {
  const seed = editedFiles(copy);
  const photo = stopField(await openTour(page, seed), "Photo");
  await upload(page, photo, fileOf("small.jpg", await testPhoto({ width: 1200, height: 800 })));
  await expectRefused(page, photo, tourMessages.tooSmall(1200, 800), seed);
});

test("a stop without alternative text in a language is refused with the build's message", async ({
  page,
}) => {
  const seed = editedFiles(copy);
  await openTour(page, seed);
  const other = otherLocale(defaultLocale);
  const alt = stopField(await languagePane(page, paneName(other)), "Alternative text", 1);
  await alt.getByRole("textbox").fill("");
  await expectRefused(page, alt, tourMessages.empty("alt", LANGUAGE_NAMES[other]), seed);
});

test("a tour of five stops is refused with the build's message", async ({ page }) => {
  const seed = editedFiles(copy);
  const tour = await openTour(page, seed);
  await tour
    .getByRole("button", { name: /^(Remove|Delete)/ })
    .last()
    .click();
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
