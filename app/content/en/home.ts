import type { HomeCopy } from "../home";
import { site } from "../site";

export const home: HomeCopy = {
  meta: {
    label: "Home",
    title: "The school of the future",
    description: `Discover ${site.name}, a fictional school of the future with AI-powered learning, smart classrooms and a solar-powered, paperless campus.`,
  },
  hero: {
    eyebrow: "Admissions open · Ages 10 to 18",
    title: "Learn at the speed of your own curiosity",
    lead: `${site.name} pairs every student with a personal AI tutor, hands-on labs and teachers who know them by name. Lessons adapt to how you learn, so no one is bored and no one is left behind.`,
    artAlt:
      "Illustration: four students around a glowing holographic table that projects a globe linked by learning paths, with floating screens showing progress charts.",
    discover: "Discover Our Vision",
    tour: "Virtual Tour",
  },
  featuresIntro: {
    eyebrow: `Why ${site.name}`,
    title: "A school built around the student",
    lead: "Technology does the routine work so teachers can spend their time where it matters: with your child.",
  },
  features: {
    "ai-learning": {
      title: "AI-Powered Learning",
      text: "A personal tutor notices when a topic clicks and when it doesn't, then adjusts the next exercise. Teachers see the same picture and step in early.",
    },
    "smart-technology": {
      title: "Smart Technology",
      text: "Interactive walls, shared touch tables and sensors that keep light and air just right. It all works quietly in the background.",
    },
    "global-connection": {
      title: "Global Connection",
      text: "Weekly live projects with partner classes on other continents, with real-time translation so language is never the barrier.",
    },
    "innovation-labs": {
      title: "Innovation Labs",
      text: "Students build, test and break things on purpose: 3D printers, electronics benches and a maker space open after class.",
    },
    solar: {
      title: "100% Solar Powered",
      text: "Rooftop panels and a campus battery cover every watt we use. Students track the energy data themselves in science class.",
    },
    paperless: {
      title: "100% Paperless",
      text: "Notes, homework and feedback live in one secure student workspace, so nothing gets lost at the bottom of a bag.",
    },
  },
};
