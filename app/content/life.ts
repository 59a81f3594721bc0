import { Bot, Gamepad2, Lightbulb, Medal, Palette, Sprout, Trophy } from "lucide-react";
import type { CardShape, StatShape } from "./types";

export const clubs = [
  { id: "robotics", icon: Bot, tone: "primary" },
  { id: "virtual-sports", icon: Gamepad2, tone: "accent" },
  { id: "arts", icon: Palette, tone: "primary" },
  { id: "incubator", icon: Lightbulb, tone: "accent" },
] as const satisfies readonly CardShape[];

export const achievements = [
  { id: "robotics-finalists", icon: Trophy, tone: "sun" },
  { id: "film-award", icon: Medal, tone: "primary" },
  { id: "green-campus", icon: Sprout, tone: "leaf" },
] as const satisfies readonly CardShape[];

export const lifeStats = [
  { id: "projects", value: "150+" },
  { id: "sessions", value: "500+" },
  { id: "views", value: "50M+" },
  { id: "clubs", value: "95%" },
] as const satisfies readonly StatShape[];
