import { Bot, BrainCircuit, Glasses, Languages, Layers, Presentation, Wind } from "lucide-react";
import type { CardShape, StatShape } from "./types";

export const learningTools = [
  { id: "tutor", icon: Bot, tone: "primary" },
  { id: "holograms", icon: Presentation, tone: "accent" },
  { id: "vr-pods", icon: Glasses, tone: "primary" },
  { id: "neural", icon: BrainCircuit, tone: "accent" },
] as const satisfies readonly CardShape[];

export const futureFeatures = [
  { id: "walls", icon: Layers, tone: "primary" },
  { id: "translation", icon: Languages, tone: "accent" },
  { id: "climate", icon: Wind, tone: "leaf" },
] as const satisfies readonly CardShape[];

export const classroomStats = [
  { id: "practice", value: "300%" },
  { id: "pace", value: "95%" },
  { id: "holograms", value: "100%" },
  { id: "tutor", value: "24/7" },
] as const satisfies readonly StatShape[];
