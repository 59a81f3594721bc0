// @ts-check
/**
 * A page written in Markdown (app/content/<code>/<page>.md: app/lib/markdown-page.ts) in
 * the pseudo-language, as a translator would write it: only the words change. Each
 * heading, paragraph and text of the front matter is one message: its letters accented
 * (pseudo-localize.js), padded and bracketed as a whole, so a link or an emphasis inside
 * it stays inside its brackets. What a translator keeps stays as it is: the front
 * matter's keys and its date, each heading's `{#anchor}`, the links' addresses and the
 * placeholders `{siteName}` and `{email}`. The tree is written back by remark, which
 * escapes what the brackets would otherwise make Markdown.
 */
import remarkFrontmatter from "remark-frontmatter";
import remarkParse from "remark-parse";
import remarkStringify from "remark-stringify";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { parseDocument } from "yaml";
import { accent, closing } from "./pseudo-localize.js";

/** A placeholder, kept whole when a text is split on it. */
const PLACEHOLDER = /(\{[^{}\s]*\})/;
/** A heading's anchor, at its end: "## Questions {#contact-heading}". */
const HEADING_ID = /\s*\{#[a-z][a-z0-9-]*\}$/;
/** The front matter's words; its other keys (the date) are no text. */
const FRONT_MATTER_TEXT = ["title", "description", "lead"];

/**
 * A text accented but for its placeholders, and how many of its characters are words.
 * @param {string} text
 */
function accentText(text) {
  let length = 0;
  const parts = text.split(PLACEHOLDER).map((part, index) => {
    if (index % 2 === 1) return part;
    length += part.length;
    return accent(part);
  });
  return { text: parts.join(""), length };
}

/**
 * A heading's or a paragraph's text nodes accented, the whole bracketed and padded (a
 * heading's anchor kept after the padding).
 * @param {import("mdast").Heading | import("mdast").Paragraph} block
 */
function pseudoBlock(block) {
  let length = 0;
  let anchor = "";
  const last = block.children.at(-1);
  if (block.type === "heading" && last?.type === "text") {
    const match = HEADING_ID.exec(last.value);
    if (match) {
      anchor = match[0];
      last.value = last.value.slice(0, match.index);
    }
  }
  visit(block, "text", (node) => {
    const accented = accentText(node.value);
    node.value = accented.text;
    length += accented.length;
  });
  block.children.unshift({ type: "text", value: "[" });
  block.children.push({ type: "text", value: `${closing(length)}${anchor}` });
}

/** @param {import("mdast").Root} tree */
function pseudoTree(tree) {
  visit(tree, (node) => {
    if (node.type === "yaml") {
      const matter = parseDocument(node.value);
      for (const key of FRONT_MATTER_TEXT) {
        const value = matter.get(key);
        if (typeof value !== "string") continue;
        const accented = accentText(value);
        matter.set(key, `[${accented.text}${closing(accented.length)}`);
      }
      node.value = matter.toString({ lineWidth: 0 }).trimEnd();
    } else if (node.type === "heading" || node.type === "paragraph") pseudoBlock(node);
  });
}

const processor = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ["yaml"])
  .use(() => pseudoTree)
  .use(remarkStringify, { bullet: "-" });

/** A Markdown page of the site in the pseudo-language. @param {string} source */
export function pseudoMarkdown(source) {
  return String(processor.processSync(source));
}
