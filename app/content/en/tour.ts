import type { TourCopy } from "../gallery";
import { site } from "../site";

export const tour: TourCopy = {
  eyebrow: "Campus tour",
  title: "Virtual School Tour",
  lead: `Six places where ${site.name} students build, code and explore. Pick one to look closer.`,
  items: {
    "smart-systems-lab": {
      title: "Smart Systems Lab",
      description:
        "Students open up the sensors, boards and networks that run the campus, find out how they work, then repair and extend them.",
      alt: "Close-up of a green circuit board with chips and fine copper tracks.",
    },
    "code-studio": {
      title: "Code Studio",
      description:
        "Pairs write software for real users, from the cafeteria's ordering app to the data tools the science class relies on.",
      alt: "Lines of colourful program code on a dark computer monitor.",
    },
    "robotics-workshop": {
      title: "Robotics Workshop",
      description:
        "Teams design, build and program robots, and learn the most from the ones that don't work the first time.",
      alt: "A small white robot with a round head and dark eyes facing the camera.",
    },
    "vr-learning-pods": {
      title: "VR Learning Pods",
      description:
        "Walk through a living cell, stand on Mars or rehearse a speech before a virtual audience, then talk it through with a teacher.",
      alt: "A person wearing a virtual reality headset, exploring a virtual world.",
    },
    "team-commons": {
      title: "Team Commons",
      description:
        "Long tables, shared screens and quiet corners where groups plan projects with partner classes on other continents.",
      alt: "A group of young people working together around laptops at a shared table.",
    },
    "innovation-studio": {
      title: "Innovation Studio",
      description:
        "Each term students pitch an idea, prototype it in the maker space and present the result to mentors from local companies.",
      alt: "A person working with high-tech equipment in a bright workshop.",
    },
  },
  categories: {
    technology: "Technology",
    programming: "Programming",
    robotics: "Robotics",
    "virtual-reality": "Virtual Reality",
    collaboration: "Collaboration",
    innovation: "Innovation",
  },
  categoriesLabel: "Categories",
  counter: (position, count) => `${position} of ${count}`,
  showGrid: "Show grid",
  showFullscreen: "Show fullscreen",
  close: "Close tour",
  previous: "Previous image",
  next: "Next image",
  photoUnavailable: "Photo unavailable offline",
  hintPointer: "Tip: use the ← and → keys to browse.",
  hintTouch: "Swipe left or right to browse.",
  copyLink: "Copy link",
  linkCopied: "Link copied. Paste it in a message to share this place.",
  linkRefused:
    "Your browser did not allow copying. The link is selected below: copy it from there.",
  linkLabel: "Link to this place in the tour",
  notLoaded:
    "The full-screen view could not load. The photos are all here in the grid; check your connection, then tap a photo again.",
};
