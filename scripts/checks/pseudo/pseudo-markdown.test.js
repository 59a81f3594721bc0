// @vitest-environment node
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "../../../app/content/site";
import { parseMarkdownPage } from "../../../app/lib/markdown-page";
import { visit } from "unist-util-visit";
import { pseudoMarkdown } from "./pseudo-markdown.js";

// Each English page about the site, in the pseudo-language, read by the site's own parser.
const ENGLISH = join(import.meta.dirname, "../../../app/content/en");
const files = readdirSync(ENGLISH).filter((name) => name.endsWith(".md"));

/** A page read as the build reads it. @param {string} source @param {string} path */
const read = (source, path) => parseMarkdownPage(source, { path, locale: "en" });

/** @typedef {ReturnType<typeof read>} Page @typedef {import("hast").Nodes} Node */

/** Each section's anchor, and its elements with their attributes, in order: what stays. */
const skeleton = (/** @type {Page} */ page) =>
  page.sections.map((section) => {
    /** @type {unknown[]} */
    const elements = [];
    visit(section.body, "element", (element) => {
      elements.push([element.tagName, element.properties]);
    });
    return { id: section.id, elements };
  });

/** The text of a node. @param {Node} node @returns {string} */
const textOf = (node) =>
  node.type === "text" ? node.value : "children" in node ? node.children.map(textOf).join("") : "";

/** The text of each paragraph and list item, a block of its own in the pseudo-language. */
const blocks = (/** @type {Page} */ page) =>
  page.sections.flatMap((section) => {
    /** @type {string[]} */
    const found = [];
    visit(section.body, "element", (element) => {
      const inner = element.children.some(
        (child) => child.type === "element" && child.tagName === "p",
      );
      if (element.tagName === "p" || (element.tagName === "li" && !inner))
        found.push(textOf(element));
    });
    return found;
  });

/** Whether a text is all in the pseudo-language but for the school's name and e-mail. */
const pseudo = (/** @type {string} */ text) =>
  text.startsWith("[") &&
  text.endsWith("]") &&
  !/[A-Za-z]/.test(text.replaceAll(site.name, "").replaceAll(site.email, ""));

describe.each(files)("%s in the pseudo-language", (file) => {
  const source = readFileSync(join(ENGLISH, file), "utf8");
  const english = read(source, `en/${file}`);
  const page = read(pseudoMarkdown(source), `en-XA/${file}`);

  it("keeps the date, the anchors, the links' addresses and the e-mail links", () => {
    expect(page.revised).toBe(english.revised);
    expect(skeleton(page)).toEqual(skeleton(english));
  });

  it("has every text accented, bracketed and longer", () => {
    for (const key of /** @type {const} */ (["title", "description", "lead"])) {
      expect(pseudo(page[key]), page[key]).toBe(true);
      expect(page[key].length).toBeGreaterThan(english[key].length * 1.3);
    }
    for (const section of page.sections) expect(pseudo(section.title), section.title).toBe(true);
    const texts = blocks(page);
    expect(texts).toHaveLength(blocks(english).length);
    for (const text of texts) expect(pseudo(text), text).toBe(true);
  });
});
