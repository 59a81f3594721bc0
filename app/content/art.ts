import classroomsSrc from "~/art/classrooms.svg?inline";
import heroCampusSrc from "~/art/hero-campus.svg?inline";
import lifeSrc from "~/art/life.svg?inline";
import visionSrc from "~/art/vision.svg?inline";
import type { Artwork } from "~/content/types";

/**
 * The original illustrations of the site; each page's copy describes its own. Each is
 * inside its page (`?inline`, a data: URL in its <img>): the largest element of the first
 * screen comes with the document and is in its first paint
 * (docs/decisions/0025-the-first-response-paints.md). Only the static pages and the
 * editor's preview show them, so no page's code carries them.
 */
export const artwork = {
  home: { src: heroCampusSrc, width: 640, height: 560 },
  vision: { src: visionSrc, width: 560, height: 460 },
  classrooms: { src: classroomsSrc, width: 560, height: 460 },
  life: { src: lifeSrc, width: 560, height: 460 },
} satisfies Record<string, Artwork>;
