// @ts-check
/**
 * The edits an admissions office makes in a year, each as the editor at /admin saves it
 * (admin/cms-config.ts: JSON with two spaces and a final newline, its keys in the file's
 * order; a policy's Markdown left byte for byte but for the text edited), for
 * `npm run check:edits` (scripts/checks/edits.js), which applies them to a copy of the
 * project and runs the whole suite on it. None touches what the specification fixes
 * (app/content/spec-words.ts): the suite must pass on every edit the editor accepts.
 */

import { testPhoto } from "../support/test-photo.js";

/** A message of a language's catalog set to new words, shorter or longer than its own. */
const words = (
  /** @type {string} */ locale,
  /** @type {string} */ key,
  /** @type {string} */ text,
) => ({
  what: `${locale}: ${key}`,
  file: `app/content/${locale}/messages.json`,
  /** @param {string} source */
  edit(source) {
    const catalog = JSON.parse(source);
    const path = key.split(".");
    const last = path.pop() ?? key;
    let node = catalog;
    for (const part of path) node = node[part];
    if (typeof node?.[last] !== "string") throw new Error(`check:edits: no message "${key}"`);
    node[last] = text;
    return `${JSON.stringify(catalog, null, 2)}\n`;
  },
});

/** A language's tour file, changed by `change` as the editor changes its stops. */
const tour = (
  /** @type {string} */ locale,
  /** @type {string} */ what,
  /** @type {(stops: Record<string, string>[]) => void} */ change,
) => ({
  what: `${locale}: the tour, ${what}`,
  file: `app/content/${locale}/tour.json`,
  /** @param {string} source */
  edit(source) {
    const file = JSON.parse(source);
    change(file.stops);
    return `${JSON.stringify(file, null, 2)}\n`;
  },
});

/** A stop of the list, by its place (1-based). @param {Record<string, string>[]} stops @param {number} place */
function stopAt(stops, place) {
  const stop = stops[place - 1];
  if (!stop) throw new Error(`check:edits: no stop ${place}`);
  return stop;
}

/** Stops `a` and `b` (1-based) swapped, as dragging one in the editor moves it in every language. */
const swapped =
  (/** @type {number} */ a, /** @type {number} */ b) =>
  (/** @type {Record<string, string>[]} */ stops) => {
    const first = stops[a - 1];
    const second = stops[b - 1];
    if (!first || !second) throw new Error(`check:edits: no stops ${a} and ${b}`);
    stops.splice(a - 1, 1, second);
    stops.splice(b - 1, 1, first);
  };

/** A paragraph of a policy page, found by its first words, rewritten. */
const paragraph = (
  /** @type {string} */ file,
  /** @type {string} */ starts,
  /** @type {string} */ text,
) => ({
  what: `${file}: the paragraph "${starts}…"`,
  file,
  /** @param {string} source */
  edit(source) {
    const lines = source.split("\n");
    const at = lines.findIndex((line) => line.startsWith(starts));
    if (at < 0) throw new Error(`check:edits: no paragraph "${starts}" in ${file}`);
    lines[at] = text;
    return lines.join("\n");
  },
});

/** An ISO day or time a year later, written as it was. @param {string} iso */
function yearLater(iso) {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().replace(".000", "").slice(0, iso.length);
}

/** Where the editor puts an uploaded photo, and the value it writes in the stop. */
const UPLOADED = {
  file: "app/content/media/tour/robotics-lab.jpg",
  value: "/media/tour/robotics-lab.jpg",
};

export const OFFICE_EDITS = [
  {
    what: "next year's admissions cycle, revised today",
    file: "app/content/dates.json",
    /** @param {string} source */
    edit(source) {
      /** @type {Record<string, string | number>} */
      const cycle = JSON.parse(source);
      const next = Object.fromEntries(
        Object.entries(cycle).map(([key, value]) => [
          key,
          typeof value === "number" ? value + 1 : yearLater(value),
        ]),
      );
      // The editor stamps the revision with the time of the change (admin/field-types.tsx).
      next.revised = new Date().toISOString().replace(/\.\d{3}Z$/, "Z");
      return `${JSON.stringify(next, null, 2)}\n`;
    },
  },
  // Shorter and longer, in English and Spanish, on Home, Vision, Classrooms, Life and Join.
  words("en", "pages.home.hero.title", "Curious? Come in."),
  words(
    "en",
    "pages.home.hero.lead",
    "Every student at {site} gets a personal AI tutor that notices what clicks and what doesn't, hands-on labs open after class, and teachers who know each of them by name and by what they're curious about. Lessons adapt to how each student learns, so nobody is bored, nobody is lost, and nobody has to pretend to understand — not in maths, not in science, not in the languages they're learning.",
  ),
  words(
    "es",
    "pages.vision.hero.title",
    "La tecnología, siempre al servicio de las personas que aprenden, enseñan y acompañan cada día en nuestras aulas",
  ),
  words("es", "pages.vision.sections.values.lead", "Así decidimos en {site}."),
  words("en", "pages.classrooms.sections.features.items.walls.text", "A wall you can draw on."),
  words(
    "es",
    "pages.life.hero.lead",
    "Cuando suena el timbre de las tres empieza buena parte de la diversión: los estudiantes dirigen clubes, compiten con escuelas de todo el mundo, organizan torneos, ensayan obras de teatro y convierten sus ideas en proyectos que otras personas usan de verdad.",
  ),
  words(
    "en",
    "common.cta.text",
    "Applications for the {year} school year are open now, and they close on the deadline below. It takes about ten minutes & you can ask us anything along the way: we answer every message.",
  ),
  words("es", "pages.join.hero.lead", "Solicitar plaza en {site} lleva diez minutos."),
  // The tour: two stops moved, words shorter and longer, and the school's own photo for one.
  tour("en", "stops 1 and 2 swapped", swapped(1, 2)),
  tour("es", "stops 1 and 2 swapped", swapped(1, 2)),
  tour("es", "a longer title", (stops) => {
    stopAt(stops, 2).title =
      "Estudio de programación, robótica y diseño de videojuegos para toda la escuela";
  }),
  tour("en", "a shorter alternative text", (stops) => {
    stopAt(stops, 4).alt = "Headset on, hands up.";
  }),
  {
    ...tour("en", "stop 3's photo uploaded", (stops) => {
      stopAt(stops, 3).photo = UPLOADED.value;
    }),
    // The photo itself, beside the file: one the tests make (no photo host here).
    adds: async () => ({ [UPLOADED.file]: await testPhoto({ hue: 20 }) }),
  },
  paragraph(
    "app/content/en/privacy.md",
    "The server that sends you these pages",
    "The server that sends you these pages may keep a short log of requests for a few days (the address asked for, the time, your IP address and browser), only to keep the site running and to stop abuse. It is never used to identify, follow or profile anyone, and never shared.",
  ),
  paragraph(
    "app/content/es/terms.md",
    "Los textos, las ilustraciones y el diseño",
    "Todo lo de este sitio se hizo para el proyecto: puedes citarlo con fines educativos.",
  ),
];
