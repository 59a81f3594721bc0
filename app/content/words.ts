/**
 * Every language's words, made from its message catalog (ICU MessageFormat in JSON:
 * docs/decisions/0019-message-catalogs.md; the pages about the site are Markdown, read
 * by app/content/markdown-pages.server.ts). Each catalog is checked against the default
 * language's first: a missing or extra key, a message that does not parse or a wrong
 * placeholder throws, naming the file and the key. A message becomes a string, rich text, or a function of the values its
 * placeholders need; the site's own values (AMBIENT: the school's name, the admissions
 * year…) are filled in here. Free of how the files are read: the build reads them with
 * Vite (messages.ts), the browser tests from the disk (tests/e2e/site-data.ts).
 */
import { IntlMessageFormat } from "intl-messageformat";
import { AGE_MAX, AGE_MIN, GRADE_MAX, GRADE_MIN } from "./application-limits";
import { AMBIENT, argumentsOf, checkCatalogs, nestCatalog } from "./catalog.js";
import type { Catalog } from "./catalog.gen";
import { admissionsYear } from "./dates";
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

/** Every word of one language's catalog. */
export type Messages = Catalog;

/** One language's files, as read: its catalog, and its list of strings needing review. */
export type LanguageFiles = { catalog: unknown; review?: unknown };

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

/** Every language of the list's words, from its files (`files(code)`). */
export function wordsOf(files: (code: Locale) => LanguageFiles): Record<Locale, Messages> {
  const read = new Map(locales.map(({ code }) => [code, files(code)]));
  const checked = checkCatalogs(
    locales.map(({ code }) => {
      const { catalog, review } = read.get(code) ?? { catalog: undefined };
      return {
        code,
        file: `app/content/${code}/messages.json`,
        tree: catalog,
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
  return Object.fromEntries(
    locales.map(({ code }) => [
      code,
      nestCatalog(checked.byLanguage.get(code) ?? new Map(), (message) =>
        compile(message, localeInfo(code).intl),
      ),
    ]),
  ) as Record<Locale, Messages>;
}
