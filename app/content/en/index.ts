/**
 * Every word of the site in English: the default language, and the shape every
 * other language's copy must have (app/content/messages.ts).
 */
import type { PageId } from "../pages";
import type { PageMetaCopy } from "../types";
import { application } from "./application";
import { classrooms } from "./classrooms";
import { common } from "./common";
import { home } from "./home";
import { join } from "./join";
import { life } from "./life";
import { tour } from "./tour";
import { vision } from "./vision";

const en = {
  common,
  // Every page of the list, and only those: a page without its words fails the typecheck.
  pages: {
    home,
    vision,
    classrooms,
    life,
    join,
    // The pages about the site are Markdown beside this file (privacy.md, terms.md,
    // accessibility.md); here only their names in the footer, which every page shows.
    privacy: { meta: { label: "Privacy" } },
    terms: { meta: { label: "Terms" } },
    accessibility: { meta: { label: "Accessibility" } },
  } satisfies Record<PageId, { meta: Pick<PageMetaCopy, "label"> }>,
  legal: { revised: "Last updated:" },
  application,
  tour,
};

export default en;
