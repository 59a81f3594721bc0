import type { Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { TOUR_MEDIA_FOLDER } from "../../app/content/tour-rules";
import { testPhoto } from "../support/test-photo.js";
import { cycleFieldProblems, messageProblems } from "../../admin/field-checks";
import { labelOf } from "../../admin/cms-config";
import { SPEC_MESSAGES, specMessageProblems } from "../../app/content/spec-words";
import { parseHtml } from "../../scripts/make-site/html.js";
import { buildCopy } from "../../scripts/checks/project-copy.js";
import {
  CMS_CDN_FONTS,
  committedCopy,
  editedFiles,
  field,
  languagePane,
  openEditor,
  openFile,
  paneName,
  readSaved,
  readSavedBytes,
  stopField,
  upload,
} from "./admin-helpers";
import { expect, test } from "./fixtures";
import { MESSAGES as WORDS, defaultLocale, localePath, locales } from "./site-data";

/**
 * The editor at /admin, end to end, as an editor on this machine uses it: served by the
 * production build (its own headers; the fixture fails on any CSP violation), working on
 * a copy of the project through "Work with Local Repository". One Spanish message edited
 * and saved is one line of one file, formatted as Prettier wants it, and stop 1's photo
 * uploaded in the tour's entry is that photo and one line of the tour's file; the copy
 * built from them says the new words in Spanish and the old ones in English, and shows
 * stop 1's photo from the site itself, as AVIF, in every language; a policy page saved
 * keeps its Markdown byte for byte but the line edited; an edit the build would refuse (a
 * placeholder dropped, dates out of order, words the specification fixes changed in
 * English) is refused, with the build's own message, and nothing is written. The words
 * and dates it starts from are the copy's own.
 * Desktop project only (1440 px): one editor, once.
 */

test.describe.configure({ mode: "serial" });

const COPY = "build-admin-e2e";
const MESSAGES = "app/content/es/messages.json";
const DATES = "app/content/dates.json";
const TOUR = `app/content/${defaultLocale}/tour.json`;
const UPLOAD = "campus-hall.jpg";
const NEW_SPANISH = "Ya puedes inscribirte para el año escolar {year}: te llevará diez minutos.";
/** A file of the copy, as parsed JSON. */
const json = (path: string) => JSON.parse(readFileSync(join(copy, path), "utf8"));
/** The day before an ISO day. */
const dayBefore = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

let copy = "";
/** Every answer from another origin than the site's, but the git host's status. */
let elsewhere: string[] = [];

// The CMS's fonts named on a CDN, which the editor's policy refuses (admin-helpers.ts).
test.use({ expectedViolations: [CMS_CDN_FONTS] });

test.beforeAll(() => {
  copy = committedCopy(join(COPY, "project"));
});

test.afterAll(() => rmSync(resolve(COPY), { recursive: true, force: true }));

test.beforeEach(({ page, baseURL }) => {
  elsewhere = [];
  // Answers, not requests: what the policy refuses is asked for but never leaves.
  page.on("response", (response) => {
    const { origin } = new URL(response.url());
    if (!["blob:", "data:"].some((scheme) => response.url().startsWith(scheme))) {
      if (origin !== new URL(baseURL ?? "").origin && !origin.endsWith("githubstatus.com")) {
        elsewhere.push(response.url());
      }
    }
  });
});

test.afterEach(() => expect(elsewhere, "requests to other origins (a CDN)").toEqual([]));

/** Opens the catalog, Spanish beside English, at the call to action's text. */
async function ctaText(page: Page) {
  await openEditor(page, editedFiles(copy));
  await openFile(page, "Words of the site", "Every page's words");
  const spanish = await languagePane(page, "Spanish");
  return (await field(spanish, ["Common", "Cta", "Text"])).getByRole("textbox");
}

test("a Spanish message and stop 1's photo saved are one line each and the photo, and the built site shows them", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const text = await ctaText(page);
  const oldSpanish: string = json(MESSAGES).common.cta.text;
  await expect(text).toHaveValue(oldSpanish);
  await text.fill(NEW_SPANISH);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Entry saved" })).toBeVisible();

  // The school's own photo for the tour's first stop: uploaded, inserted, saved.
  const photo = await testPhoto({ hue: 150 });
  const chosen = resolve(COPY, "uploads", UPLOAD);
  mkdirSync(dirname(chosen), { recursive: true });
  writeFileSync(chosen, photo);
  await openFile(page, "Virtual tour", "The tour's six stops");
  const english = await languagePane(page, paneName(defaultLocale));
  await upload(page, stopField(english, "Photo"), chosen);
  // The first save's message may still be up: the photo in the folder says this one is done.
  await page.getByRole("button", { name: "Save" }).click();
  await expect
    .poll(() =>
      readSavedBytes(page, `app/content/${TOUR_MEDIA_FOLDER}/${UPLOAD}`).catch(() => null),
    )
    .not.toBeNull();

  // What the editor wrote, back into the copy: the photo, byte for byte, and every file it
  // may have touched; nothing else changed or added.
  const stored = `app/content/${TOUR_MEDIA_FOLDER}/${UPLOAD}`;
  expect((await readSavedBytes(page, stored)).equals(photo), "the photo, byte for byte").toBe(true);
  mkdirSync(dirname(join(copy, stored)), { recursive: true });
  writeFileSync(join(copy, stored), photo);
  const paths = editedFiles(copy).map(({ path }) => path);
  for (const { path, text: saved } of await readSaved(page, paths)) {
    writeFileSync(join(copy, path), saved);
  }
  const git = (...args: string[]) => execFileSync("git", args, { cwd: copy, encoding: "utf8" });
  expect(git("diff", "--numstat").split("\n").filter(Boolean).toSorted()).toEqual(
    [`1\t1\t${MESSAGES}`, `1\t1\t${TOUR}`].toSorted(),
  );
  expect(git("ls-files", "--others", "--exclude-standard")).toBe(`${stored}\n`);
  execFileSync(resolve("node_modules/.bin/prettier"), ["--check", MESSAGES, TOUR], { cwd: copy });

  buildCopy(copy, "the editor's end-to-end test");
  /** A built page, parsed. */
  const built = (path: string) => parseHtml(readFileSync(join(copy, "build/client", path), "utf8"));
  const { year } = json(DATES);
  expect(built("es/index.html").textContent).toContain(NEW_SPANISH.replace("{year}", year));
  expect(built("es/index.html").textContent).not.toContain(oldSpanish.replace("{year}", year));
  expect(built("index.html").textContent).toContain(WORDS.en.common.cta.text);
  // Stop 1's card, in every language: the uploaded photo, from the site itself, as AVIF.
  for (const { code } of locales) {
    const home = built(localePath(code, "/index.html").slice(1));
    const source = home.querySelector('#tour-1 picture source[type="image/avif"]');
    const [first = ""] = (source?.getAttribute("srcset") ?? "").split(" ");
    expect(first, `${code}: stop 1's photo`).toMatch(
      /^\/assets\/tour\/campus-hall-\w+-\d+x\d+\.avif$/,
    );
    const file = readFileSync(join(copy, "build/client", first));
    expect(file.subarray(4, 12).toString("latin1"), "an AVIF file").toBe("ftypavif");
  }
});

test("a message without its {year} is refused with the catalog check's message, and nothing is written", async ({
  page,
}) => {
  const text = await ctaText(page);
  const withoutYear = "Ya puedes inscribirte: te llevará diez minutos.";
  await text.fill(withoutYear);
  await page.getByRole("button", { name: "Save" }).click();
  const english = json("app/content/en/messages.json").common.cta.text;
  const [refusal] = messageProblems(withoutYear, english, "common.cta.text");
  expect(refusal).toMatch(/lacks \{year\}/);
  await expect(page.getByText(refusal ?? "")).toBeVisible();
  await expect(page.getByText("One field has an error")).toBeVisible();
  const [saved] = await readSaved(page, [MESSAGES]);
  expect(saved?.text).toBe(readFileSync(join(copy, MESSAGES), "utf8"));
});

test("admission dates out of order are refused with the schema's message, and nothing is written", async ({
  page,
}) => {
  await openEditor(page, editedFiles(copy));
  await openFile(page, "Admissions", "Admissions dates");
  const results = page.getByRole("group", { name: /Admission results\P{L}* Field$/u });
  const cycle = json(DATES);
  const early = dayBefore(cycle["interviews-end"]);
  await results.getByRole("textbox").fill(early);
  await page.getByRole("button", { name: "Save" }).click();
  const [refusal] = cycleFieldProblems(cycle, "admission-results", early);
  expect(refusal).toMatch(/must be after/);
  await expect(results.getByText(refusal ?? "")).toBeVisible();
  const [saved] = await readSaved(page, [DATES]);
  expect(saved?.text).toBe(readFileSync(join(copy, DATES), "utf8"));
});

test("a policy page saved keeps its Markdown as written: {#anchor} and {siteName} stay, one line changes", async ({
  page,
}) => {
  const file = "app/content/en/privacy.md";
  await openEditor(page, editedFiles(copy));
  await openFile(page, "Policies", WORDS.en.pages.privacy.meta.label);
  const english = await languagePane(page, "English");
  const lead = (await field(english, ["Lead (under the title)"])).getByRole("textbox");
  const newLead = `${await lead.inputValue()} Nothing more.`;
  await lead.fill(newLead);
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByText(newLead)).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Entry saved" })).toBeVisible();
  const [saved] = await readSaved(page, [file]);
  writeFileSync(join(copy, file), saved?.text ?? "");
  const diff = execFileSync("git", ["diff", "--numstat", "--", file], {
    cwd: copy,
    encoding: "utf8",
  });
  expect(diff).toBe(`1\t1\t${file}\n`);
  // Every heading's anchor and every placeholder, as the file had them.
  const kept = (text = "") => text.match(/^#+ .*\{#[^}]+\}$|\{siteName\}|\{email\}/gm);
  const original = execFileSync("git", ["show", `HEAD:${file}`], { cwd: copy, encoding: "utf8" });
  expect(kept(original)?.length).toBeGreaterThan(3);
  expect(kept(saved?.text)).toEqual(kept(original));
});

test("words the specification fixes are shown as fixed, and a change in English is refused with the build's message", async ({
  page,
}) => {
  // Near the top of the catalog, where the editor has drawn it at once: Enroll Now.
  const fixed = SPEC_MESSAGES.find(({ key }) => key === "common.nav.enroll");
  if (!fixed) throw new Error("no fixed message to change");
  await openEditor(page, editedFiles(copy));
  await openFile(page, "Words of the site", "Every page's words");
  const english = await languagePane(page, "English");
  const box = await field(english, fixed.key.split(".").map(labelOf));
  await expect(box.getByText(/Fixed by the specification/)).toBeVisible();
  const changed = `${String(fixed.words)} Thank you`;
  await box.getByRole("textbox").fill(changed);
  await page.getByRole("button", { name: "Save" }).click();
  const [refusal] = specMessageProblems(fixed.key, changed);
  await expect(box.getByText(refusal ?? "(no refusal)")).toBeVisible();
  const [saved] = await readSaved(page, ["app/content/en/messages.json"]);
  expect(saved?.text).toBe(readFileSync(join(copy, "app/content/en/messages.json"), "utf8"));
  // Another language translates them freely: the same change in Spanish is saved.
  await box.getByRole("textbox").fill(String(fixed.words));
  const spanish = await field(
    await languagePane(page, "Spanish"),
    fixed.key.split(".").map(labelOf),
  );
  await spanish.getByRole("textbox").fill(changed);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Entry saved" })).toBeVisible();
  const [translated] = await readSaved(page, [MESSAGES]);
  expect(JSON.parse(translated?.text ?? "{}").common.nav.enroll).toBe(changed);
});
