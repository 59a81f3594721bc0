import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { commitCopy, copyProject } from "../../scripts/checks/project-copy.js";
import { defaultLocale } from "./site-data";
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * The editor at /admin as an editor on this machine uses it, with "Work with Local
 * Repository": the folder the browser would ask for is the browser's own private storage
 * (OPFS), seeded with the files the editor edits and a `.git` folder (which it checks
 * for), so what it saves can be read back out.
 */

/**
 * A copy of the project in `dir`, a git repository of its own with everything committed,
 * so what the editor saves into it shows in `git diff`. Returns its path.
 */
export function committedCopy(dir: string): string {
  return commitCopy(copyProject(dir));
}

/** A file the editor edits: its path in the project, and its text. */
export type EditedFile = { path: string; text: string };

/** Every file the editor edits in a copy of the project (app/content/**: JSON and Markdown). */
export function editedFiles(root: string): EditedFile[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return walk(join(root, "app", "content"))
    .filter((file) => /\.(?:json|md)$/.test(file))
    .map((file) => ({
      path: relative(root, file).split(sep).join("/"),
      text: readFileSync(file, "utf8"),
    }));
}

/** The git host's status, which the editor polls: answered here, as the tests are offline. */
const STATUS = "https://www.githubstatus.com/**";

/** Opens the editor on the seeded private storage, through "Work with Local Repository". */
export async function openEditor(page: Page, files: EditedFile[]) {
  await page.route(STATUS, (route) => route.fulfill({ json: { status: { indicator: "none" } } }));
  await page.addInitScript(() => {
    // The browser's folder picker, answered with the private storage.
    Object.assign(window, { showDirectoryPicker: () => navigator.storage.getDirectory() });
  });
  await page.goto("/admin/");
  await page.evaluate(async (seed) => {
    const root = await navigator.storage.getDirectory();
    await (
      await root.getDirectoryHandle(".git", { create: true })
    )
      .getFileHandle("HEAD", { create: true })
      .then(async (head) => {
        const writer = await head.createWritable();
        await writer.write("ref: refs/heads/main\n");
        await writer.close();
      });
    for (const { path, text } of seed) {
      const parts = path.split("/");
      let dir = root;
      for (const part of parts.slice(0, -1))
        dir = await dir.getDirectoryHandle(part, { create: true });
      const file = await dir.getFileHandle(parts.at(-1) ?? "", { create: true });
      const writer = await file.createWritable();
      await writer.write(text);
      await writer.close();
    }
  }, files);
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await expect(page.getByRole("treeitem", { name: "Words of the site" })).toBeVisible();
}

/** The files at `paths` in the private storage, as the editor left them. */
export function readSaved(page: Page, paths: string[]): Promise<EditedFile[]> {
  return page.evaluate(async (wanted) => {
    const root = await navigator.storage.getDirectory();
    const read = async (path: string) => {
      const parts = path.split("/");
      let dir = root;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      return (await (await dir.getFileHandle(parts.at(-1) ?? "")).getFile()).text();
    };
    return Promise.all(wanted.map(async (path) => ({ path, text: await read(path) })));
  }, paths);
}

/** A language as the editor names its pane: in English ("Spanish"). */
export const paneName = (code: string) =>
  new Intl.DisplayNames("en", { type: "language" }).of(code) ?? code;

/** Opens the tour's entry ("Virtual tour") on `files`, in the default language's pane. */
export async function openTourEntry(page: Page, files: EditedFile[]) {
  await openEditor(page, files);
  await openFile(page, "Virtual tour", "The tour's six stops");
  return languagePane(page, paneName(defaultLocale));
}

/** A field of the stop at `index` (0-based), by its label. */
export const stopField = (pane: Locator, label: string, index = 0) =>
  pane.getByRole("group", { name: new RegExp(`^\\P{L}*${label}\\P{L}* Field$`, "u") }).nth(index);

/** Picks `file` in the CMS's Select Assets dialog, opened from a stop's photo, and inserts it. */
export async function upload(page: Page, photo: Locator, path: string) {
  await photo.getByRole("button", { name: /photo…$/ }).click();
  const dialog = page.getByRole("dialog");
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Upload" }).click();
  await (await chooser).setFiles(path);
  await dialog.getByRole("button", { name: "Insert" }).click();
  await expect(dialog).toBeHidden();
}

/** A file of the browser's private storage, as bytes. */
export async function readSavedBytes(page: Page, path: string): Promise<Buffer> {
  const bytes = await page.evaluate(async (wanted) => {
    let dir = await navigator.storage.getDirectory();
    const parts = wanted.split("/");
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
    const file = await (await dir.getFileHandle(parts.at(-1) ?? "")).getFile();
    return Array.from(new Uint8Array(await file.arrayBuffer()));
  }, path);
  return Buffer.from(bytes);
}

/** Opens a file of a collection: "Words of the site" › "Every page's words". */
export async function openFile(page: Page, collection: string, file: string) {
  await page.getByRole("treeitem", { name: collection }).click();
  await page.getByRole("row", { name: file }).click();
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
}

/** The pane that edits a language (the other pane shows the preview until a language is chosen). */
export async function languagePane(page: Page, language: string): Promise<Locator> {
  const pane = page.getByRole("group", { name: new RegExp(`^Edit .${language}. Content$`) });
  if (!(await pane.isVisible())) {
    await page.getByRole("radio", { name: language }).last().click();
  }
  await expect(pane).toBeVisible();
  return pane;
}

/** A field of a pane by its labels, unfolding each group on the way: ["Common", "Cta", "Text"]. */
export async function field(pane: Locator, labels: string[]): Promise<Locator> {
  let scope = pane;
  for (const label of labels) {
    // The editor names it “⁨Common⁩” Field: quotes and bidirectional isolates around it.
    const literal = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const name = new RegExp(`^\\P{L}*${literal}\\P{L}* Field$`, "u");
    const found = scope.getByRole("group", { name }).first();
    // The editor draws fields as they scroll into view: scroll down the group until it is there.
    for (let tries = 0; tries < 30 && (await found.count()) === 0; tries += 1) {
      await scope.getByRole("group").last().scrollIntoViewIfNeeded();
    }
    scope = found;
    await scope.scrollIntoViewIfNeeded();
    const expand = scope.getByRole("button", { name: "Expand" }).first();
    if (label !== labels.at(-1) && (await expand.isVisible())) await expand.click();
  }
  return scope;
}

/**
 * Waits until the editor is drawn in its fonts: its own (the icons are a font: before it
 * loads, each shows its name), and the site's in a preview, if one is open.
 */
export async function editorDrawn(page: Page) {
  await page.mouse.move(0, 0);
  // Each pane at its top (opening a group may have scrolled one).
  await page.evaluate(() => {
    for (const element of document.querySelectorAll("*")) {
      if (element.scrollTop > 0) element.scrollTop = 0;
    }
  });
  // The bundled face, loaded (the same family named on a CDN is refused: CMS_CDN_FONTS).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family.includes("Material Symbols Outlined") && face.status === "loaded",
        ),
      ),
    )
    .toBe(true);
  for (const frame of page.frames().slice(1)) {
    await expect
      .poll(() =>
        // The face the preview adds (admin/previews.tsx), loaded; the stylesheet's own
        // optional one may never be.
        frame.evaluate(() =>
          [...document.fonts].some(
            ({ family, status }) => family === "Sora" && status === "loaded",
          ),
        ),
      )
      .toBe(true);
  }
}

/**
 * The one CSP violation the editor reports by design: the CMS's stylesheet names its fonts
 * on a CDN too (Sveltia CMS 0.221.1 has no option to leave that out), and the editor's
 * policy (font-src 'self') refuses them; the CMS draws with the copies it bundles.
 */
export const CMS_CDN_FONTS =
  /^Loading the font 'https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/[^']+' violates the following Content Security Policy directive: "font-src 'self'"/;
