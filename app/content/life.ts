import { Bot, Gamepad2, Lightbulb, Medal, Palette, Sprout, Trophy } from "lucide-react";
import type { Feature, HeroCopy, PageMeta, Stat } from "./types";

export const lifeHero: HeroCopy = {
  eyebrow: "Life at School",
  title: "Friends, clubs and the freedom to build something real",
  lead: "The bell at 3 pm is when a lot of the fun starts. Students lead clubs, compete with schools worldwide and turn ideas into projects people use.",
};

export const clubsIntro = {
  eyebrow: "Clubs",
  title: "Find your people",
  lead: "Four flagship clubs meet every week, run by students with a teacher mentor. Anyone can join, no experience needed.",
};

export const clubs: Feature[] = [
  {
    icon: Bot,
    title: "Robotics & AI Lab",
    text: "Design, code and race robots, then train small AI models to help them see. Teams enter two international leagues a year.",
    tone: "primary",
  },
  {
    icon: Gamepad2,
    title: "Virtual Sports League",
    text: "Motion-tracked football, climbing and rowing in the VR arena, against teams from partner schools. Real sweat, fair play.",
    tone: "accent",
  },
  {
    icon: Palette,
    title: "Creative Arts Studio",
    text: "Digital painting, music production, film and stage design. The end-of-term show is streamed to families everywhere.",
    tone: "primary",
  },
  {
    icon: Lightbulb,
    title: "Innovation Incubator",
    text: "Pitch an idea, get a mentor and a small budget, and build it. Past projects include a bus-tracking app and a plant-watering robot.",
    tone: "accent",
  },
];

export const achievementsIntro = {
  eyebrow: "Achievements",
  title: "Proud moments from this year",
};

export const achievements: Feature[] = [
  {
    icon: Trophy,
    title: "World Robotics Finalists",
    text: "Our under-16 team finished in the top eight of 400 schools with a rescue robot built entirely by students.",
    tone: "sun",
  },
  {
    icon: Medal,
    title: "Young Filmmakers Award",
    text: "A short documentary about our solar roof, shot and edited in the Creative Arts Studio, won the regional youth prize.",
    tone: "primary",
  },
  {
    icon: Sprout,
    title: "Green Campus Challenge",
    text: "Students redesigned the cafeteria's waste system and cut food waste by 40% in a single term.",
    tone: "leaf",
  },
];

export const lifeStatsIntro = {
  eyebrow: "By the numbers",
  title: "A busy, happy campus",
};

export const lifeStats: Stat[] = [
  { value: "150+", label: "student projects launched each year" },
  { value: "500+", label: "club sessions, events and trips a year" },
  { value: "50M+", label: "views of student films, apps and games" },
  { value: "95%", label: "of students take part in at least one club" },
];

/** The page's <title> and meta description. */
export const lifeMeta: PageMeta = {
  path: "/life",
  title: "Life at School — Nova Academy",
  description:
    "Clubs, competitions and friendships at Nova Academy: robotics, virtual sports, creative arts and a student innovation incubator.",
};
