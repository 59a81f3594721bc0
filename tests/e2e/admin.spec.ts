import type { Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { buildCopy, copyProject } from "../../scripts/checks/project-copy.js";
import {
  CMS_CDN_FONTS,
  editedFiles,
  field,
  languagePane,
  openEditor,
  openFile,
  readSaved,
} from "./admin-helpers";
import { expect, test } from "./fixtures";

/**
 * The editor at /admin, end to end, as an editor on this machine uses it: served by the
 * production build (its own headers; the fixture fails on any CSP violation), working on
 * a copy of the project through "Work with Local Repository". One Spanish message edited
 * and saved is one line of one file, formatted as Prettier wants it, and the copy built
 * from it says the new words in Spanish and the old ones in English; a policy page saved
 * keeps its Markdown byte for byte but the line edited; an edit the build would refuse is
 * refused, with the build's own message, and nothing is written.
 * Desktop project only (1440 px): one editor, once.
 */

test.describe.configure({ mode: "serial" });

const COPY = "build-admin-e2e";
const MESSAGES = "app/content/es/messages.json";
const DATES = "app/content/dates.json";
const OLD_SPANISH =
  "Las inscripciones para el año escolar {year} están abiertas. Lleva unos diez minutos y puedes preguntarnos lo que quieras en cualquier momento.";
const NEW_SPANISH = "Ya puedes inscribirte para el año escolar {year}: te llevará diez minutos.";

let copy = "";
/** Every answer from another origin than the site's, but the git host's status. */
let elsewhere: string[] = [];

// The CMS's fonts named on a CDN, which the editor's policy refuses (admin-helpers.ts).
test.use({ expectedViolations: [CMS_CDN_FONTS] });

test.beforeAll(() => {
  copy = copyProject(join(COPY, "project"));
  const git = (...args: string[]) => execFileSync("git", args, { cwd: copy, stdio: "pipe" });
  git("init", "--quiet", "--initial-branch=main");
  git("add", "--all");
  git(
    "-c",
    "user.name=Test",
    "-c",
    "user.email=test@example.test",
    "commit",
    "--quiet",
    "-m",
    "copy",
  );
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

test("a Spanish message edited and saved is one line of one file, and the built site says it in Spanish only", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const text = await ctaText(page);
  await expect(text).toHaveValue(OLD_SPANISH);
  await text.fill(NEW_SPANISH);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Entry saved" })).toBeVisible();

  // What the editor wrote, back into the copy: every file it may have touched.
  const paths = editedFiles(copy).map(({ path }) => path);
  for (const { path, text: saved } of await readSaved(page, paths)) {
    writeFileSync(join(copy, path), saved);
  }
  const diff = execFileSync("git", ["diff", "--numstat"], { cwd: copy, encoding: "utf8" });
  expect(diff).toBe(`1\t1\t${MESSAGES}\n`);
  execFileSync(resolve("node_modules/.bin/prettier"), ["--check", MESSAGES], { cwd: copy });

  buildCopy(copy, "the editor's end-to-end test");
  const built = (path: string) => readFileSync(join(copy, "build/client", path), "utf8");
  const year = JSON.parse(readFileSync(join(copy, DATES), "utf8")).year;
  expect(built("es/index.html")).toContain(NEW_SPANISH.replace("{year}", year));
  expect(built("es/index.html")).not.toContain(OLD_SPANISH.replace("{year}", year));
  expect(built("index.html")).toContain(
    `Applications for the ${year} school year are open. It takes about ten minutes`,
  );
});

test("a message without its {year} is refused with the catalog check's message, and nothing is written", async ({
  page,
}) => {
  const text = await ctaText(page);
  await text.fill("Ya puedes inscribirte: te llevará diez minutos.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText('"common.cta.text" lacks {year}.')).toBeVisible();
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
  await results.getByRole("textbox").fill("2025-04-15");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    results.getByText(
      "The admission results (2025-04-15) must be after the last day of interviews (2025-04-30).",
    ),
  ).toBeVisible();
  const [saved] = await readSaved(page, [DATES]);
  expect(saved?.text).toBe(readFileSync(join(copy, DATES), "utf8"));
});

test("a policy page saved keeps its Markdown as written: {#anchor} and {siteName} stay, one line changes", async ({
  page,
}) => {
  const file = "app/content/en/privacy.md";
  await openEditor(page, editedFiles(copy));
  await openFile(page, "Policies", "Privacy");
  const english = await languagePane(page, "English");
  const lead = (await field(english, ["Lead (under the title)"])).getByRole("textbox");
  await lead.fill(`${await lead.inputValue()} Nothing more.`);
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByText("in plain words. Nothing more.")).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Entry saved" })).toBeVisible();
  const [saved] = await readSaved(page, [file]);
  writeFileSync(join(copy, file), saved?.text ?? "");
  const diff = execFileSync("git", ["diff", "--numstat", "--", file], {
    cwd: copy,
    encoding: "utf8",
  });
  expect(diff).toBe(`1\t1\t${file}\n`);
  expect(saved?.text).toContain("## What we collect: nothing {#collect-heading}");
  expect(saved?.text).toContain("{siteName} is a fictional school");
});
