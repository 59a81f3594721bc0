import { Fragment, type ComponentProps } from "react";

/** A run of text with links, as an island receives it: every address already resolved. */
export type RichTextView = (string | { text: string; href: string; newTab?: boolean })[];

/**
 * Text with links in it. A link that opens in a new tab is described (`newTabNote`,
 * the id of a sentence that says so) rather than announced in its text, so a label
 * that holds it keeps its exact name.
 */
export function RichText({ parts, newTabNote }: { parts: RichTextView; newTabNote?: string }) {
  return parts.map((part, index) =>
    typeof part === "string" ? (
      <Fragment key={index}>{part}</Fragment>
    ) : (
      <TextLink
        key={index}
        href={part.href}
        {...(part.newTab
          ? { target: "_blank", rel: "noopener", "aria-describedby": newTabNote }
          : {})}
      >
        {part.text}
      </TextLink>
    ),
  );
}

/** A link in running text: the site's one look for it. */
export function TextLink({ children, ...props }: Omit<ComponentProps<"a">, "className">) {
  return (
    <a
      {...props}
      className="font-medium text-accent-200 underline decoration-accent-300/50 underline-offset-3 hover:decoration-accent-200"
    >
      {children}
    </a>
  );
}
