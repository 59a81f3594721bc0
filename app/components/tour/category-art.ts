import { Bot, CodeXml, Cpu, Glasses, Lightbulb, Users, type LucideIcon } from "lucide-react";
import type { GalleryCategory } from "~/content/types";

type CategoryArt = {
  icon: LucideIcon;
  /** Background of the placeholder shown while a photo loads or when it cannot. */
  gradient: string;
  /** The icon's glowing ring. */
  ring: string;
};

/** Static class strings per category, so Tailwind sees every one of them. */
export const categoryArt: Record<GalleryCategory, CategoryArt> = {
  technology: {
    icon: Cpu,
    gradient: "bg-linear-135 from-primary-600/80 via-ink-800 to-accent-500/45",
    ring: "text-accent-200 ring-accent-300/40 bg-accent-400/10",
  },
  programming: {
    icon: CodeXml,
    gradient: "bg-linear-135 from-accent-500/60 via-ink-800 to-primary-700/70",
    ring: "text-accent-200 ring-accent-300/40 bg-accent-400/10",
  },
  robotics: {
    icon: Bot,
    gradient: "bg-linear-135 from-primary-500/70 via-ink-700 to-ink-900",
    ring: "text-primary-200 ring-primary-300/40 bg-primary-500/15",
  },
  "virtual-reality": {
    icon: Glasses,
    gradient: "bg-linear-135 from-fuchsia-500/45 via-primary-700/60 to-accent-500/40",
    ring: "text-fuchsia-100 ring-fuchsia-200/40 bg-fuchsia-400/10",
  },
  collaboration: {
    icon: Users,
    gradient: "bg-linear-135 from-emerald-400/40 via-ink-800 to-accent-500/45",
    ring: "text-emerald-100 ring-emerald-200/40 bg-emerald-300/10",
  },
  innovation: {
    icon: Lightbulb,
    gradient: "bg-linear-135 from-amber-300/40 via-ink-800 to-primary-600/60",
    ring: "text-amber-100 ring-amber-200/40 bg-amber-300/10",
  },
};
