import { createContext, useContext } from "react";
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

/**
 * Words to render with instead of the built catalog's: the editor's preview of an edit
 * (admin/previews.tsx). Pages never set it.
 */
export const MessagesProvider = createContext<Messages | undefined>(undefined);

/** Every word of the page's language. */
export function useMessages(): Messages {
  const edited = useContext(MessagesProvider);
  const locale = useLocale();
  return edited ?? messages[locale];
}
