import type { TopicSection } from "./types";

/**
 * Smart Classrooms after its hero, in order: the learning tools, the futuristic
 * features, the figures. Their words are `pages.classrooms.sections.<id>` in each
 * language's catalog.
 */
export const classroomsSections = [
  {
    kind: "cards",
    id: "tools",
    columns: 2,
    items: [
      { id: "tutor", icon: "bot", tone: "primary" },
      { id: "holograms", icon: "presentation", tone: "accent" },
      { id: "vr-pods", icon: "glasses", tone: "primary" },
      { id: "neural", icon: "brain-circuit", tone: "accent" },
    ],
  },
  {
    kind: "cards",
    id: "features",
    surface: "raised",
    items: [
      { id: "walls", icon: "layers", tone: "primary" },
      { id: "translation", icon: "languages", tone: "accent" },
      { id: "climate", icon: "wind", tone: "leaf" },
    ],
  },
  {
    kind: "stats",
    id: "classroom-stats",
    items: [
      { id: "practice", value: "300%" },
      { id: "pace", value: "95%" },
      { id: "holograms", value: "100%" },
      { id: "tutor", value: "24/7" },
    ],
  },
] as const satisfies readonly TopicSection[];
