import { CalendarDays, House } from "lucide-react";
import type { HeroCopy, InfoItem, PageMeta, Step } from "./types";

export const joinHero: HeroCopy = {
  eyebrow: "Applications Open for 2025",
  title: "Join the students building what comes next",
  lead: "Applying to Nova Academy takes about ten minutes. Tell us about yourself and what you are curious about. There are no trick questions and no entrance exam.",
};

export const stepsIntro = {
  eyebrow: "How it works",
  title: "Three steps to your first day",
};

export const steps: Step[] = [
  {
    title: "Submit Application",
    text: "Fill in the form below with a parent or guardian. It asks about your interests, not your grades.",
  },
  {
    title: "Virtual Interview",
    text: "A relaxed 20-minute video chat with a teacher and a current student. Bring a question or a project you are proud of.",
  },
  {
    title: "Welcome Aboard",
    text: "Get your decision, meet your mentor and join a welcome week to find your way around the campus and the tools.",
  },
];

export const traitsIntro = {
  title: "What We Look For",
  lead: "Grades tell us part of the story. These five qualities matter more to us.",
};

export const traits: string[] = [
  "Curiosity: you ask “why?” and then go and find out.",
  "Kindness: you make room for others in a team.",
  "Persistence: when something breaks, you try again.",
  "Creativity: you enjoy solving problems in your own way.",
  "Responsibility: you care about people and the planet, online and off.",
];

export const contactIntro = {
  title: "Questions? Talk to admissions",
  lead: "Parents and students are both welcome to write. A real person answers every message.",
};

export const contactInfo: InfoItem[] = [
  {
    icon: CalendarDays,
    title: "Office hours",
    text: "Monday to Friday, 9:00 to 17:00. We reply within two school days.",
  },
  {
    icon: House,
    title: "Campus visits",
    text: "Nova Academy is a fictional concept, so there is no campus to visit. Take the virtual tour instead.",
  },
];

/** The page's <title> and meta description. */
export const joinMeta: PageMeta = {
  path: "/join",
  title: "Join Us — Apply to Nova Academy",
  description:
    "Applications are open for 2025. See the three steps, the important dates and what we look for, then apply to Nova Academy.",
};
