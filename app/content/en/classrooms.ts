import type { ClassroomsCopy } from "../classrooms";
import { site } from "../site";

export const classrooms: ClassroomsCopy = {
  meta: {
    label: "Smart Classrooms",
    title: "Smart Classrooms",
    description: `Inside a ${site.name} classroom: a personal AI tutor, holographic displays, VR learning pods and what students actually do with them.`,
  },
  hero: {
    eyebrow: "Smart Classrooms",
    title: "Rooms that adapt to the lesson, and to every learner",
    lead: `Walls become screens, desks become labs and a field trip to the Moon takes one class period. Here is what a student actually does in a ${site.name} classroom.`,
    artAlt:
      "Illustration: a smart desk projects a floating 3D molecule, with a VR headset on the desk and two interactive wall screens behind it.",
  },
  toolsIntro: {
    eyebrow: "Learning tools",
    title: "Four tools every student uses",
    lead: "Each one exists to make an idea easier to see, try or remember. Teachers decide when to use them, and when to switch them off.",
  },
  tools: {
    tutor: {
      title: "AI Personal Tutor",
      text: "Explains a step again in a different way, suggests the next exercise and flags questions for the teacher. Available for homework help at any hour.",
    },
    holograms: {
      title: "Holographic Displays",
      text: "3D models float above the desk: students rotate a heart to follow the blood flow or take apart a jet engine, layer by layer.",
    },
    "vr-pods": {
      title: "VR Learning Pods",
      text: "Short, guided visits to ancient Rome, a coral reef or the inside of a cell, followed by a class discussion of what everyone saw.",
    },
    neural: {
      title: "Neural Interface Learning",
      text: "A light, non-invasive headband shows students when their focus dips so they can learn to pace themselves. Data stays with the student.",
    },
  },
  featuresIntro: { eyebrow: "Futuristic features", title: "The details you notice on day one" },
  features: {
    walls: {
      title: "Walls that teach",
      text: "Every wall is a shared canvas: sketch an idea, pin a 3D model, and it is saved to the class workspace automatically.",
    },
    translation: {
      title: "Live translation",
      text: "Talk with partner classes abroad in your own language, with subtitles that appear as people speak.",
    },
    climate: {
      title: "Climate-smart rooms",
      text: "Light, fresh air and temperature adjust on their own, because it is hard to concentrate when a room is stuffy.",
    },
  },
  statsIntro: { eyebrow: "Results", title: "Measured in our pilot classrooms" },
  stats: {
    practice: { label: "more hands-on practice time per lesson" },
    pace: { label: "of students say lessons match their pace" },
    holograms: { label: "of classrooms with holographic displays" },
    tutor: {
      label: "access to the AI personal tutor",
      spoken: "24 hours a day, 7 days a week",
    },
  },
};
