import type { Artwork } from "~/components/page-hero";
import classroomsSrc from "~/art/classrooms.svg";
import heroCampusSrc from "~/art/hero-campus.svg";
import lifeSrc from "~/art/life.svg";
import visionSrc from "~/art/vision.svg";

/** The original illustrations of the site, each described for screen readers. */
export const artwork = {
  home: {
    src: heroCampusSrc,
    alt: "Illustration: students around a holographic globe on a glowing campus platform, circled by orbiting learning paths.",
    width: 640,
    height: 560,
  },
  vision: {
    src: visionSrc,
    alt: "Illustration: a constellation path rising over the horizon towards a bright star.",
    width: 560,
    height: 460,
  },
  classrooms: {
    src: classroomsSrc,
    alt: "Illustration: a smart desk with holographic screens and a 3D model floating above it.",
    width: 560,
    height: 460,
  },
  life: {
    src: lifeSrc,
    alt: "Illustration: club planets for robotics, arts, games and ideas orbiting a glowing campus.",
    width: 560,
    height: 460,
  },
} satisfies Record<string, Artwork>;
