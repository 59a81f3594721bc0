/**
 * Every language's words, by language (app/content/words.ts), from the files the build
 * reads: each language's catalog (`app/content/<code>/messages.json`), its list of
 * strings needing review, and its legal pages. Loaded where pages are prerendered,
 * never in the browser: the interactive parts get their words from the page (see
 * app/islands.ts).
 */
import type { LegalCommonCopy, LegalCopy } from "./legal";
import { wordsOf, type LegalWords } from "./words";

export type { Messages } from "./words";

const catalogs = import.meta.glob<unknown>("./*/messages.json", { eager: true, import: "default" });
const reviews = import.meta.glob<unknown>("./*/needs-review.json", {
  eager: true,
  import: "default",
});
// Until the pages about the site move to Markdown, their words are TypeScript, one
// export per page (named imports: a namespace import would cost the browser's chunks a helper).
const legal = {
  legal: import.meta.glob<LegalCommonCopy>("./*/legal.ts", { eager: true, import: "legal" }),
  privacy: import.meta.glob<LegalCopy>("./*/legal.ts", { eager: true, import: "privacy" }),
  terms: import.meta.glob<LegalCopy>("./*/legal.ts", { eager: true, import: "terms" }),
  accessibility: import.meta.glob<LegalCopy>("./*/legal.ts", {
    eager: true,
    import: "accessibility",
  }),
};

export const messages = wordsOf((code) => {
  const file = `./${code}/legal.ts`;
  const words = {
    legal: legal.legal[file],
    privacy: legal.privacy[file],
    terms: legal.terms[file],
    accessibility: legal.accessibility[file],
  };
  return {
    catalog: catalogs[`./${code}/messages.json`],
    review: reviews[`./${code}/needs-review.json`],
    legal: Object.values(words).every(Boolean) ? (words as LegalWords) : undefined,
  };
});
