import type { CardShape } from "./types";

/** The six feature cards of Home, in order; their words are in each language's copy. */
export const homeFeatures = [
  { id: "ai-learning", icon: "brain-circuit", tone: "primary" },
  { id: "smart-technology", icon: "cpu", tone: "accent" },
  { id: "global-connection", icon: "earth", tone: "primary" },
  { id: "innovation-labs", icon: "flask-conical", tone: "accent" },
  { id: "solar", icon: "sun", tone: "sun" },
  { id: "paperless", icon: "leaf", tone: "leaf" },
] as const satisfies readonly CardShape[];
