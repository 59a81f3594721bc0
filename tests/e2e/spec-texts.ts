/**
 * The spec's own words and figures, written out as the spec gives them: the browser
 * tests keep them literal, because the spec is their source (our own copy they read
 * from the content modules). One list here, for every test that checks them.
 */
import type { SitePage } from "./site-data";

/** Home's six feature cards, in order. */
export const HOME_FEATURES = [
  "AI-Powered Learning",
  "Smart Technology",
  "Global Connection",
  "Innovation Labs",
  "100% Solar Powered",
  "100% Paperless",
];

/** Our Vision's six core values, in order. */
export const VISION_VALUES = [
  "Purpose-Driven Learning",
  "Human-Centered Technology",
  "Limitless Potential",
  "Excellence Through Innovation",
  "Lifelong Learning",
  "Global Citizenship",
];

/** The spec's words on each English page, written out as the spec gives them. */
export const SPEC_TEXTS: Partial<Record<SitePage["id"], string[]>> = {
  home: ["Discover Our Vision", ...HOME_FEATURES, "Start Your Journey"],
  vision: VISION_VALUES,
  classrooms: [
    "AI Personal Tutor",
    "Holographic Displays",
    "VR Learning Pods",
    "Neural Interface Learning",
  ],
  life: [
    "Robotics & AI Lab",
    "Virtual Sports League",
    "Creative Arts Studio",
    "Innovation Incubator",
  ],
  join: [
    "Applications Open for 2025",
    "Submit Application",
    "Virtual Interview",
    "Welcome Aboard",
    "Important Dates",
    "March 31, 2025",
    "April 1-30, 2025",
    "May 15, 2025",
    "August 15, 2025",
    "What We Look For",
  ],
};

/** The spec's figures: the same in every language. */
export const FIGURES: Partial<Record<SitePage["id"], string[]>> = {
  vision: ["100%", "50+", "∞"],
  classrooms: ["300%", "95%", "100%", "24/7"],
  life: ["150+", "500+", "50M+", "95%"],
};
