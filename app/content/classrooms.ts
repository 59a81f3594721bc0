import type { CardShape, StatShape } from "./types";

export const learningTools = [
  { id: "tutor", icon: "bot", tone: "primary" },
  { id: "holograms", icon: "presentation", tone: "accent" },
  { id: "vr-pods", icon: "glasses", tone: "primary" },
  { id: "neural", icon: "brain-circuit", tone: "accent" },
] as const satisfies readonly CardShape[];

export const futureFeatures = [
  { id: "walls", icon: "layers", tone: "primary" },
  { id: "translation", icon: "languages", tone: "accent" },
  { id: "climate", icon: "wind", tone: "leaf" },
] as const satisfies readonly CardShape[];

export const classroomStats = [
  { id: "practice", value: "300%" },
  { id: "pace", value: "95%" },
  { id: "holograms", value: "100%" },
  { id: "tutor", value: "24/7" },
] as const satisfies readonly StatShape[];
