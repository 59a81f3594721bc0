import { BrainCircuit, Cpu, FlaskConical, Globe2, Leaf, Sun } from "lucide-react";
import type { Feature, HeroCopy, PageMeta } from "./types";

export const homeHero: HeroCopy = {
  eyebrow: "Admissions open · Ages 10 to 18",
  title: "Learn at the speed of your own curiosity",
  lead: "Nova Academy pairs every student with a personal AI tutor, hands-on labs and teachers who know them by name. Lessons adapt to how you learn, so no one is bored and no one is left behind.",
};

export const homeFeaturesIntro = {
  eyebrow: "Why Nova",
  title: "A school built around the student",
  lead: "Technology does the routine work so teachers can spend their time where it matters: with your child.",
};

export const homeFeatures: Feature[] = [
  {
    icon: BrainCircuit,
    title: "AI-Powered Learning",
    text: "A personal tutor notices when a topic clicks and when it doesn't, then adjusts the next exercise. Teachers see the same picture and step in early.",
    tone: "primary",
  },
  {
    icon: Cpu,
    title: "Smart Technology",
    text: "Interactive walls, shared touch tables and sensors that keep light and air just right. It all works quietly in the background.",
    tone: "accent",
  },
  {
    icon: Globe2,
    title: "Global Connection",
    text: "Weekly live projects with partner classes on other continents, with real-time translation so language is never the barrier.",
    tone: "primary",
  },
  {
    icon: FlaskConical,
    title: "Innovation Labs",
    text: "Students build, test and break things on purpose: 3D printers, electronics benches and a maker space open after class.",
    tone: "accent",
  },
  {
    icon: Sun,
    title: "100% Solar Powered",
    text: "Rooftop panels and a campus battery cover every watt we use. Students track the energy data themselves in science class.",
    tone: "sun",
  },
  {
    icon: Leaf,
    title: "100% Paperless",
    text: "Notes, homework and feedback live in one secure student workspace, so nothing gets lost at the bottom of a bag.",
    tone: "leaf",
  },
];

/** The page's <title> and meta description. */
export const homeMeta: PageMeta = {
  path: "/",
  title: "Nova Academy — The school of the future",
  description:
    "Discover Nova Academy, a fictional school of the future with AI-powered learning, smart classrooms and a solar-powered, paperless campus.",
};
