/**
 * What the editor's own field types check before a save, with the build's rules and in
 * their words: a message against the English one it translates (app/content/catalog.js),
 * a date of the admissions cycle against the others (app/content/admissions-cycle.ts), a
 * stop of the tour (app/content/tour-rules.ts). An edit these refuse would fail the build;
 * the build stays the final gate.
 */
import { cycleProblems } from "~/content/admissions-cycle";
import { compareCatalog } from "~/content/catalog.js";
import { locales } from "~/content/locales";
import { specMessageProblems } from "~/content/spec-words";
import {
  categoryProblem,
  countProblem,
  photoFileProblems,
  photoSource,
  wordsProblem,
  type PhotoFormat,
} from "~/content/tour-rules";

/** A field type's answer to the editor's check before a save: valid, or why not. */
export const verdict = (problems: string[]): true | { error: { message: string } } =>
  problems.length === 0 ? true : { error: { message: problems.join(" ") } };

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

/** The language a tour file is in, from its path (`app/content/es/tour.json`), by its own name. */
export function languageOfFile(path: unknown): string {
  const code = /\/([^/]+)\/[^/]+$/.exec(String(path ?? ""))?.[1];
  return locales.find((locale) => locale.code === code)?.name ?? String(code ?? "");
}

/** What is wrong with a stop's title, description or alternative text in the file at `path`. */
export function tourWordsProblems(what: unknown, value: unknown, path: unknown): string[] {
  const field = (["title", "description", "alt"] as const).find((name) => name === what);
  const problem = field && wordsProblem(field, value, languageOfFile(path));
  return problem ? [problem] : [];
}

/** What is wrong with a stop's category. */
export function tourCategoryProblems(value: unknown): string[] {
  const problem = categoryProblem(value);
  return problem ? [problem] : [];
}

/**
 * What is wrong with a stop's photo, as the default language's file has it with `stops`
 * stops (the list's length is checked on each photo: a stop is its photo), and `file`,
 * the uploaded file's format and size when it is a new upload (a blob: address).
 */
export function tourPhotoProblems(
  value: unknown,
  stops: number,
  file?: { format: PhotoFormat | undefined; size: { width: number; height: number } | undefined },
): string[] {
  const photo = String(value ?? "");
  const problems = file ? photoFileProblems(file.format, file.size) : [];
  if (!file) {
    const source = photoSource(photo);
    if ("problem" in source) problems.push(source.problem);
  }
  const count = countProblem(stops);
  return count ? [...problems, count] : problems;
}
