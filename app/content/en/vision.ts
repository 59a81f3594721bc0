import { site } from "../site";
import type { VisionCopy } from "../vision";

export const vision: VisionCopy = {
  meta: {
    label: "Our Vision",
    title: "Our Vision",
    description: `Why ${site.name} exists: six core values that put purpose, people and lifelong curiosity before technology.`,
  },
  hero: {
    eyebrow: "Our Vision",
    title: "Technology in service of people, never the other way round",
    lead: "We imagine a school where every student has a clear purpose, a teacher who knows them well and tools that make hard ideas feel within reach.",
    artAlt:
      "Illustration: a student on the curve of a planet points along a path of stars towards a bright guiding star above a glowing aurora.",
  },
  approach: {
    eyebrow: "Our unique approach",
    title: "Personal by design",
    paragraphs: [
      `Most schools teach thirty students the same lesson at the same pace. At ${site.name}, each student starts the day with a plan built around what they already know and what they want to explore next.`,
      "Our AI tools handle the repetition: practice questions, instant feedback, progress notes. That frees our teachers for what only people can do well: mentoring, asking the right question and celebrating the breakthrough.",
    ],
  },
  valuesIntro: {
    eyebrow: "Core values",
    title: "Six ideas that guide every decision",
    lead: `From the timetable to the tools we choose, these values are how we decide what goes into a ${site.name} day.`,
  },
  values: {
    purpose: {
      title: "Purpose-Driven Learning",
      text: "Every unit starts with a real question worth answering, so students always know why they are learning something.",
    },
    "human-centered": {
      title: "Human-Centered Technology",
      text: "We only adopt a tool when it gives teachers more time with students. Screens switch off for discussion, sport and play.",
    },
    potential: {
      title: "Limitless Potential",
      text: "No ceilings and no labels. A student who races ahead in maths can join an older group while still growing with friends.",
    },
    excellence: {
      title: "Excellence Through Innovation",
      text: "High standards, new methods. Students learn to test ideas, measure results and improve their own work.",
    },
    lifelong: {
      title: "Lifelong Learning",
      text: "We teach how to learn: planning, reflecting and asking for help, the habits that outlast any single subject.",
    },
    "global-citizenship": {
      title: "Global Citizenship",
      text: "Students work with peers around the world on shared challenges like climate and clean water, and learn to listen across cultures.",
    },
  },
  statsIntro: { eyebrow: "In numbers", title: "What our vision looks like in practice" },
  stats: {
    plans: { label: "of students have a personal learning plan" },
    partners: { label: "partner schools across six continents" },
    questions: { label: "questions welcome, every single day", spoken: "Infinity" },
  },
};
