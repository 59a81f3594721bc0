/**
 * What the browser tests expect, written out by hand from the product's requirements (never imported
 * from app/content, so a changed string in the app makes a test fail).
 */

/** The site settings as the build sees them (SITE_* overrides, else the defaults). */
export const SITE_EMAIL = process.env.SITE_EMAIL?.trim() || "admissions@nova-academy.example";
export const SITE_URL = (process.env.SITE_URL?.trim() || "https://nova-academy.example").replace(
  /\/+$/,
  "",
);
export const SITE_AUTHOR = process.env.SITE_AUTHOR?.trim() || undefined;

export type SitePage = {
  path: "/" | "/vision" | "/classrooms" | "/life" | "/join";
  /** Its link text in the header and footer. */
  label: string;
  /**
   * Required texts the served HTML must already hold, visible with JavaScript off.
   * (Home's "Virtual Tour" button needs JavaScript, so it is checked after hydration.)
   */
  keyTexts: string[];
  /** Whether the page has a hero illustration. */
  hasArt: boolean;
};

export const SITE_PAGES: SitePage[] = [
  {
    path: "/",
    label: "Home",
    keyTexts: [
      "Discover Our Vision",
      "AI-Powered Learning",
      "Smart Technology",
      "Global Connection",
      "Innovation Labs",
      "100% Solar Powered",
      "100% Paperless",
      "Start Your Journey",
    ],
    hasArt: true,
  },
  {
    path: "/vision",
    label: "Our Vision",
    keyTexts: [
      "Purpose-Driven Learning",
      "Human-Centered Technology",
      "Limitless Potential",
      "Excellence Through Innovation",
      "Lifelong Learning",
      "Global Citizenship",
      "100%",
      "50+",
      "∞",
    ],
    hasArt: true,
  },
  {
    path: "/classrooms",
    label: "Smart Classrooms",
    keyTexts: [
      "AI Personal Tutor",
      "Holographic Displays",
      "VR Learning Pods",
      "Neural Interface Learning",
      "300%",
      "95%",
      "100%",
      "24/7",
    ],
    hasArt: true,
  },
  {
    path: "/life",
    label: "Life at School",
    keyTexts: [
      "Robotics & AI Lab",
      "Virtual Sports League",
      "Creative Arts Studio",
      "Innovation Incubator",
      "150+",
      "500+",
      "50M+",
      "95%",
    ],
    hasArt: true,
  },
  {
    path: "/join",
    label: "Join Us",
    keyTexts: [
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
      SITE_EMAIL,
    ],
    hasArt: false,
  },
];

export const UNKNOWN_PATHS = ["/nope", "/vision/extra", "/a/b/c", "/404"];

/** Absolute public URL of a page, as in its canonical link. */
export function publicUrl(path: string): string {
  return path === "/" ? `${SITE_URL}/` : `${SITE_URL}${path}`;
}

/** Escapes a string for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
