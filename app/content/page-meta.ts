import type { PageInfo } from "./pages";
import { classroomsMeta } from "./classrooms";
import { homeMeta } from "./home";
import { joinMeta } from "./join";
import { lifeMeta } from "./life";
import { visionMeta } from "./vision";

/** The <title> and meta description of one page, and its path (for the canonical URL). */
export type PageMeta = { path: PageInfo["path"]; title: string; description: string };

/** Every page's meta, for tests and build checks; each page's own is in its content module. */
export const allPageMeta: readonly PageMeta[] = [
  homeMeta,
  visionMeta,
  classroomsMeta,
  lifeMeta,
  joinMeta,
];
