import type { RichTextView } from "~/components/rich-text";
import type { Locale } from "~/content/locales";
import { pageById, type PageId } from "~/content/pages";
import type { Rich, RichText } from "~/content/types";
import { pageHref } from "~/lib/meta";

/** A message's tags as links to the pages they name: `<terms>…</terms>` links the terms. */
export function pageLinks(parts: Rich, { newTab = false } = {}): RichText {
  return parts.map((part) =>
    typeof part === "string" ? part : { text: part.text, page: part.tag, newTab },
  );
}

/** Copy's links, made addresses in a language: each leads to its page in that language. */
export function resolveRichText(parts: RichText, locale: Locale): RichTextView {
  return parts.map((part) => {
    if (typeof part === "string") return part;
    const id = pageById(part.page as PageId).id;
    return { text: part.text, href: pageHref(id, locale), newTab: part.newTab };
  });
}
