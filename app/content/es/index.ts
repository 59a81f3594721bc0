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
import { accessibility, legal, privacy, terms } from "./legal";
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
    privacy,
    terms,
    accessibility,
  } satisfies Record<PageId, { meta: PageMetaCopy }>,
  legal,
  application,
  tour,
} satisfies Messages;

export default es;
