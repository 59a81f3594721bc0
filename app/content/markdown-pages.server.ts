/**
 * The pages written in Markdown, found by convention: `app/content/<code>/<page>.md`, one
 * per language of locales.ts, so a language's folder brings its pages with it. Loaded where
 * pages are prerendered, never in the browser (these pages ship no JavaScript); a missing
 * or faulty file fails the build with its path (app/lib/markdown-page.ts).
 */
import { loadMarkdownPage, type MarkdownPage } from "~/lib/markdown-page";
import { stockHostUsed } from "./gallery";
import { localeOf, type Locale } from "./locales";
import type { LegalPageId, PageId } from "./pages";
import { withoutUnusedHost } from "./tour-rules";

const files = import.meta.glob<string>("./*/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const loaded = new Map<string, MarkdownPage>();

/**
 * A page in a language, read and checked once per build; its section about the stock photo
 * host only while a stop of the tour uses it (app/content/tour-rules.ts).
 */
export function markdownPage(locale: Locale, page: PageId): MarkdownPage {
  const key = `${locale}/${page}`;
  const found =
    loaded.get(key) ??
    withoutUnusedHost(
      loadMarkdownPage(locale, page, (file) => files[`./${file}`]),
      stockHostUsed,
    );
  loaded.set(key, found);
  return found;
}

/** What a page about the site's route loads: its id and its Markdown, read. */
export type LegalPageData = MarkdownPage & { id: LegalPageId };

/**
 * The loader of a page about the site (app/routes/privacy.tsx…): its Markdown in the
 * route's language, read while the page is prerendered, so the parser stays out of the
 * browser's code and the page ships none.
 */
export function legalPageLoader(id: LegalPageId) {
  return ({ params }: { params: { lang?: string } }): LegalPageData => ({
    id,
    ...markdownPage(localeOf(params), id),
  });
}
