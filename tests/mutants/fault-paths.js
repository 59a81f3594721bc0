// @ts-check
/**
 * Faults on the paths the site promises beyond the spec's words, for check:mutants
 * (scripts/checks/mutants.js): JavaScript off, accessibility, the look, languages, the
 * security headers and the CSP, nginx, and the islands' loader when code cannot load.
 */
import { browser, html, project, unit } from "./commands.js";

/** @typedef {import("./commands.js").Fault} Fault */

/** @type {Fault[]} */
export const PATH_FAULTS = [
  {
    id: "tour-noscript-hidden",
    rule: "the tour with JavaScript off: a plain section of the page (README: reads fully with JavaScript off)",
    file: "app/components/tour/tour-dialog.tsx",
    find: "noscript:static noscript:block ",
    replace: "",
    run: [browser("tour.spec.ts", "phone", "without JavaScript")],
  },
  {
    id: "skip-link-target",
    rule: "fault path: the skip link leads to the main content (#main)",
    file: "app/root.tsx",
    find: 'href="#main"',
    replace: 'href="#content"',
    run: [html("pages.test.ts", "leads the keyboard")],
  },
  {
    id: "hero-alt-empty",
    rule: "fault path: every hero illustration is described (its artAlt), not decoration",
    file: "app/components/page-hero.tsx",
    find: "alt={art.alt}",
    replace: 'alt=""',
    run: [html("pages.test.ts", "leads the keyboard")],
  },
  {
    id: "layout-shift-40px",
    rule: "fault path: the look (the committed screenshots) — main moved 40 px down",
    file: "app/app.css",
    find: "  p {\n    text-wrap: pretty;\n  }\n",
    replace: "  p {\n    text-wrap: pretty;\n  }\n  main {\n    padding-top: 40px;\n  }\n",
    run: [project("look", " /vision: the whole page")],
  },
  {
    id: "sideways-scroll-320",
    rule: "fault path: no sideways scroll from 320 px (WCAG 1.4.10)",
    file: "app/app.css",
    find: "scroll-padding-top: 5rem;",
    replace: "scroll-padding-top: 5rem;\n    min-width: 360px;",
    run: [browser("layout.spec.ts", "phone", "on /vision: ")],
  },
  {
    id: "spanish-in-english",
    rule: "no English on a Spanish page (docs/decisions/0012: only one language ships to a page)",
    // The code's mistake, not the words': the default language's words on every page (a
    // fault the office's edits cannot undo, as an English sentence pasted in could be).
    file: "app/lib/i18n.tsx",
    find: "return edited ?? messages[locale];",
    replace: "return edited ?? messages.en;",
    run: [html("languages.test.ts", "/es holds no string")],
  },
  {
    id: "hreflang-self",
    rule: "fault path: <link rel=alternate hreflang> for every language (docs/decisions/0012)",
    file: "app/lib/meta.ts",
    find: "href: absoluteUrl(localePath(code, path)),",
    replace: "href: absoluteUrl(localePath(locale, path)),",
    run: [unit("app/lib/meta.test.ts")],
  },
  {
    id: "spanish-404-in-english",
    rule: "fault path: each language has its own not-found page, served under its prefix",
    file: "server/page-paths.js",
    find: 'prefix: match[1] ? `/${match[1]}` : ""',
    replace: 'prefix: ""',
    run: [unit("server/languages.test.js")],
  },
  {
    id: "header-dropped",
    rule: "fault path: every response sends the security headers (X-Frame-Options)",
    file: "server/security-headers.js",
    find: '    "X-Frame-Options": "DENY",\n',
    replace: "",
    run: [unit("server/app.test.js")],
  },
  {
    id: "nginx-headers-not-always",
    rule: "fault path: nginx sends the security headers on error pages too (`always`)",
    file: "scripts/make-site/host-configs.js",
    find: "([name, value]) => `add_header ${name} ${nginxString(value)} always;`,",
    replace: "([name, value]) => `add_header ${name} ${nginxString(value)};`,",
    run: [unit("scripts/make-site/host-configs.test.js")],
  },
  {
    id: "csp-hash-missing",
    rule: "fault path: every inline script is allowed by its hash in the CSP (the islands' loader)",
    file: "scripts/make-site/inline-hashes.js",
    find: '.querySelectorAll("script:not([src])")',
    replace: '.querySelectorAll("script:not([src]):not([type=module])")',
    run: [browser("security.spec.ts", "phone")],
  },
  {
    id: "csp-style-hash-missing",
    rule: "fault path: each page's inline CSS is allowed by its hash in the CSP (0025), with no unsafe-inline",
    file: "scripts/make-site/inline-hashes.js",
    find: '.querySelectorAll("style").map((style) => style.rawText);',
    replace: '.querySelectorAll("style").map((style) => style.rawText).slice(1);',
    run: [browser("security.spec.ts", "phone")],
  },
  {
    id: "island-retry-gone",
    rule: "fault path: a part whose code cannot be fetched … the next tap fetches it again",
    file: "app/inline/island-loader.js",
    find: "  } catch (first) {\n    try {\n      return await importer();",
    replace: "  } catch (first) {\n    try {\n      throw first;",
    run: [unit("app/inline/island-loader.test.js")],
  },
  {
    id: "island-status-silent",
    rule: "fault path: a part whose code cannot be fetched says so in its status line",
    file: "app/inline/island-loader.js",
    find: 'line.textContent = show ? (line.dataset.message ?? "") : "";',
    replace: 'line.textContent = "";',
    run: [browser("faults.spec.ts", "phone", "the tour's code cannot be downloaded")],
  },
];
