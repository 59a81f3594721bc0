import type { CardShape, StatShape } from "./types";

export const clubs = [
  { id: "robotics", icon: "bot", tone: "primary" },
  { id: "virtual-sports", icon: "gamepad-2", tone: "accent" },
  { id: "arts", icon: "palette", tone: "primary" },
  { id: "incubator", icon: "lightbulb", tone: "accent" },
] as const satisfies readonly CardShape[];

export const achievements = [
  { id: "robotics-finalists", icon: "trophy", tone: "sun" },
  { id: "film-award", icon: "medal", tone: "primary" },
  { id: "green-campus", icon: "sprout", tone: "leaf" },
] as const satisfies readonly CardShape[];

export const lifeStats = [
  { id: "projects", value: "150+" },
  { id: "sessions", value: "500+" },
  { id: "views", value: "50M+" },
  { id: "clubs", value: "95%" },
] as const satisfies readonly StatShape[];
