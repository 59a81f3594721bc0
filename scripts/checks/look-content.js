// @ts-check
/**
 * The look's own words: the screenshots of tests/e2e/look.spec.ts guard the layout and the
 * style, so they are drawn from a copy of the project whose content is frozen, the words
 * as they were when the baselines were made (tests/e2e/look/content/, the same paths as
 * app/content/). An edit of the office's changes no screenshot; a change of a component or
 * of the CSS still does. Each frozen catalog gives its words to the keys the live one has,
 * so a key a developer adds is drawn with its live words, and a key removed is dropped;
 * every other frozen file (a policy page, the dates) replaces the live one whole.
 */
import { cpSync, existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

const root = join(import.meta.dirname, "../..");
/** Where the frozen content is. */
const LOOK_CONTENT = join(root, "tests/e2e/look/content");

/** Every file under `dir`, by its path relative to it. @param {string} dir @returns {string[]} */
const filesUnder = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path).map((file) => join(name, file)) : [name];
  });

/**
 * The live catalog with the frozen words where it has a key the frozen one has too.
 * @param {unknown} live @param {unknown} frozen @returns {unknown}
 */
export function frozenWords(live, frozen) {
  if (typeof live === "string") return typeof frozen === "string" ? frozen : live;
  if (!live || typeof live !== "object") return live;
  const old =
    frozen && typeof frozen === "object" ? /** @type {Record<string, unknown>} */ (frozen) : {};
  return Object.fromEntries(
    Object.entries(live).map(([key, value]) => [key, frozenWords(value, old[key])]),
  );
}

/** Puts the frozen content into the project at `dir` (a copy): its app/content. @param {string} dir */
export function freezeContent(dir) {
  const content = join(dir, "app/content");
  for (const file of filesUnder(LOOK_CONTENT)) {
    const target = join(content, file);
    if (file.endsWith("messages.json") && existsSync(target)) {
      const read = (/** @type {string} */ path) => JSON.parse(readFileSync(path, "utf8"));
      const words = frozenWords(read(target), read(join(LOOK_CONTENT, file)));
      writeFileSync(target, `${JSON.stringify(words, null, 2)}\n`);
    } else {
      cpSync(join(LOOK_CONTENT, file), target);
    }
  }
  return filesUnder(LOOK_CONTENT).map((file) => relative(dir, join(content, file)));
}
