import { Award, BookOpenCheck, Earth, HeartHandshake, Rocket, Target } from "lucide-react";
import type { CardShape, StatShape } from "./types";

export const coreValues = [
  { id: "purpose", icon: Target, tone: "primary" },
  { id: "human-centered", icon: HeartHandshake, tone: "accent" },
  { id: "potential", icon: Rocket, tone: "primary" },
  { id: "excellence", icon: Award, tone: "accent" },
  { id: "lifelong", icon: BookOpenCheck, tone: "primary" },
  { id: "global-citizenship", icon: Earth, tone: "accent" },
] as const satisfies readonly CardShape[];

export const visionStats = [
  { id: "plans", value: "100%" },
  { id: "partners", value: "50+" },
  { id: "questions", value: "∞" },
] as const satisfies readonly StatShape[];

/** The paragraphs of the unique-approach statement, in order. */
export const approachParagraphs = ["personal", "teachers"] as const;
