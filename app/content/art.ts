import type { Artwork } from "~/content/types";
import classroomsSrc from "~/art/classrooms.svg";
import heroCampusSrc from "~/art/hero-campus.svg";
import lifeSrc from "~/art/life.svg";
import visionSrc from "~/art/vision.svg";

/** The original illustrations of the site, each described for screen readers. */
export const artwork = {
  home: {
    src: heroCampusSrc,
    alt: "Illustration: four students around a glowing holographic table that projects a globe linked by learning paths, with floating screens showing progress charts.",
    width: 640,
    height: 560,
  },
  vision: {
    src: visionSrc,
    alt: "Illustration: a student on the curve of a planet points along a path of stars towards a bright guiding star above a glowing aurora.",
    width: 560,
    height: 460,
  },
  classrooms: {
    src: classroomsSrc,
    alt: "Illustration: a smart desk projects a floating 3D molecule, with a VR headset on the desk and two interactive wall screens behind it.",
    width: 560,
    height: 460,
  },
  life: {
    src: lifeSrc,
    alt: "Illustration: a glowing campus circled by club planets for robotics, ideas, art, gaming, music and nature, with students along the orbit.",
    width: 560,
    height: 460,
  },
} satisfies Record<string, Artwork>;
