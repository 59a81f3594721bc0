import type { TopicSection } from "./types";

/**
 * Our Vision after its hero, in order: the unique approach, the core values, the
 * figures. Their words are `pages.vision.sections.<id>` in each language's catalog.
 */
export const visionSections = [
  { kind: "text", id: "approach", items: [{ id: "personal" }, { id: "teachers" }] },
  {
    kind: "cards",
    id: "values",
    surface: "raised",
    items: [
      { id: "purpose", icon: "target", tone: "primary" },
      { id: "human-centered", icon: "heart-handshake", tone: "accent" },
      { id: "potential", icon: "rocket", tone: "primary" },
      { id: "excellence", icon: "award", tone: "accent" },
      { id: "lifelong", icon: "book-open-check", tone: "primary" },
      { id: "global-citizenship", icon: "earth", tone: "accent" },
    ],
  },
  {
    kind: "stats",
    id: "vision-stats",
    items: [
      { id: "plans", value: "100%" },
      { id: "partners", value: "50+" },
      { id: "questions", value: "∞" },
    ],
  },
] as const satisfies readonly TopicSection[];
