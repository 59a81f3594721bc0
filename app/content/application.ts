/**
 * The Join Us application form as every language has it: its fields, their order,
 * types, autofill tokens and limits. The field names are the application draft's; the
 * words are in each language's copy (the toast texts must stay exactly as they are).
 */
import { AGE_MAX, AGE_MIN, GRADE_MAX, GRADE_MIN } from "./application-limits";
import type { Messages } from "./messages";
import type { FieldShape } from "./types";

/** Grades 5 to 12. */
const grades = Array.from({ length: GRADE_MAX - GRADE_MIN + 1 }, (_, index) =>
  String(GRADE_MIN + index),
);

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

/** The form's words in one language, from its catalog. */
export type ApplicationCopy = Messages["application"];
