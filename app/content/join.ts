import type { IconName } from "./types";

/** The contact block's two notes, in order; their words are in each language's copy. */
export const contactInfo = [
  { id: "office-hours", icon: "calendar-days" },
  { id: "visits", icon: "house" },
] as const satisfies readonly { id: string; icon: IconName }[];

/** The three steps of the admissions process, in order. */
export const joinSteps = ["apply", "interview", "welcome"] as const;

/** The five qualities of "What We Look For", in order. */
export const traits = [
  "curiosity",
  "kindness",
  "persistence",
  "creativity",
  "responsibility",
] as const;
