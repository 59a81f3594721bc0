/**
 * Every language's words, by language, from its message catalog
 * (`app/content/<code>/messages.json`, ICU MessageFormat: docs/decisions/0016-message-catalogs.md).
 * Each catalog is checked against the default language's as the pages prerender: a
 * missing or extra key, a message that does not parse or a wrong placeholder fails the
 * build, naming the file and the key. The shape comes from the default language's
 * catalog (catalog.gen.ts), so the code's use of a key or a placeholder is typechecked.
 * A message is a string, or a function of the values its placeholders need; the site's
 * own values (AMBIENT: the school's name, the admissions year…) are filled in here.
 * Loaded where pages are prerendered, never in the browser: the interactive parts get
 * their words from the page (see app/islands.ts).
 */
import { IntlMessageFormat } from "intl-messageformat";
import { AGE_MAX, AGE_MIN, GRADE_MAX, GRADE_MIN } from "./application";
import { AMBIENT, argumentsOf, checkCatalogs } from "./catalog.js";
import type { Catalog } from "./catalog.gen";
import { admissionsYear } from "./dates";
import type { LegalCommonCopy, LegalCopy } from "./legal";
import { localeInfo, locales, type Locale } from "./locales";
import { site } from "./site";
import type { Rich } from "./types";

/** The values every message may name, filled in by the build (catalog.js lists their names). */
const ambient = {
  site: site.name,
  email: site.email,
  year: String(admissionsYear),
  ageMin: AGE_MIN,
  ageMax: AGE_MAX,
  gradeMin: GRADE_MIN,
  gradeMax: GRADE_MAX,
} satisfies Record<keyof typeof AMBIENT, string | number>;

type LegalPageId = "privacy" | "terms" | "accessibility";

/** Every word of one language: its catalog, and the pages about the site. */
export type Messages = Omit<Catalog, "pages"> & {
  pages: Catalog["pages"] & Record<LegalPageId, LegalCopy>;
  legal: LegalCommonCopy;
};

const catalogs = import.meta.glob<unknown>("./*/messages.json", { eager: true, import: "default" });
const reviews = import.meta.glob<unknown>("./*/needs-review.json", {
  eager: true,
  import: "default",
});
// Until the pages about the site move to Markdown, their words are TypeScript, one
// export per page (named imports: a namespace import would cost the browser's chunks a helper).
const legalExports = {
  legal: import.meta.glob<LegalCommonCopy>("./*/legal.ts", { eager: true, import: "legal" }),
  privacy: import.meta.glob<LegalCopy>("./*/legal.ts", { eager: true, import: "privacy" }),
  terms: import.meta.glob<LegalCopy>("./*/legal.ts", { eager: true, import: "terms" }),
  accessibility: import.meta.glob<LegalCopy>("./*/legal.ts", {
    eager: true,
    import: "accessibility",
  }),
};

/** One message, ready: its text, its rich text, or a function of its values. */
function compile(message: string, intl: string): unknown {
  const format = new IntlMessageFormat(message, intl);
  const own = [...argumentsOf(message)].filter(([name]) => !(name in AMBIENT));
  const tags = own.filter(([, kind]) => kind === "tag").map(([name]) => name);
  const markup = Object.fromEntries(
    tags.map((tag) => [tag, (chunks: unknown[]) => ({ tag, text: chunks.join("") })]),
  );
  const run = (values: Record<string, unknown> = {}) => {
    const result = format.format<{ tag: string; text: string }>({
      ...ambient,
      ...(values as Record<string, string | number | Date>),
      ...markup,
    });
    if (tags.length === 0) return String(result);
    const parts = (Array.isArray(result) ? result : [result]) as Rich[number][];
    return parts.reduce<Rich[number][]>((all, part) => {
      const last = all.at(-1);
      if (typeof part === "string" && typeof last === "string") all[all.length - 1] = last + part;
      else all.push(part);
      return all;
    }, []);
  };
  return own.length > tags.length ? run : run();
}

/** A catalog's messages, flat by key, as the nested object the code reads. */
function nest(messages: Map<string, string>, intl: string): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const [key, message] of messages) {
    const path = key.split(".");
    const last = path.pop() ?? key;
    let node = tree;
    for (const part of path) node = (node[part] ??= {}) as Record<string, unknown>;
    node[last] = compile(message, intl);
  }
  return tree;
}

const checked = checkCatalogs(
  locales.map(({ code }) => {
    const review = reviews[`./${code}/needs-review.json`];
    return {
      code,
      file: `app/content/${code}/messages.json`,
      tree: catalogs[`./${code}/messages.json`],
      review:
        review === undefined
          ? undefined
          : { file: `app/content/${code}/needs-review.json`, list: review },
    };
  }),
);
if (checked.problems.length > 0) {
  throw new Error(`The message catalogs:\n  ${checked.problems.join("\n  ")}`);
}

export const messages = Object.fromEntries(
  locales.map(({ code }) => {
    const catalog = nest(checked.byLanguage.get(code) ?? new Map(), localeInfo(code).intl);
    const file = `./${code}/legal.ts`;
    const { legal, privacy, terms, accessibility } = legalExports;
    if (!legal[file])
      throw new Error(`No legal pages for "${code}": add app/content/${code}/legal.ts`);
    const pages = {
      ...(catalog.pages as Catalog["pages"]),
      privacy: privacy[file],
      terms: terms[file],
      accessibility: accessibility[file],
    };
    return [code, { ...catalog, pages, legal: legal[file] }];
  }),
) as Record<Locale, Messages>;
