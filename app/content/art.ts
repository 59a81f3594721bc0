import classroomsSrc from "~/art/classrooms.svg";
import heroCampusSrc from "~/art/hero-campus.svg";
import lifeSrc from "~/art/life.svg";
import visionSrc from "~/art/vision.svg";
import type { Artwork } from "~/content/types";

/** The original illustrations of the site; each page's copy describes its own. */
export const artwork = {
  home: { src: heroCampusSrc, width: 640, height: 560 },
  vision: { src: visionSrc, width: 560, height: 460 },
  classrooms: { src: classroomsSrc, width: 560, height: 460 },
  life: { src: lifeSrc, width: 560, height: 460 },
} satisfies Record<string, Artwork>;
