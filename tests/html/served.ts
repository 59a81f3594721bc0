/**
 * The built site as its server answers it, read without a browser: each response, and
 * its HTML as a document for role queries (`within(show(html))`), as a visitor with
 * JavaScript off or a search engine gets it. The server runs once per run
 * (global-setup.ts).
 */
import { within } from "@testing-library/dom";
import { inject } from "vitest";

const origin = inject("siteOrigin");

export type Served = { status: number; headers: Headers; text: string };

/** One request to the site, redirects not followed. */
export async function request(path: string, init: RequestInit = {}): Promise<Served> {
  const response = await fetch(`${origin}${path}`, { redirect: "manual", ...init });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** A file's bytes, as served. */
export async function fetched(path: string) {
  const response = await fetch(`${origin}${path}`);
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

const pages = new Map<string, Promise<Served>>();

/** A path's answer, fetched once per test file. */
export function served(path: string): Promise<Served> {
  let answer = pages.get(path);
  if (!answer) {
    answer = request(path);
    pages.set(path, answer);
  }
  return answer;
}

/**
 * Makes `html` the document (its scripts do not run: parsed, then imported) and returns
 * its queries, bound to the whole document: `show(html).getByRole("banner")`.
 */
export function show(html: string) {
  const parsed = new DOMParser().parseFromString(html, "text/html");
  // The page's inline CSS is for a browser: jsdom applies its display rules but cannot
  // match their media queries (it hid the phone menu's button at every width). What is
  // shown at which width is the browser suites' to check, as when all CSS was a file.
  for (const style of parsed.querySelectorAll("style")) style.remove();
  document.replaceChild(
    document.importNode(parsed.documentElement, true),
    document.documentElement,
  );
  return within(document.documentElement);
}

/** Parses and shows a path's page; its queries. */
export async function open(path: string) {
  return show((await served(path)).text);
}

/** The `content` of every <meta> whose name or property is `key`. */
export const metaContents = (key: string) =>
  Array.from(document.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`), (tag) =>
    tag.getAttribute("content"),
  );

/** The `href` of every <link> whose rel is one of `rels`. */
export const linkHrefs = (...rels: string[]) =>
  Array.from(
    document.querySelectorAll(rels.map((rel) => `link[rel="${rel}"]`).join(", ")),
    (link) => link.getAttribute("href") ?? "",
  );
