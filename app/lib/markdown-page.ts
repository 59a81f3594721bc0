/**
 * A page written in Markdown (the privacy policy, the terms, the accessibility statement):
 * one file per language, `app/content/<code>/<page>.md`, read and checked while the pages
 * are prerendered, so a mistake fails the build with the file's path (and line), and
 * nothing of it reaches the browser but HTML. See docs/decisions/0016-prose-in-markdown.md.
 *
 * - The front matter (YAML) holds the page's title (its h1 and <title>), its meta
 *   description, the lead under the title and the date it was last revised; a schema
 *   checks it.
 * - The body is sections: each starts with a `##` heading that names its anchor,
 *   `## Questions {#contact-heading}`, the same in every language, so a link to a section
 *   works in each. Paragraphs, lists, emphasis and links; nothing else, so nothing is
 *   dropped unseen (raw HTML, images, tables).
 * - Links go to an address (`https://…`) or to a page of the site by its path (`/privacy`),
 *   which becomes that page in the file's language (`/es/privacy`).
 * - `{siteName}` and `{email}` stand for the school's name and its admissions address (a
 *   link that writes to it), which are build settings (app/content/site.ts).
 */
import type { Root as HastRoot } from "hast";
import { minifyWhitespace } from "hast-util-minify-whitespace";
import type { Heading, Nodes, PhrasingContent, Root, RootContent } from "mdast";
import { toHast } from "mdast-util-to-hast";
import remarkFrontmatter from "remark-frontmatter";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import { LineCounter, YAMLParseError, parse as parseYaml } from "yaml";
import { z } from "zod";
import { localePath, type Locale } from "../content/locales";
import { pageAt } from "../content/pages";
import { site } from "../content/site";

/** What the front matter must hold, and nothing else (a misspelt key fails too). */
const frontMatterSchema = z.strictObject({
  /** The page's h1, and its part of the <title>. */
  title: z.string().trim().min(1),
  /** The meta description (search results, link previews). */
  description: z.string().trim().min(1),
  /** The sentence under the title. */
  lead: z.string().trim().min(1),
  /** When the text was last revised, as an ISO day: 2026-11-24. */
  revised: z.iso.date(),
});

type FrontMatter = z.infer<typeof frontMatterSchema>;

/** A section: its heading's text and anchor, and what follows it, ready to render. */
type MarkdownSection = { id: string; title: string; body: HastRoot };

export type MarkdownPage = FrontMatter & { sections: MarkdownSection[] };

/** The node types a page may hold: those the site has a look for (components/markdown.tsx). */
const ALLOWED = new Set<Nodes["type"]>([
  "root",
  "yaml",
  "heading",
  "paragraph",
  "list",
  "listItem",
  "text",
  "emphasis",
  "strong",
  "link",
  "break",
]);

/** `{name}`: a placeholder; `{#id}` at the end of a heading: its anchor. */
const PLACEHOLDER = /\{([^{}\s]*)\}/g;
const HEADING_ID = /\s*\{#([a-z][a-z0-9-]*)\}$/;

const parser = unified().use(remarkParse).use(remarkFrontmatter, ["yaml"]);

/** Throws the reason, after the file's path and the line and column of `at` where known. */
type Fail = (reason: string, at?: Nodes | { line: number; column: number }) => never;

/** Where a Markdown page of the site lives, from app/content/. */
export function markdownFile(locale: Locale, page: string): string {
  return `${locale}/${page}.md`;
}

/**
 * A page in a language, from the text `read` gives for its file (undefined: no such
 * file). The site reads the files through Vite (app/content/markdown-pages.ts); the
 * browser tests straight from the disk.
 */
export function loadMarkdownPage(
  locale: Locale,
  page: string,
  read: (file: string) => string | undefined,
): MarkdownPage {
  const file = markdownFile(locale, page);
  const source = read(file);
  const path = `app/content/${file}`;
  if (source === undefined) {
    throw new Error(`${path} is missing: the page "${page}" in the language "${locale}"`);
  }
  return parseMarkdownPage(source, { path, locale });
}

/** Parses and checks one page; an error names `path`, and the line where it can. */
export function parseMarkdownPage(
  source: string,
  { path, locale }: { path: string; locale: Locale },
): MarkdownPage {
  const fail: Fail = (reason, at) => {
    const start = at && "type" in at ? at.position?.start : at;
    throw new Error(`${path}${start ? `:${start.line}:${start.column}` : ""}: ${reason}`);
  };
  const tree = parser.parse(source);
  const [head, ...body] = tree.children;
  if (head?.type !== "yaml") {
    fail(
      "no front matter: start the file with title, description, lead and revised between two --- lines",
    );
  }
  const matter = readFrontMatter(head.value, fail);
  checkNodes(tree, fail);
  const headingIds = takeHeadingIds(tree, fail);
  fillPlaceholders(tree, fail);
  resolveLinks(tree, locale, fail);
  return { ...matter, sections: splitSections(body, headingIds, fail) };
}

function readFrontMatter(yaml: string, fail: Fail): FrontMatter {
  let data: unknown;
  const lines = new LineCounter();
  try {
    data = parseYaml(yaml, { lineCounter: lines, prettyErrors: false });
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    const { line, col } = lines.linePos(error.pos[0]);
    // The front matter starts on the file's second line, after its "---".
    fail(`front matter: ${error.message}`, { line: line + 1, column: col });
  }
  const checked = frontMatterSchema.safeParse(data);
  if (!checked.success) fail(`front matter:\n${z.prettifyError(checked.error)}`);
  // Plain text here: the e-mail address written out.
  const text = (value: string) =>
    textOf(value, (name) => fail(`front matter: unknown placeholder {${name}}`))
      .map((part) => (typeof part === "string" ? part : site.email))
      .join("");
  return {
    ...checked.data,
    title: text(checked.data.title),
    description: text(checked.data.description),
    lead: text(checked.data.lead),
  };
}

function checkNodes(tree: Root, fail: Fail) {
  visit(tree, (node) => {
    if (!ALLOWED.has(node.type)) fail(`${node.type} is not supported in a page's Markdown`, node);
    if (node.type === "yaml" && node !== tree.children[0]) fail("a second front matter", node);
    if (node.type === "heading" && node.depth !== 2) {
      fail("only ## headings: each starts a section (the title is the front matter's)", node);
    }
    if (node.type === "heading" && node.children.some((child) => child.type !== "text")) {
      fail("a heading is plain text", node);
    }
  });
}

/** Reads and removes each heading's `{#id}`; every heading has one, each its own. */
function takeHeadingIds(tree: Root, fail: Fail): Map<Heading, string> {
  const ids = new Map<Heading, string>();
  visit(tree, "heading", (heading) => {
    const last = heading.children.at(-1);
    const match = last?.type === "text" ? HEADING_ID.exec(last.value) : null;
    if (!last || last.type !== "text" || !match?.[1]) {
      return fail("a heading ends with its anchor: ## Questions {#contact-heading}", heading);
    }
    if ([...ids.values()].includes(match[1]))
      fail(`the anchor #${match[1]} is used twice`, heading);
    last.value = last.value.slice(0, match.index);
    ids.set(heading, match[1]);
  });
  return ids;
}

/** A text's runs and placeholders: the school's name written in, the e-mail left as a part. */
function textOf(value: string, unknown: (name: string) => never): (string | { email: true })[] {
  const parts: (string | { email: true })[] = [];
  let from = 0;
  for (const match of value.matchAll(PLACEHOLDER)) {
    const [whole, name = ""] = match;
    const before = value.slice(from, match.index);
    from = match.index + whole.length;
    if (name === "siteName") parts.push(before + site.name);
    else if (name === "email") parts.push(before, { email: true });
    else unknown(name);
  }
  parts.push(value.slice(from));
  // One text node per run: React separates adjacent ones with a comment in the HTML.
  return parts.reduce<(string | { email: true })[]>((runs, part) => {
    const last = runs.at(-1);
    if (typeof part === "string" && typeof last === "string") runs[runs.length - 1] = last + part;
    else if (part !== "") runs.push(part);
    return runs;
  }, []);
}

function fillPlaceholders(tree: Root, fail: Fail) {
  visit(tree, "text", (node, index, parent) => {
    if (!parent || index === undefined) return;
    const parts = textOf(node.value, (name) =>
      fail(`unknown placeholder {${name}}: the placeholders are {siteName} and {email}`, node),
    );
    const nodes = parts.map((part): PhrasingContent => {
      if (typeof part === "string") return { type: "text", value: part };
      if (parent.type === "link" || parent.type === "heading") {
        fail(`{email} is a link: not inside a ${parent.type}`, node);
      }
      const text = { type: "text", value: site.email } as const;
      // An address is never translated (translate="no"), as everywhere on the site.
      const data = { hProperties: { translate: "no" } };
      return { type: "link", url: `mailto:${site.email}`, children: [text], data };
    });
    parent.children.splice(index, 1, ...(nodes as typeof parent.children));
    return [SKIP, index + nodes.length];
  });
}

/** A link to a page of the site leads to it in the page's language; any other, to the web. */
function resolveLinks(tree: Root, locale: Locale, fail: Fail) {
  visit(tree, "link", (link) => {
    // The e-mail placeholder's link.
    if (link.url === `mailto:${site.email}`) return;
    if (link.title) fail("a link has no title: its text says where it leads", link);
    if (link.url.startsWith("/")) {
      const [path = "", hash] = link.url.split("#");
      const page = pageAt(path);
      if (!page) fail(`${link.url} is no page of the site (app/content/pages.ts)`, link);
      link.url = localePath(locale, page.path) + (hash === undefined ? "" : `#${hash}`);
    } else if (!/^https?:\/\//.test(link.url)) {
      fail(`${link.url}: a link goes to https://… or to a page of the site, /privacy`, link);
    }
  });
}

/** The body as sections, each from its heading to the next. */
function splitSections(
  body: RootContent[],
  headingIds: Map<Heading, string>,
  fail: Fail,
): MarkdownSection[] {
  const sections: { id: string; title: string; nodes: RootContent[] }[] = [];
  for (const node of body) {
    const id = node.type === "heading" ? headingIds.get(node) : undefined;
    if (node.type === "heading" && id) {
      const title = node.children
        .map((child) => (child.type === "text" ? child.value : ""))
        .join("");
      sections.push({ id, title: title.trim(), nodes: [] });
    } else {
      const section = sections.at(-1);
      if (!section)
        return fail("text before the first ## heading: each part belongs to a section", node);
      section.nodes.push(node);
    }
  }
  if (sections.length === 0) fail("no section: the body starts with a ## heading");
  return sections.map(({ id, title, nodes }) => {
    const body = toHast({ type: "root", children: nodes }) as HastRoot;
    // Without the line breaks the conversion puts between blocks: the HTML is the same
    // whatever the line breaks of the source.
    minifyWhitespace(body);
    return { id, title, body };
  });
}
