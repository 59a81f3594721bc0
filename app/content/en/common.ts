import type { CommonCopy } from "../common";
import { site } from "../site";

export const common: CommonCopy = {
  tagline: "The school of the future",
  description: `${site.name} is a fictional school of the future: smart classrooms, a personal AI tutor for every student and a campus that runs on sunlight.`,
  skipLink: "Skip to main content",
  nav: {
    main: "Main",
    footer: "Footer",
    menu: "Menu",
    enroll: "Enroll Now",
    languages: "Other languages",
  },
  footer: {
    blurb: "The school of the future: a concept for learning with smart classrooms.",
    disclaimer: `${site.name} is a fictional concept. It is not a real school: no applications are collected and nothing you enter is sent anywhere.`,
    explore: "Explore",
    admissions: "Admissions",
    about: "About this site",
    credit: (author) =>
      `A student project for an AI bootcamp, designed and built by ${author ?? "a student of the AI Bootcamp"}.`,
  },
  cta: {
    title: "Start Your Journey",
    text: "Applications for the 2025 school year are open. It takes about ten minutes, and you can ask us anything along the way.",
    action: "Start your application",
  },
  notFound: {
    meta: {
      title: "Page not found",
      description: `This page does not exist. Head back to the ${site.name} home page.`,
    },
    title: "Oops! Page not found",
    text: "The page you are looking for has moved or never existed. Everything else is one click away.",
    home: "Back to home",
  },
  error: {
    title: "Unexpected Application Error!",
    home: "Back to home",
    stack: "Stack trace",
  },
  calendar: {
    name: `${site.name} admissions`,
    event: (label) => `${site.name}: ${label}`,
    description: (label) =>
      `${label}. Admissions questions: ${site.email}. ${site.name} is a fictional school.`,
  },
  notLoaded: "This part of the page could not load. Check your connection, then tap again.",
};
