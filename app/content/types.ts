import type { LucideIcon } from "lucide-react";

/** Colour family of a card's icon; mapped to classes in feature-card.tsx. */
export type Tone = "primary" | "accent" | "sun" | "leaf";

/** A card with an icon, a title and a short text (features, values, tools, clubs …). */
export type Feature = {
  icon: LucideIcon;
  title: string;
  text: string;
  tone: Tone;
};

/** A marketing figure. `spoken` is read by screen readers instead of `value`. */
export type Stat = {
  value: string;
  label: string;
  spoken?: string;
};

/** The copy at the top of a page: a short eyebrow (shown as a badge), the h1 and a lead. */
export type HeroCopy = {
  eyebrow: string;
  title: string;
  lead: string;
};
