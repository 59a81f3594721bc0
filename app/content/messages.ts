/**
 * Every language's copy, by language. English (app/content/en) gives the shape; each
 * other language's folder exports `{ … } satisfies Messages`, so a missing or extra
 * string fails the typecheck, and a language listed in locales.ts without its folder
 * fails the build here. Loaded where pages are prerendered, never in the browser: the
 * interactive parts get their words from the page (see app/islands.ts).
 */
import type english from "./en";
import { locales, type Locale } from "./locales";

export type Messages = typeof english;

const folders = import.meta.glob<Messages>("./*/index.ts", { eager: true, import: "default" });

export const messages = Object.fromEntries(
  locales.map(({ code }) => {
    const found = folders[`./${code}/index.ts`];
    if (!found)
      throw new Error(`No copy for the language "${code}": add app/content/${code}/index.ts`);
    return [code, found];
  }),
) as Record<Locale, Messages>;
