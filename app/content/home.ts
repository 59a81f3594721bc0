import { BrainCircuit, Cpu, FlaskConical, Earth, Leaf, Sun } from "lucide-react";
import type { CardShape } from "./types";

/** The six feature cards of Home, in order; their words are in each language's copy. */
export const homeFeatures = [
  { id: "ai-learning", icon: BrainCircuit, tone: "primary" },
  { id: "smart-technology", icon: Cpu, tone: "accent" },
  { id: "global-connection", icon: Earth, tone: "primary" },
  { id: "innovation-labs", icon: FlaskConical, tone: "accent" },
  { id: "solar", icon: Sun, tone: "sun" },
  { id: "paperless", icon: Leaf, tone: "leaf" },
] as const satisfies readonly CardShape[];
