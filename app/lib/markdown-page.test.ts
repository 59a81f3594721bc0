// @vitest-environment node
import type { Root } from "hast";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { loadMarkdownPage, markdownFile, parseMarkdownPage } from "~/lib/markdown-page";

// A page in Markdown: what it becomes, and every mistake failing with the file and line.

const FRONT = [
  "---",
  'title: "About {siteName}"',
  'description: "What {siteName} is, and how to write to it: {email}."',
  'lead: "A short page."',
  "revised: 2026-11-24",
  "---",
].join("\n");

const page = (body: string, front = FRONT) => `${front}\n\n${body}\n`;
const parse = (source: string, locale: "en" | "es" = "en") =>
  parseMarkdownPage(source, { path: "app/content/en/about.md", locale });

/** The tree's elements and texts in a compact form: ["p", "text", ["a", href, "text"]]. */
function shape(node: Root | Root["children"][number]): unknown {
  if (node.type === "text") return node.value;
  if (node.type === "root") return node.children.map(shape);
  if (node.type !== "element") return node.type;
  const { href, translate } = node.properties;
  return [
    node.tagName,
    ...(href === undefined ? [] : [href]),
    ...(translate === undefined ? [] : [{ translate }]),
    ...node.children.map(shape),
  ];
}

describe("a Markdown page", () => {
  it("gives its front matter, the school's name written in", () => {
    const { title, description, lead, revised } = parse(page("## One {#one-heading}\n\nText."));
    expect({ title, description, lead, revised }).toEqual({
      title: `About ${site.name}`,
      description: `What ${site.name} is, and how to write to it: ${site.email}.`,
      lead: "A short page.",
      revised: "2026-11-24",
    });
  });

  it("splits its body into sections at each ## heading, with the heading's own anchor", () => {
    const { sections } = parse(
      page(
        "## What we collect {#collect-heading}\n\nOne.\n\nTwo.\n\n## Questions {#contact-heading}\n\nThree.",
      ),
    );
    expect(sections.map(({ id, title, body }) => [id, title, shape(body)])).toEqual([
      [
        "collect-heading",
        "What we collect",
        [
          ["p", "One."],
          ["p", "Two."],
        ],
      ],
      ["contact-heading", "Questions", [["p", "Three."]]],
    ]);
  });

  it("writes {siteName} into the text and makes {email} a link that writes to it, never translated", () => {
    const [section] = parse(
      page("## Q {#q-heading}\n\nWrite to {email}: {siteName} replies."),
    ).sections;
    expect(shape(section!.body)).toEqual([
      [
        "p",
        "Write to ",
        ["a", `mailto:${site.email}`, { translate: "no" }, site.email],
        `: ${site.name} replies.`,
      ],
    ]);
  });

  it("leads a link to a page of the site to that page in the file's language, and keeps addresses", () => {
    const body =
      "## L {#l-heading}\n\nSee [the policy](/privacy#collect-heading) and [WCAG](https://www.w3.org/TR/WCAG22/).";
    expect(shape(parse(page(body), "es").sections[0]!.body)).toEqual([
      [
        "p",
        "See ",
        ["a", "/es/privacy#collect-heading", "the policy"],
        " and ",
        ["a", "https://www.w3.org/TR/WCAG22/", "WCAG"],
        ".",
      ],
    ]);
    expect(shape(parse(page(body), "en").sections[0]!.body)).toContainEqual(
      expect.arrayContaining([["a", "/privacy#collect-heading", "the policy"]]),
    );
  });

  it("holds lists and emphasis, and reads a paragraph broken over lines as one line", () => {
    const body = "## L {#l-heading}\n\nA *short*\nparagraph, **said**.\n\n- one\n- two\n\n1. first";
    expect(shape(parse(page(body)).sections[0]!.body)).toEqual([
      ["p", "A ", ["em", "short"], " paragraph, ", ["strong", "said"], "."],
      ["ul", ["li", "one"], ["li", "two"]],
      ["ol", ["li", "first"]],
    ]);
  });
});

describe("a mistake in a Markdown page fails with its path", () => {
  it("names the missing file, from the language and the page", () => {
    expect(markdownFile("es", "terms")).toBe("es/terms.md");
    expect(() => loadMarkdownPage("es", "terms", () => undefined)).toThrow(
      'app/content/es/terms.md is missing: the page "terms" in the language "es"',
    );
  });

  it.each([
    ["no front matter", "## A {#a-heading}\n\nText.\n", /about\.md: no front matter/],
    [
      "no title",
      page("## A {#a-heading}\n\nT.", FRONT.replace(/title: .*\n/, "")),
      /about\.md: front matter:\n.*\n {2}→ at title/,
    ],
    [
      "a misspelt key",
      page("## A {#a-heading}\n\nT.", FRONT.replace("lead:", "leed:")),
      /about\.md: front matter:\n.*"leed"/,
    ],
    [
      "a date that is not a day",
      page("## A {#a-heading}\n\nT.", FRONT.replace("2026-11-24", "24/11/2026")),
      /about\.md: front matter:\n.*\n {2}→ at revised/,
    ],
    [
      "broken YAML",
      page("## A {#a-heading}\n\nT.", FRONT.replace('"A short page."', "{siteName} is: here")),
      /about\.md:4:18: front matter: Unexpected scalar at node end$/,
    ],
    [
      "an unknown placeholder in the front matter",
      page("## A {#a-heading}\n\nT.", FRONT.replace("A short page.", "{school}")),
      /about\.md: front matter: unknown placeholder \{school\}/,
    ],
  ])("the front matter: %s", (_, source, message) => {
    expect(() => parse(source)).toThrow(message);
  });

  it.each([
    ["a heading without its anchor", "## A\n\nT.", /about\.md:8:1: a heading ends with its anchor/],
    [
      "an anchor used twice",
      "## A {#a-heading}\n\nT.\n\n## B {#a-heading}\n\nU.",
      /about\.md:12:1: the anchor #a-heading is used twice/,
    ],
    ["a ### heading", "## A {#a-heading}\n\n### B\n\nT.", /about\.md:10:1: only ## headings/],
    [
      "text before the first section",
      "Intro.\n\n## A {#a-heading}\n\nT.",
      /about\.md:8:1: text before the first ## heading/,
    ],
    ["no section at all", "", /about\.md: no section/],
    ["raw HTML", "## A {#a-heading}\n\n<b>T</b>.", /about\.md:10:1: html is not supported/],
    ["an image", "## A {#a-heading}\n\n![x](/x.png)", /about\.md:10:1: image is not supported/],
    [
      "an unknown placeholder",
      "## A {#a-heading}\n\nAt {school}.",
      /about\.md:10:1: unknown placeholder \{school\}/,
    ],
    [
      "{email} inside a link",
      "## A {#a-heading}\n\n[{email}](https://example.com)",
      /about\.md:10:2: \{email\} is a link: not inside a link/,
    ],
    [
      "a link to no page of the site",
      "## A {#a-heading}\n\n[x](/nowhere)",
      /about\.md:10:1: \/nowhere is no page of the site/,
    ],
    [
      "an e-mail address written out",
      "## A {#a-heading}\n\n[x](mailto:a@b.example)",
      /about\.md:10:1: mailto:a@b\.example: a link goes to/,
    ],
    [
      "a relative link",
      "## A {#a-heading}\n\n[x](privacy)",
      /about\.md:10:1: privacy: a link goes to/,
    ],
  ])("the body: %s, with its line", (_, body, message) => {
    expect(() => parse(page(body))).toThrow(message);
  });
});
