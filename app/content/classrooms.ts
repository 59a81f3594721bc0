import { Bot, BrainCircuit, Glasses, Languages, Layers3, Presentation, Wind } from "lucide-react";
import type { Feature, HeroCopy, PageMeta, Stat } from "./types";

export const classroomsHero: HeroCopy = {
  eyebrow: "Smart Classrooms",
  title: "Rooms that adapt to the lesson, and to every learner",
  lead: "Walls become screens, desks become labs and a field trip to the Moon takes one class period. Here is what a student actually does in a Nova Academy classroom.",
};

export const toolsIntro = {
  eyebrow: "Learning tools",
  title: "Four tools every student uses",
  lead: "Each one exists to make an idea easier to see, try or remember. Teachers decide when to use them, and when to switch them off.",
};

export const learningTools: Feature[] = [
  {
    icon: Bot,
    title: "AI Personal Tutor",
    text: "Explains a step again in a different way, suggests the next exercise and flags questions for the teacher. Available for homework help at any hour.",
    tone: "primary",
  },
  {
    icon: Presentation,
    title: "Holographic Displays",
    text: "3D models float above the desk: students rotate a heart to follow the blood flow or take apart a jet engine, layer by layer.",
    tone: "accent",
  },
  {
    icon: Glasses,
    title: "VR Learning Pods",
    text: "Short, guided visits to ancient Rome, a coral reef or the inside of a cell, followed by a class discussion of what everyone saw.",
    tone: "primary",
  },
  {
    icon: BrainCircuit,
    title: "Neural Interface Learning",
    text: "A light, non-invasive headband shows students when their focus dips so they can learn to pace themselves. Data stays with the student.",
    tone: "accent",
  },
];

export const futureFeaturesIntro = {
  eyebrow: "Futuristic features",
  title: "The details you notice on day one",
};

export const futureFeatures: Feature[] = [
  {
    icon: Layers3,
    title: "Walls that teach",
    text: "Every wall is a shared canvas: sketch an idea, pin a 3D model, and it is saved to the class workspace automatically.",
    tone: "primary",
  },
  {
    icon: Languages,
    title: "Live translation",
    text: "Talk with partner classes abroad in your own language, with subtitles that appear as people speak.",
    tone: "accent",
  },
  {
    icon: Wind,
    title: "Climate-smart rooms",
    text: "Light, fresh air and temperature adjust on their own, because it is hard to concentrate when a room is stuffy.",
    tone: "leaf",
  },
];

export const classroomStatsIntro = {
  eyebrow: "Results",
  title: "Measured in our pilot classrooms",
};

export const classroomStats: Stat[] = [
  { value: "300%", label: "more hands-on practice time per lesson" },
  { value: "95%", label: "of students say lessons match their pace" },
  { value: "100%", label: "of classrooms with holographic displays" },
  {
    value: "24/7",
    spoken: "24 hours a day, 7 days a week",
    label: "access to the AI personal tutor",
  },
];

/** The page's <title> and meta description. */
export const classroomsMeta: PageMeta = {
  path: "/classrooms",
  title: "Smart Classrooms — Nova Academy",
  description:
    "Inside a Nova Academy classroom: a personal AI tutor, holographic displays, VR learning pods and what students actually do with them.",
};
