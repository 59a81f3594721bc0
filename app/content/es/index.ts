/**
 * Every word of the site in Spanish, in the shape of the English copy
 * (app/content/messages.ts): a missing or extra string fails the typecheck.
 */
import type { Messages } from "../messages";
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

const es = {
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
    privacy: { meta: { label: "Privacidad" } },
    terms: { meta: { label: "Términos" } },
    accessibility: { meta: { label: "Accesibilidad" } },
  } satisfies Record<PageId, { meta: Pick<PageMetaCopy, "label"> }>,
  legal: { revised: "Última actualización:" },
  application,
  tour,
} satisfies Messages;

export default es;
