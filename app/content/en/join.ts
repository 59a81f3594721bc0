import type { JoinCopy } from "../join";
import { site } from "../site";

export const join: JoinCopy = {
  meta: {
    label: "Join Us",
    title: "Join Us",
    description: `Applications are open for 2025. See the three steps, the important dates and what we look for, then apply to ${site.name}.`,
  },
  hero: {
    eyebrow: "Applications Open for 2025",
    title: "Join the students building what comes next",
    lead: `Applying to ${site.name} takes about ten minutes. Tell us about yourself and what you are curious about. There are no trick questions and no entrance exam.`,
    toForm: "Go to the application",
  },
  stepsIntro: { eyebrow: "How it works", title: "Three steps to your first day" },
  steps: [
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
  ],
  stepNumber: (number) => `Step ${number}: `,
  traitsIntro: {
    title: "What We Look For",
    lead: "Grades tell us part of the story. These five qualities matter more to us.",
  },
  traits: [
    "Curiosity: you ask “why?” and then go and find out.",
    "Kindness: you make room for others in a team.",
    "Persistence: when something breaks, you try again.",
    "Creativity: you enjoy solving problems in your own way.",
    "Responsibility: you care about people and the planet, online and off.",
  ],
  contactIntro: {
    eyebrow: "Contact",
    title: "Questions? Talk to admissions",
    lead: "Parents and students are both welcome to write. A real person answers every message.",
  },
  contactInfo: {
    "office-hours": {
      title: "Office hours",
      text: "Monday to Friday, 9:00 to 17:00. We reply within two school days.",
    },
    visits: {
      title: "Campus visits",
      text: `${site.name} is a fictional concept, so there is no campus to visit. Take the virtual tour instead.`,
    },
  },
  dates: {
    title: "Important Dates",
    labels: {
      "application-deadline": "Application deadline",
      interviews: "Interviews",
      "admission-results": "Admission results",
      "academic-year-starts": "Academic year starts",
    },
    addAll: "Add to calendar",
    addOne: (label) => `Add ${label} to calendar`,
    // The spec writes the interview range "April 1-30, 2025".
    rangeSeparator: "-",
  },
};
