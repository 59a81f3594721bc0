import type { TopicSection } from "./types";

/**
 * Life at School after its hero, in order: the clubs, the achievements, the figures.
 * Their words are `pages.life.sections.<id>` in each language's catalog.
 */
export const lifeSections = [
  {
    kind: "cards",
    id: "clubs",
    columns: 2,
    items: [
      { id: "robotics", icon: "bot", tone: "primary" },
      { id: "virtual-sports", icon: "gamepad-2", tone: "accent" },
      { id: "arts", icon: "palette", tone: "primary" },
      { id: "incubator", icon: "lightbulb", tone: "accent" },
    ],
  },
  {
    kind: "cards",
    id: "achievements",
    surface: "raised",
    items: [
      { id: "robotics-finalists", icon: "trophy", tone: "sun" },
      { id: "film-award", icon: "medal", tone: "primary" },
      { id: "green-campus", icon: "sprout", tone: "leaf" },
    ],
  },
  {
    kind: "stats",
    id: "life-stats",
    items: [
      { id: "projects", value: "150+" },
      { id: "sessions", value: "500+" },
      { id: "views", value: "50M+" },
      { id: "clubs", value: "95%" },
    ],
  },
] as const satisfies readonly TopicSection[];
