/**
 * The pages of the site, in navigation order. The header, the footer, the
 * sitemap and the prerender list come from this one list.
 * Free of run-time imports so react-router.config.ts can load it. Titles and
 * descriptions are in each page's content module.
 */
import type { PageInfo } from "./types";

export const pages: readonly PageInfo[] = [
  { path: "/", label: "Home" },
  { path: "/vision", label: "Our Vision" },
  { path: "/classrooms", label: "Smart Classrooms" },
  { path: "/life", label: "Life at School" },
  { path: "/join", label: "Join Us" },
];

/** Paths written to static HTML at build time; "/404" is the not-found page. */
export const prerenderPaths: string[] = [...pages.map((page) => page.path), "/404"];

export function pageInfo(path: PageInfo["path"]): PageInfo {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`Unknown page ${path}`);
  return page;
}
