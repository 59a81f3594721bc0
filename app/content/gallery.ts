/** The six stops of the Virtual School Tour, one per category. */
import type { GalleryCategory, GalleryItem } from "./types";

const unsplash = (photoId: string) => `https://images.unsplash.com/${photoId}`;

export const galleryItems: readonly GalleryItem[] = [
  {
    id: "smart-systems-lab",
    title: "Smart Systems Lab",
    description:
      "Students open up the sensors, boards and networks that run the campus, find out how they work, then repair and extend them.",
    category: "Technology",
    src: unsplash("photo-1518770660439-4636190af475"),
    alt: "Close-up of a green circuit board with chips and fine copper tracks.",
  },
  {
    id: "code-studio",
    title: "Code Studio",
    description:
      "Pairs write software for real users, from the cafeteria's ordering app to the data tools the science class relies on.",
    category: "Programming",
    src: unsplash("photo-1461749280684-dccba630e2f6"),
    alt: "Lines of colourful program code on a dark computer monitor.",
  },
  {
    id: "robotics-workshop",
    title: "Robotics Workshop",
    description:
      "Teams design, build and program robots, and learn the most from the ones that don't work the first time.",
    category: "Robotics",
    src: unsplash("photo-1485827404703-89b55fcc595e"),
    alt: "A small white robot with a round head and dark eyes facing the camera.",
  },
  {
    id: "vr-learning-pods",
    title: "VR Learning Pods",
    description:
      "Walk through a living cell, stand on Mars or rehearse a speech before a virtual audience, then talk it through with a teacher.",
    category: "Virtual Reality",
    src: unsplash("photo-1593508512255-86ab42a8e620"),
    alt: "A person wearing a virtual reality headset, exploring a virtual world.",
  },
  {
    id: "team-commons",
    title: "Team Commons",
    description:
      "Long tables, shared screens and quiet corners where groups plan projects with partner classes on other continents.",
    category: "Collaboration",
    src: unsplash("photo-1522071820081-009f0129c71c"),
    alt: "A group of young people working together around laptops at a shared table.",
  },
  {
    id: "innovation-studio",
    title: "Innovation Studio",
    description:
      "Each term students pitch an idea, prototype it in the maker space and present the result to mentors from local companies.",
    category: "Innovation",
    src: unsplash("photo-1581091226825-a6a2a5aee158"),
    alt: "A person working with high-tech equipment in a bright workshop.",
  },
];

/** The category badges: taken from the items, in tour order, never typed twice. */
export const tourCategories: GalleryCategory[] = [
  ...new Set(galleryItems.map((item) => item.category)),
];

export const tourCopy = {
  eyebrow: "Campus tour",
  title: "Virtual School Tour",
  lead: "Six places where Nova students build, code and explore. Pick one to look closer.",
  photoUnavailable: "Photo unavailable offline",
  hintPointer: "Tip: use the ← and → keys to browse.",
  hintTouch: "Swipe left or right to browse.",
  copyLink: "Copy link",
  linkCopied: "Link copied. Paste it in a message to share this place.",
  linkRefused:
    "Your browser did not allow copying. The link is selected below: copy it from there.",
  linkLabel: "Link to this place in the tour",
};
