import { expect, test } from "vitest";
import { SITE_PAGES, UNKNOWN_PATHS } from "../e2e/site-data";
import { request, served, show } from "./served";

// No broken link: every same-origin link and file a page names answers, and every
// `#fragment` names an element of its page, on every page in every language and on each
// language's not-found page. Other hosts (the photo host, the canonical domain) and
// mailto: are not this site's to check.

const ORIGIN = "https://site.invalid";

/** Every URL a page names: links, and the files it loads (srcset's included). */
function namedUrls(path: string): URL[] {
  const base = new URL(path, ORIGIN);
  const attributes = ["href", "src", "poster"].flatMap((name) =>
    Array.from(document.querySelectorAll(`[${name}]`), (element) => element.getAttribute(name)),
  );
  const sources = Array.from(document.querySelectorAll("[srcset]"), (element) =>
    (element.getAttribute("srcset") ?? "").split(",").map((entry) => entry.trim().split(/\s+/)[0]),
  ).flat();
  return [...attributes, ...sources]
    .filter((value): value is string => !!value)
    .map((value) => new URL(value, base))
    .filter((url) => url.origin === ORIGIN);
}

/** The ids of a page's elements, fetched once. */
const idsOf = new Map<string, Promise<Set<string>>>();
function ids(path: string) {
  let found = idsOf.get(path);
  if (!found) {
    found = served(path).then(({ text }) => {
      const doc = new DOMParser().parseFromString(text, "text/html");
      return new Set(Array.from(doc.querySelectorAll("[id]"), (element) => element.id));
    });
    idsOf.set(path, found);
  }
  return found;
}

const PAGES = [...SITE_PAGES.map(({ path }) => path), ...UNKNOWN_PATHS.slice(0, 1), "/es/nope"];

test("every same-origin link and file of every page answers, and every fragment is on its page", async () => {
  const broken: string[] = [];
  let checked = 0;
  for (const path of PAGES) {
    show((await request(path)).text);
    for (const url of namedUrls(path)) {
      checked += 1;
      const target = url.pathname;
      // A page's link to a place on itself: the not-found page answers 404 by design.
      const { status } = await served(target);
      if (status >= 400 && target !== path) broken.push(`${path} → ${target}: ${status}`);
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && !(await ids(target)).has(fragment)) {
        broken.push(`${path} → ${target}#${fragment}: no such id`);
      }
    }
  }
  expect(checked, "links and files checked").toBeGreaterThan(PAGES.length * 20);
  expect(broken).toEqual([]);
});
