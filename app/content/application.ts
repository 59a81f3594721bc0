/**
 * The Join Us application form as every language has it: its fields, their order,
 * types, autofill tokens and limits. The field names are the application draft's; the
 * words are in each language's copy (the toast texts must stay exactly as they are).
 */
import type { FieldCopy, FieldName, FieldShape, RichText, ToastCopy } from "./types";

export const AGE_MIN = 10;
export const AGE_MAX = 18;

/** Grades 5 to 12. */
const grades = Array.from({ length: 8 }, (_, index) => String(index + 5));

export const fieldGroups = [
  {
    id: "student",
    fields: [
      { name: "firstName", kind: "text", autoComplete: "given-name", width: "half" },
      { name: "lastName", kind: "text", autoComplete: "family-name", width: "half" },
      { name: "email", kind: "email", autoComplete: "email", width: "full" },
      { name: "age", kind: "number", min: AGE_MIN, max: AGE_MAX, width: "half" },
      { name: "currentGrade", kind: "select", options: grades, width: "half" },
      { name: "country", kind: "country", autoComplete: "country-name", width: "full" },
      { name: "interests", kind: "textarea", width: "full" },
    ],
  },
  {
    id: "parent",
    fields: [
      // Its own autofill section, so browsers do not offer the student's address here.
      { name: "parentEmail", kind: "email", autoComplete: "section-parent email", width: "full" },
    ],
  },
] as const satisfies readonly { id: string; fields: readonly FieldShape[] }[];

type FieldGroupId = (typeof fieldGroups)[number]["id"];

/** The form's words in one language. */
export type ApplicationCopy = {
  title: string;
  lead: string;
  requiredNote: string;
  privacyNote: string;
  noscriptNote: string;
  legends: Record<FieldGroupId, string>;
  fields: Record<FieldName, FieldCopy>;
  /** A grade's name: "5th Grade" … "12th Grade". */
  grade: (grade: number) => string;
  /** The consent label, with the two documents it names as links (opened in a new tab). */
  termsLabel: RichText;
  /** Said of those links, which open in a new tab, outside the label (so not in its name). */
  newTab: string;
  termsError: string;
  submitLabel: string;
  toasts: {
    termsRequired: ToastCopy;
    submitted: ToastCopy;
    /** The close button of a toast. */
    dismiss: string;
    /** What a screen reader says a toast is, and the name of the list of toasts. */
    label: string;
    region: string;
  };
  /** The form's code could not be fetched: what the visitor can still do. */
  notLoaded: string;
};
