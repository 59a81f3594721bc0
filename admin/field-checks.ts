/**
 * What the editor's own field types check before a save, with the build's rules and in
 * their words: a message against the English one it translates (app/content/catalog.js),
 * a date of the admissions cycle against the others (app/content/admissions-cycle.ts). An
 * edit these refuse would fail the build; the build stays the final gate.
 */
import { cycleProblems } from "~/content/admissions-cycle";
import { compareCatalog } from "~/content/catalog.js";
import { specMessageProblems } from "~/content/spec-words";

/**
 * What is wrong with `message` as the text of `key`, whose English message is `english`:
 * nothing, or each problem as the catalog check words it (empty, a placeholder dropped or
 * misspelt, a tag left open, ICU that does not parse); in English (`inEnglish`), words the
 * specification fixes changed, as the build words it (app/content/spec-words.ts).
 */
export function messageProblems(
  message: unknown,
  english: string,
  key: string,
  inEnglish = false,
): string[] {
  if (typeof message !== "string" || message.trim() === "") {
    return [`"${key}" is empty: every message needs its text in every language.`];
  }
  const problems = compareCatalog(new Map([[key, english]]), new Map([[key, message]]), "").map(
    (problem) => `${problem.replace(/^: /, "")}.`,
  );
  return inEnglish ? [...problems, ...specMessageProblems(key, message)] : problems;
}

/** The cycle's rules broken by `field` once it holds `value`, the other fields as `data` has them. */
export function cycleFieldProblems(data: unknown, field: string, value: unknown): string[] {
  const cycle = { ...(data && typeof data === "object" ? data : {}), [field]: value };
  return cycleProblems(cycle)
    .filter((problem) => problem.field === field || (problem.field === "" && field === "year"))
    .map(({ message }) => message);
}
