import type { Root } from "hast";
import { toJsxRuntime, type Components } from "hast-util-to-jsx-runtime";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { TextLink } from "~/components/rich-text";

/**
 * What a Markdown page's elements look like on the site (app/lib/markdown-page.ts says
 * which elements a page may hold): links as every link in running text, lists with their
 * markers (the base styles take them away). Paragraphs, emphasis and line breaks keep the
 * browser's own look, in the colour and spacing of the block around them.
 */
const components: Partial<Components> = {
  // An e-mail address written by {email} comes with translate="no".
  a: ({ href, translate, children }) => (
    <TextLink href={href} translate={translate}>
      {children}
    </TextLink>
  ),
  ul: ({ children }) => <ul className="list-disc space-y-3 ps-6">{children}</ul>,
  ol: ({ start, children }) => (
    <ol start={start} className="list-decimal space-y-3 ps-6">
      {children}
    </ol>
  ),
};

/** Markdown, converted to HTML's tree when the page is read, as the site's elements. */
export function Markdown({ tree }: { tree: Root }) {
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, components });
}
