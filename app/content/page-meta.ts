import type { PageMeta } from "./types";
import { classroomsMeta } from "./classrooms";
import { homeMeta } from "./home";
import { joinMeta } from "./join";
import { lifeMeta } from "./life";
import { visionMeta } from "./vision";

/** Every page's meta, for tests and build checks; each page's own is in its content module. */
export const allPageMeta: readonly PageMeta[] = [
  homeMeta,
  visionMeta,
  classroomsMeta,
  lifeMeta,
  joinMeta,
];
