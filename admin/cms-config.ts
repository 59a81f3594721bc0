/**
 * The editor's configuration (Sveltia CMS, `CMS.init({ config })`), made when the site is
 * built from what the site already lists, so nothing here names a message, a page or a
 * language: the English catalog (every key a field, in the catalog's order and nesting),
 * the languages (app/content/locales.ts), the pages about the site (app/content/pages.ts)
 * and where to save (the SITE_CMS_* settings). A key added to the catalog is a field at
 * the next build; a language added to the list is a column. See
 * docs/decisions/0023-editors-in-a-browser.md.
 */
import type { CmsConfig, Field, GitBackend } from "@sveltia/cms";
import type { CmsSettings } from "~/content/site-settings";
// By its path, not `~/`: the build's own configuration loads this module, without aliases.
import { specWordsOf } from "../app/content/spec-words.ts";
import {
  MIN_PHOTO,
  STOCK_PHOTO_ORIGIN,
  TOUR_CATEGORIES,
  TOUR_MEDIA_FOLDER,
  TOUR_STOP_COUNT,
} from "../app/content/tour-rules.ts";

/** The field types this editor registers (admin/field-types.ts). */
export const MESSAGE_FIELD = "catalog-message";
export const CYCLE_FIELD = "admissions-cycle";
export const TOUR_PHOTO_FIELD = "tour-photo";
export const TOUR_CATEGORY_FIELD = "tour-category";
export const TOUR_WORDS_FIELD = "tour-words";

/** What builds the configuration. */
export type CmsInput = {
  /** The default language's catalog, as parsed: its keys and texts. */
  english: unknown;
  /** Every language's code, the default first. */
  locales: readonly string[];
  /** The pages written in Markdown: their id (the file's name) and label. */
  markdownPages: readonly { id: string; label: string }[];
  cms: CmsSettings;
  /** The school's name and logo, which the editor shows on its sign-in page and in its header. */
  school: { name: string; logo: string };
};

/** "skipLink" and "academic-year-starts" as a label: "Skip link", "Academic year starts". */
export function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Text shown as Markdown by the editor (a hint), shown as written. */
const literal = (text: string) => text.replace(/[\\`*_[\]<>#{}|~]/g, "\\$&");

/** Where each language's words are: its catalog, `{{locale}}` the language's code. */
const CATALOG_FILE = "app/content/{{locale}}/messages.json";

/**
 * The catalog's tree as fields: a group (collapsed, so a page and its sections read as an
 * outline) for each object, and a message field for each text, which carries the English
 * message the build checks a translation against (the field types' `english` option) and
 * the English file, where the words the specification fixes are refused if changed (its
 * hint says so, with the words).
 */
export function catalogFields(tree: unknown, englishFile: string, path = ""): Field[] {
  if (!tree || typeof tree !== "object" || Array.isArray(tree)) {
    throw new Error(`The English catalog at "${path}" is not a group of messages`);
  }
  return Object.entries(tree).map(([name, value]): Field => {
    const key = path ? `${path}.${name}` : name;
    if (typeof value === "string") {
      const fixed = specWordsOf(key);
      return {
        name,
        label: labelOf(name),
        widget: MESSAGE_FIELD,
        i18n: true,
        // What the message field type checks a text against (admin/field-types.tsx).
        catalog_key: key,
        english: value,
        english_file: englishFile,
        hint: fixed
          ? `${key} · Fixed by the specification: in English it reads ${literal(fixed)}.`
          : `${key} · English: ${literal(value)}`,
      };
    }
    return {
      name,
      label: labelOf(name),
      widget: "object",
      i18n: true,
      collapsed: true,
      fields: catalogFields(value, englishFile, key),
    };
  });
}

/** A policy page's fields: its front matter, then its body, raw (the site's `{#anchor}` stays as written). */
const markdownFields: Field[] = [
  { name: "title", label: "Title", widget: "string", i18n: true },
  { name: "description", label: "Description (search results)", widget: "text", i18n: true },
  { name: "lead", label: "Lead (under the title)", widget: "text", i18n: true },
  {
    name: "revised",
    label: "Last revised",
    widget: "datetime",
    type: "date",
    picker_utc: true,
    i18n: true,
  },
  {
    name: "body",
    label: "Text",
    widget: "markdown",
    modes: ["raw"],
    i18n: true,
    hint: "Each section starts with a heading and its anchor: \\#\\# Questions \\{\\#contact-heading\\}. \\{siteName\\} and \\{email\\} stand for the school's name and e-mail.",
  },
];

/** The admissions cycle's fields, in the order its dates must come (app/content/admissions-cycle.ts). */
const cycleFields: Field[] = (
  [
    ["year", "Year the cycle admits to", "year"],
    ["application-deadline", "Application deadline", "date"],
    ["interviews-start", "Interviews: first day", "date"],
    ["interviews-end", "Interviews: last day", "date"],
    ["admission-results", "Admission results", "date"],
    ["academic-year-starts", "Academic year starts", "date"],
    ["revised", "Last revised (the calendars' stamp; set when a date changes)", "revised"],
  ] as const
).map(([name, label, input]) => ({ name, label, widget: CYCLE_FIELD, input }));

/** The English names of the tour's categories, from the catalog. */
function categoryNames(english: unknown): Record<string, string> {
  const tour = (english as { tour?: { categories?: Record<string, string> } }).tour;
  return tour?.categories ?? {};
}

/**
 * The tour's stops: a list whose order and length are the default language's, in every
 * language's file (`i18n: duplicate`); the photo and the category are the default
 * language's alone, the words every language's, side by side. Each field is one of the
 * tour's field types (admin/tour-fields.tsx), which refuse what the build refuses, with
 * its message; the CMS's own "required" check is off for them, so that message is the
 * only one.
 */
function tourStops(english: unknown): Field {
  const names = categoryNames(english);
  const words = (name: string, label: string, input: "string" | "text", hint: string): Field => ({
    name,
    label,
    widget: TOUR_WORDS_FIELD,
    input,
    i18n: true,
    required: false,
    hint,
  });
  return {
    name: "stops",
    label: "Stops",
    label_singular: "Stop",
    widget: "list",
    i18n: "duplicate",
    summary: "{{fields.title}}",
    hint: `Exactly ${TOUR_STOP_COUNT}, in the order the tour shows them: drag a stop to move it.`,
    fields: [
      {
        name: "photo",
        label: "Photo",
        widget: TOUR_PHOTO_FIELD,
        required: false,
        // Uploads go beside the content, where the build finds them (scripts/make-site/tour-photos.ts).
        media_folder: `/app/content/${TOUR_MEDIA_FOLDER}`,
        public_folder: TOUR_MEDIA_FOLDER,
        hint: `A photo of at least ${MIN_PHOTO.width} × ${MIN_PHOTO.height} pixels (JPEG, PNG, WebP or AVIF), uploaded; or the address of a photo of ${new URL(STOCK_PHOTO_ORIGIN).host}.`,
      },
      {
        name: "category",
        label: "Category",
        widget: TOUR_CATEGORY_FIELD,
        required: false,
        options: TOUR_CATEGORIES.map((value) => ({ value, label: names[value] ?? value })),
      },
      words("title", "Title", "string", "The place's name, on its card and over its photo."),
      words("description", "Description", "text", "What students do there, in a sentence or two."),
      words(
        "alt",
        "Alternative text",
        "text",
        "What the photo shows, for visitors who cannot see it.",
      ),
    ],
  };
}

/** Where the editor saves, from the settings: sign-in by OAuth or PKCE where configured, else by a token. */
export function backendOf(cms: CmsSettings): GitBackend {
  const { backend: name, repo, branch, baseUrl, appId, apiRoot } = cms;
  const common = {
    repo,
    branch,
    ...(apiRoot ? { api_root: apiRoot } : {}),
    ...(baseUrl ? { base_url: baseUrl } : {}),
  };
  if (name === "github") {
    return { name, ...common, ...(baseUrl ? {} : { auth_methods: ["token"] }) };
  }
  if (name === "gitlab") {
    return {
      name,
      ...common,
      ...(appId ? { auth_type: "pkce", app_id: appId } : { auth_methods: ["token"] }),
    };
  }
  return { name, ...common, ...(appId ? { app_id: appId } : { auth_methods: ["token"] }) };
}

export function cmsConfig({ english, locales, markdownPages, cms, school }: CmsInput): CmsConfig {
  return {
    load_config_file: false,
    backend: backendOf(cms),
    // The office signs in to the school's editor, not to the CMS's.
    app_title: school.name,
    logo: { src: school.logo, show_in_header: true },
    // A change becomes a pull request where the host has them in the editor (GitHub,
    // GitLab), so the checks run before it is published; Forgejo and Gitea save to the
    // configured branch, which branch protection can make a pull request's (README).
    publish_mode: cms.backend === "gitea" ? "simple" : "editorial_workflow",
    // The CMS wants a place for uploads; only the tour's photos take a file, and they have
    // their own (tourStops).
    media_folder: "public/uploads",
    public_folder: "/uploads",
    // No stock photo services in the Select Assets dialog: of theirs, only Unsplash's
    // photos may be a stop's (tour-rules.ts), and its address is given with Enter URL.
    media_libraries: { stock_assets: { providers: [] } },
    i18n: { structure: "multiple_files", locales: [...locales], default_locale: locales[0] },
    // As the catalogs are written: 2 spaces and a final newline, so one change is one line.
    output: { json: { indent_style: "space", indent_size: 2 }, yaml: { quote: "double" } },
    collections: [
      {
        name: "words",
        label: "Words of the site",
        i18n: true,
        files: [
          {
            name: "messages",
            label: "Every page's words",
            file: CATALOG_FILE,
            format: "json",
            i18n: true,
            fields: catalogFields(english, CATALOG_FILE.replace("{{locale}}", locales[0] ?? "")),
          },
        ],
      },
      {
        name: "policies",
        label: "Policies",
        i18n: true,
        files: markdownPages.map(({ id, label }) => ({
          name: id,
          label,
          file: `app/content/{{locale}}/${id}.md`,
          format: "yaml-frontmatter",
          i18n: true,
          fields: markdownFields,
        })),
      },
      {
        name: "tour",
        label: "Virtual tour",
        i18n: true,
        files: [
          {
            name: "stops",
            label: "The tour's six stops",
            file: "app/content/{{locale}}/tour.json",
            format: "json",
            i18n: true,
            fields: [tourStops(english)],
          },
        ],
      },
      {
        name: "admissions",
        label: "Admissions",
        files: [
          {
            name: "dates",
            label: "Admissions dates",
            file: "app/content/dates.json",
            format: "json",
            fields: cycleFields,
          },
        ],
      },
    ],
  };
}
