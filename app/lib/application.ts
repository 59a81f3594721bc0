import type { ApplicationDraft, FieldName } from "~/content/types";

/**
 * The one rule the browser cannot check for us: the terms must be agreed to.
 * Everything else (required, e-mail format, age 10 to 18, a grade chosen) is
 * native constraint validation, which runs before the submit handler is called.
 */
export type ApplicationResult = { ok: true } | { ok: false; error: "terms" };

export function validateApplication(
  draft: Pick<ApplicationDraft, "agreeTerms">,
): ApplicationResult {
  return draft.agreeTerms === true ? { ok: true } : { ok: false, error: "terms" };
}

const textFields: FieldName[] = [
  "firstName",
  "lastName",
  "email",
  "age",
  "currentGrade",
  "interests",
  "parentEmail",
  "country",
];

/**
 * Reads the form into a draft. Values stay plain strings: nothing is parsed as
 * markup, and a missing or file-typed entry becomes "".
 */
export function draftFromFormData(formData: FormData): ApplicationDraft {
  const entries = Object.fromEntries(
    textFields.map((name) => {
      const value = formData.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  ) as Record<FieldName, string>;
  // A checked checkbox is in the form data whatever its value; an unchecked one is absent.
  return { ...entries, agreeTerms: formData.has("agreeTerms") };
}
