/**
 * The English words and figures the product specification fixes exactly
 * (../shared/SPEC.md, the section named beside each), listed once. The build refuses an
 * English catalog or a list whose words differ (scripts/make-site/vite-plugins.ts), and so
 * does the editor at /admin, with the same message (admin/field-checks.ts); the tests take
 * every word from the content, never from here. Other languages translate them freely.
 *
 * A school that wants its own words: set SPEC_WORDS_FIXED to false (README, "For a school
 * of its own"). The build and the editor then check only what every message must keep.
 */
import { IntlMessageFormat } from "intl-messageformat";
import * as limits from "./application-limits.ts";
import { argumentsOf, flattenCatalog } from "./catalog.js";
import { classroomsSections } from "./classrooms.ts";
import { lifeSections } from "./life.ts";
import type { TopicSection } from "./types.ts";
import { visionSections } from "./vision.ts";

/** Whether the spec's words are fixed: the one edit that frees them. */
const SPEC_WORDS_FIXED = true;

/**
 * A message the spec fixes: its words in English, as a visitor reads them (a tag's text
 * kept, `<terms>terms and conditions</terms>` read as "terms and conditions"). A message
 * with placeholders is read with `values`, one set per form the spec gives; a placeholder
 * not given stays as written: the badge's {year} is the admissions cycle's.
 */
type FixedMessage = {
  key: string;
  words: string | readonly string[];
  values?: readonly Record<string, string | number>[];
  section: string;
};

const each = (section: string, entries: Record<string, string>): FixedMessage[] =>
  Object.entries(entries).map(([key, words]) => ({ key, words, section }));

const GRADES = [5, 6, 7, 8, 9, 10, 11, 12];

export const SPEC_MESSAGES: readonly FixedMessage[] = [
  ...each("§2 Navigation bar", {
    "pages.home.meta.label": "Home",
    "pages.vision.meta.label": "Our Vision",
    "pages.classrooms.meta.label": "Smart Classrooms",
    "pages.life.meta.label": "Life at School",
    "pages.join.meta.label": "Join Us",
    "common.nav.enroll": "Enroll Now",
  }),
  ...each("§2 Home", {
    "pages.home.hero.discover": "Discover Our Vision",
    "pages.home.hero.tour": "Virtual Tour",
    "pages.home.features.ai-learning.title": "AI-Powered Learning",
    "pages.home.features.smart-technology.title": "Smart Technology",
    "pages.home.features.global-connection.title": "Global Connection",
    "pages.home.features.innovation-labs.title": "Innovation Labs",
    "pages.home.features.solar.title": "100% Solar Powered",
    "pages.home.features.paperless.title": "100% Paperless",
    "common.cta.title": "Start Your Journey",
  }),
  ...each("§2 Virtual Tour dialog", { "tour.title": "Virtual School Tour" }),
  {
    key: "tour.counter",
    words: "n of 6",
    values: [{ position: "n", count: 6 }],
    section: "§2 Virtual Tour dialog",
  },
  ...each("§3 Tour gallery item", {
    "tour.categories.technology": "Technology",
    "tour.categories.programming": "Programming",
    "tour.categories.robotics": "Robotics",
    "tour.categories.virtual-reality": "Virtual Reality",
    "tour.categories.collaboration": "Collaboration",
    "tour.categories.innovation": "Innovation",
  }),
  ...each("§2 Our Vision", {
    "pages.vision.sections.values.items.purpose.title": "Purpose-Driven Learning",
    "pages.vision.sections.values.items.human-centered.title": "Human-Centered Technology",
    "pages.vision.sections.values.items.potential.title": "Limitless Potential",
    "pages.vision.sections.values.items.excellence.title": "Excellence Through Innovation",
    "pages.vision.sections.values.items.lifelong.title": "Lifelong Learning",
    "pages.vision.sections.values.items.global-citizenship.title": "Global Citizenship",
  }),
  ...each("§2 Smart Classrooms", {
    "pages.classrooms.sections.tools.items.tutor.title": "AI Personal Tutor",
    "pages.classrooms.sections.tools.items.holograms.title": "Holographic Displays",
    "pages.classrooms.sections.tools.items.vr-pods.title": "VR Learning Pods",
    "pages.classrooms.sections.tools.items.neural.title": "Neural Interface Learning",
  }),
  ...each("§2 Life at School", {
    "pages.life.sections.clubs.items.robotics.title": "Robotics & AI Lab",
    "pages.life.sections.clubs.items.virtual-sports.title": "Virtual Sports League",
    "pages.life.sections.clubs.items.arts.title": "Creative Arts Studio",
    "pages.life.sections.clubs.items.incubator.title": "Innovation Incubator",
  }),
  ...each("§2 Join Us", {
    "pages.join.hero.eyebrow": "Applications Open for {year}",
    "pages.join.steps.apply.title": "Submit Application",
    "pages.join.steps.interview.title": "Virtual Interview",
    "pages.join.steps.welcome.title": "Welcome Aboard",
    "pages.join.dates.title": "Important Dates",
    "pages.join.traitsIntro.title": "What We Look For",
  }),
  // §9 writes the dates in a sentence ("application deadline March 31, 2025; interviews
  // April 1-30, 2025; …"): their names, as labels, and the dash of a range of days.
  ...each("§9 Dates shown", {
    "pages.join.dates.labels.application-deadline": "Application deadline",
    "pages.join.dates.labels.interviews": "Interviews",
    "pages.join.dates.labels.admission-results": "Admission results",
    "pages.join.dates.labels.academic-year-starts": "Academic year starts",
    "pages.join.dates.rangeSeparator": "-",
  }),
  ...each("§5 Validation rules", {
    "application.termsLabel": "I agree to the terms and conditions and privacy policy",
  }),
  {
    key: "application.grade",
    words: GRADES.map((grade) => `${grade}th Grade`),
    values: GRADES.map((grade) => ({ grade })),
    section: "§5 Validation rules",
  },
  ...each("§8 Error catalogue", {
    "application.toasts.termsRequired.title": "Terms Required",
    "application.toasts.termsRequired.description":
      "Please agree to the terms and conditions to continue.",
    "common.notFound.title": "Oops! Page not found",
    "common.error.title": "Unexpected Application Error!",
  }),
  ...each("§9 Business constants", {
    "application.toasts.submitted.title": "Application Submitted!",
    "application.toasts.submitted.description":
      "We'll review your application and get back to you within 48 hours.",
  }),
];

/** The not-found page's figure (§2 404 page), drawn by the page itself in every language. */
export const NOT_FOUND_FIGURE = "404";

/**
 * The spec's figures (§2, §9 Marketing stats), by the section of a page's list that shows
 * them, in order; "infinity" is drawn "∞" (and said "Infinity": its `spoken` words).
 */
const SPEC_FIGURES: Record<string, readonly string[]> = {
  "vision-stats": ["100%", "50+", "∞"],
  "classroom-stats": ["300%", "95%", "100%", "24/7"],
  "life-stats": ["150+", "500+", "50M+", "95%"],
};

/** The form's limits (§5, §9: "Age 10 to 18; grades 5 to 12"), as app/content/application-limits.ts names them. */
export const SPEC_LIMITS = { AGE_MIN: 10, AGE_MAX: 18, GRADE_MIN: 5, GRADE_MAX: 12 };

/** Each limit of the form that differs from the spec's. */
function limitProblems(shipped: Record<string, number>): string[] {
  return Object.entries(SPEC_LIMITS).flatMap(([name, value]) =>
    shipped[name] === value
      ? []
      : [`${name} is fixed by the specification (SPEC.md §5, §9): ${value}, not ${shipped[name]}.`],
  );
}

/**
 * The admissions cycle the spec gives (§9), its first: each date as the site stores it and
 * as the spec writes it. The live cycle is `dates.json`; these only prove the site's own
 * way of writing a date (app/lib/dates.test.ts).
 */
export const FIRST_CYCLE = [
  { days: ["2025-03-31"], written: "March 31, 2025" },
  { days: ["2025-04-01", "2025-04-30"], written: "April 1-30, 2025" },
  { days: ["2025-05-15"], written: "May 15, 2025" },
  { days: ["2025-08-15"], written: "August 15, 2025" },
] as const;

const quoted = (words: string | readonly string[]) =>
  typeof words === "string" ? `“${words}”` : `“${words[0]}” to “${words.at(-1)}”, in that order`;

/** The refusal of a message the spec fixes: the same in the build and the editor. */
const refusal = ({ key, words, section }: FixedMessage) =>
  `"${key}" is fixed by the specification (SPEC.md ${section}): in English it reads ${quoted(words)}.`;

/** A message as a visitor reads it, with `values` (a placeholder not given stays as written). */
function read(message: string, values: Record<string, string | number>): string {
  const given: Record<string, unknown> = {};
  for (const [name, kind] of argumentsOf(message)) {
    if (kind === "tag") given[name] = (chunks: string[]) => chunks.join("");
    else given[name] = values[name] ?? `{${name}}`;
  }
  const result = new IntlMessageFormat(message, "en").format(given as never);
  return Array.isArray(result) ? result.join("") : String(result);
}

/** Whether an English message says the spec's words. */
function says(entry: FixedMessage, message: string): boolean {
  const forms = entry.values ?? [{}];
  const words = typeof entry.words === "string" ? [entry.words] : entry.words;
  try {
    return forms.every((values, index) => read(message, values) === words[index]);
  } catch {
    return false;
  }
}

const byKey = new Map(SPEC_MESSAGES.map((entry) => [entry.key, entry]));

/** The spec's words for a catalog key, if it fixes them (for the editor's hint). */
export function specWordsOf(key: string, fixed = SPEC_WORDS_FIXED): string | undefined {
  const entry = fixed ? byKey.get(key) : undefined;
  return entry && quoted(entry.words);
}

/** What is wrong with `message` as the English text of `key`: the spec's refusal, or nothing. */
export function specMessageProblems(
  key: string,
  message: string,
  fixed = SPEC_WORDS_FIXED,
): string[] {
  const entry = fixed ? byKey.get(key) : undefined;
  return entry && !says(entry, message) ? [refusal(entry)] : [];
}

/** Every figure of the lists that differs from the spec's, by the section that shows it. */
function figureProblems(sections: readonly TopicSection[]): string[] {
  return sections.flatMap((section) => {
    const spec = SPEC_FIGURES[section.id];
    if (!spec || section.kind !== "stats") return [];
    const figures = section.items.map((item) => item.value);
    return figures.join(" ") === spec.join(" ")
      ? []
      : [
          `The figures of "${section.id}" are fixed by the specification (SPEC.md §2): ${spec.join(", ")}, in that order, not ${figures.join(", ")}.`,
        ];
  });
}

/** The pages' lists that hold the spec's figures. */
const FIGURE_LISTS: readonly (readonly TopicSection[])[] = [
  visionSections,
  classroomsSections,
  lifeSections,
];

/**
 * Everything the English catalog (as parsed JSON), the lists and the form's limits say
 * that differs from the spec's words and figures, each problem once, in the editor's
 * words; none for the words and figures when freed (the limits are rules, never freed).
 */
export function specProblems(
  englishCatalog: unknown,
  lists = FIGURE_LISTS,
  fixed = SPEC_WORDS_FIXED,
  shippedLimits: Record<string, number> = limits,
): string[] {
  if (!fixed) return limitProblems(shippedLimits);
  const { messages } = flattenCatalog(englishCatalog, "");
  return [
    ...SPEC_MESSAGES.flatMap((entry) => {
      const message = messages.get(entry.key);
      return message !== undefined && says(entry, message) ? [] : [refusal(entry)];
    }),
    ...lists.flatMap(figureProblems),
    ...limitProblems(shippedLimits),
  ];
}
