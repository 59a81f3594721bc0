import type { LifeCopy } from "../life";
import { site } from "../site";

export const life: LifeCopy = {
  meta: {
    label: "Life at School",
    title: "Life at School",
    description: `Clubs, competitions and friendships at ${site.name}: robotics, virtual sports, creative arts and a student innovation incubator.`,
  },
  hero: {
    eyebrow: "Life at School",
    title: "Friends, clubs and the freedom to build something real",
    lead: "The bell at 3 pm is when a lot of the fun starts. Students lead clubs, compete with schools worldwide and turn ideas into projects people use.",
    artAlt:
      "Illustration: a glowing campus circled by club planets for robotics, ideas, art, gaming, music and nature, with students along the orbit.",
  },
  clubsIntro: {
    eyebrow: "Clubs",
    title: "Find your people",
    lead: "Four flagship clubs meet every week, run by students with a teacher mentor. Anyone can join, no experience needed.",
  },
  clubs: {
    robotics: {
      title: "Robotics & AI Lab",
      text: "Design, code and race robots, then train small AI models to help them see. Teams enter two international leagues a year.",
    },
    "virtual-sports": {
      title: "Virtual Sports League",
      text: "Motion-tracked football, climbing and rowing in the VR arena, against teams from partner schools. Real sweat, fair play.",
    },
    arts: {
      title: "Creative Arts Studio",
      text: "Digital painting, music production, film and stage design. The end-of-term show is streamed to families everywhere.",
    },
    incubator: {
      title: "Innovation Incubator",
      text: "Pitch an idea, get a mentor and a small budget, and build it. Past projects include a bus-tracking app and a plant-watering robot.",
    },
  },
  achievementsIntro: { eyebrow: "Achievements", title: "Proud moments from this year" },
  achievements: {
    "robotics-finalists": {
      title: "World Robotics Finalists",
      text: "Our under-16 team finished in the top eight of 400 schools with a rescue robot built entirely by students.",
    },
    "film-award": {
      title: "Young Filmmakers Award",
      text: "A short documentary about our solar roof, shot and edited in the Creative Arts Studio, won the regional youth prize.",
    },
    "green-campus": {
      title: "Green Campus Challenge",
      text: "Students redesigned the cafeteria's waste system and cut food waste by 40% in a single term.",
    },
  },
  statsIntro: { eyebrow: "By the numbers", title: "A busy, happy campus" },
  stats: {
    projects: { label: "student projects launched each year" },
    sessions: { label: "club sessions, events and trips a year" },
    views: { label: "views of student films, apps and games" },
    clubs: { label: "of students take part in at least one club" },
  },
};
