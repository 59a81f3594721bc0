import type { CardShape, StatShape } from "./types";

export const coreValues = [
  { id: "purpose", icon: "target", tone: "primary" },
  { id: "human-centered", icon: "heart-handshake", tone: "accent" },
  { id: "potential", icon: "rocket", tone: "primary" },
  { id: "excellence", icon: "award", tone: "accent" },
  { id: "lifelong", icon: "book-open-check", tone: "primary" },
  { id: "global-citizenship", icon: "earth", tone: "accent" },
] as const satisfies readonly CardShape[];

export const visionStats = [
  { id: "plans", value: "100%" },
  { id: "partners", value: "50+" },
  { id: "questions", value: "∞" },
] as const satisfies readonly StatShape[];

/** The paragraphs of the unique-approach statement, in order. */
export const approachParagraphs = ["personal", "teachers"] as const;
