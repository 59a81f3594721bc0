/**
 * The pages of the site, in navigation order: the one list that the routes, the
 * header, the footer, the sitemap, the prerender list, the host configurations, the
 * browser tests' page table and the screenshots follow. A page's route module is
 * `app/routes/<id>.tsx`; its words are in each language's folder of copy, where the
 * typecheck asks for them. Free of imports, so the build's route config can load it.
 */

export type PageEntry = {
  id: string;
  path: `/${string}`;
  /** "main": in the header and the footer's Explore list; "legal": in the footer only. */
  nav: "main" | "legal";
  /** Its words are Markdown, `app/content/<code>/<id>.md`, rather than catalog messages. */
  markdown?: true;
};

export const pages = [
  { id: "home", path: "/", nav: "main" },
  { id: "vision", path: "/vision", nav: "main" },
  { id: "classrooms", path: "/classrooms", nav: "main" },
  { id: "life", path: "/life", nav: "main" },
  { id: "join", path: "/join", nav: "main" },
  { id: "privacy", path: "/privacy", nav: "legal", markdown: true },
  { id: "terms", path: "/terms", nav: "legal", markdown: true },
  { id: "accessibility", path: "/accessibility", nav: "legal", markdown: true },
] as const satisfies readonly PageEntry[];

export type Page = (typeof pages)[number];
export type PageId = Page["id"];

/**
 * The pages about the site (privacy, terms, accessibility): one component renders them
 * (app/components/legal-page.tsx), and their words are a Markdown file per language.
 */
type LegalPage = Extract<Page, { markdown: true }>;
export type LegalPageId = LegalPage["id"];
export const isLegalPage = (page: Page): page is LegalPage => "markdown" in page;

/** The path of the not-found page, prerendered once per language. */
export const notFoundPath = "/404";

/** The route module of a page, relative to app/. */
export function routeModule(page: PageEntry): string {
  return `routes/${page.id}.tsx`;
}

export function pageById(id: PageId): Page {
  const page = pages.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`Unknown page ${id}`);
  return page;
}

/** The page at a path (without language prefix, trailing slash ignored), if any. */
export function pageAt(path: string): Page | undefined {
  const bare = path.replace(/\/+$/, "") || "/";
  return pages.find((page) => page.path === bare);
}
