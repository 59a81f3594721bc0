/**
 * The pages of the site, in navigation order. The header, the footer,
 * the prerender list and the sitemap all come from this one list.
 * Kept free of imports so react-router.config.ts can load it.
 */
export type PageInfo = {
  path: "/" | "/vision" | "/classrooms" | "/life" | "/join";
  label: string;
  title: string;
  description: string;
};

export const pages: readonly PageInfo[] = [
  {
    path: "/",
    label: "Home",
    title: "Nova Academy — The school of the future",
    description:
      "Discover Nova Academy, a fictional school of the future with AI-powered learning, smart classrooms and a solar-powered, paperless campus.",
  },
  {
    path: "/vision",
    label: "Our Vision",
    title: "Our Vision — Nova Academy",
    description:
      "Why Nova Academy exists: six core values that put purpose, people and lifelong curiosity before technology.",
  },
  {
    path: "/classrooms",
    label: "Smart Classrooms",
    title: "Smart Classrooms — Nova Academy",
    description:
      "Inside a Nova Academy classroom: a personal AI tutor, holographic displays, VR learning pods and what students actually do with them.",
  },
  {
    path: "/life",
    label: "Life at School",
    title: "Life at School — Nova Academy",
    description:
      "Clubs, competitions and friendships at Nova Academy: robotics, virtual sports, creative arts and a student innovation incubator.",
  },
  {
    path: "/join",
    label: "Join Us",
    title: "Join Us — Apply to Nova Academy",
    description:
      "Applications are open for 2025. See the three steps, the important dates and what we look for, then apply to Nova Academy.",
  },
];

/** Paths written to static HTML at build time; "/404" is the not-found page. */
export const prerenderPaths: string[] = [...pages.map((page) => page.path), "/404"];

export function pageInfo(path: PageInfo["path"]): PageInfo {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`Unknown page ${path}`);
  return page;
}
