import { useLocation } from "react-router";
import { localeOfPath, type Locale } from "~/content/locales";
import { messages, type Messages } from "~/content/messages";

/**
 * The language of the page being prerendered, from its path ("/es/…" is Spanish).
 * Only for what is prerendered: the interactive parts run without a router and get
 * their words as props (app/islands.ts).
 */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** Every word of the page's language. */
export function useMessages(): Messages {
  return messages[useLocale()];
}
