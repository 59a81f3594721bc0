import { CalendarDays, House } from "lucide-react";
import type { DateSlug } from "./dates";
import type { CopyOf, HeroCopy, PageMetaCopy, SectionIntro, Step } from "./types";

/** The contact block's two notes, in order; their words are in each language's copy. */
export const contactInfo = [
  { id: "office-hours", icon: CalendarDays },
  { id: "visits", icon: House },
] as const;

export type JoinCopy = {
  meta: PageMetaCopy;
  hero: HeroCopy & { toForm: string };
  stepsIntro: SectionIntro;
  /** The three steps, in order. */
  steps: readonly [Step, Step, Step];
  /** How a step's number is read out before its title ("Step 2: "). */
  stepNumber: (number: number) => string;
  traitsIntro: { title: string; lead: string };
  /** The five qualities, in order. */
  traits: readonly [string, string, string, string, string];
  contactIntro: SectionIntro;
  contactInfo: CopyOf<typeof contactInfo, { title: string; text: string }>;
  dates: {
    title: string;
    labels: Record<DateSlug, string>;
    addAll: string;
    addOne: (label: string) => string;
    /** What separates the first and last day of a range, if not the language's own. */
    rangeSeparator?: string;
  };
};
