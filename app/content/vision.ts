import { Award, BookOpenCheck, Globe2, HeartHandshake, Rocket, Target } from "lucide-react";
import type { Feature, HeroCopy, PageMeta, Stat } from "./types";

export const visionHero: HeroCopy = {
  eyebrow: "Our Vision",
  title: "Technology in service of people, never the other way round",
  lead: "We imagine a school where every student has a clear purpose, a teacher who knows them well and tools that make hard ideas feel within reach.",
};

export const uniqueApproach = {
  eyebrow: "Our unique approach",
  title: "Personal by design",
  paragraphs: [
    "Most schools teach thirty students the same lesson at the same pace. At Nova Academy, each student starts the day with a plan built around what they already know and what they want to explore next.",
    "Our AI tools handle the repetition: practice questions, instant feedback, progress notes. That frees our teachers for what only people can do well: mentoring, asking the right question and celebrating the breakthrough.",
  ],
};

export const valuesIntro = {
  eyebrow: "Core values",
  title: "Six ideas that guide every decision",
  lead: "From the timetable to the tools we choose, these values are how we decide what goes into a Nova Academy day.",
};

export const coreValues: Feature[] = [
  {
    icon: Target,
    title: "Purpose-Driven Learning",
    text: "Every unit starts with a real question worth answering, so students always know why they are learning something.",
    tone: "primary",
  },
  {
    icon: HeartHandshake,
    title: "Human-Centered Technology",
    text: "We only adopt a tool when it gives teachers more time with students. Screens switch off for discussion, sport and play.",
    tone: "accent",
  },
  {
    icon: Rocket,
    title: "Limitless Potential",
    text: "No ceilings and no labels. A student who races ahead in maths can join an older group while still growing with friends.",
    tone: "primary",
  },
  {
    icon: Award,
    title: "Excellence Through Innovation",
    text: "High standards, new methods. Students learn to test ideas, measure results and improve their own work.",
    tone: "accent",
  },
  {
    icon: BookOpenCheck,
    title: "Lifelong Learning",
    text: "We teach how to learn: planning, reflecting and asking for help, the habits that outlast any single subject.",
    tone: "primary",
  },
  {
    icon: Globe2,
    title: "Global Citizenship",
    text: "Students work with peers around the world on shared challenges like climate and clean water, and learn to listen across cultures.",
    tone: "accent",
  },
];

export const visionStatsIntro = {
  eyebrow: "In numbers",
  title: "What our vision looks like in practice",
};

export const visionStats: Stat[] = [
  { value: "100%", label: "of students have a personal learning plan" },
  { value: "50+", label: "partner schools across six continents" },
  { value: "∞", spoken: "Infinity", label: "questions welcome, every single day" },
];

/** The page's <title> and meta description. */
export const visionMeta: PageMeta = {
  path: "/vision",
  title: "Our Vision — Nova Academy",
  description:
    "Why Nova Academy exists: six core values that put purpose, people and lifelong curiosity before technology.",
};
