/**
 * The rules of the admissions cycle, `app/content/dates.json`: the year it admits to,
 * its dates in the order they happen, and when they were last revised. One schema for
 * the build (app/content/dates.ts, which fails on a file that breaks a rule, with the
 * rule's message) and the editor at /admin (admin/cycle-field.tsx, which refuses to save
 * such a file, with the same message).
 */
import { z } from "zod";

/** The days of the cycle, in the order they must come, each named as a message says it. */
const CYCLE_DAYS = [
  { key: "application-deadline", name: "the application deadline" },
  { key: "interviews-start", name: "the first day of interviews" },
  { key: "interviews-end", name: "the last day of interviews" },
  { key: "admission-results", name: "the admission results" },
  { key: "academic-year-starts", name: "the first day of the academic year" },
] as const;

type CycleDay = (typeof CYCLE_DAYS)[number]["key"];

const day = z.iso.date({ error: "a day, written YYYY-MM-DD" });

const fields = {
  /** The year the cycle admits to: the one the academic year starts in ("Apply for 2025"). */
  year: z.int({ error: "a year, written in four digits" }).min(2000).max(2999),
  ...(Object.fromEntries(CYCLE_DAYS.map(({ key }) => [key, day])) as Record<CycleDay, typeof day>),
  /** The calendars' DTSTAMP: calendar programs see a change only when it changes. */
  revised: z.iso.datetime({ error: "a time in UTC, written YYYY-MM-DDTHH:MM:SSZ" }),
};

const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Whether a value passed its own field's rule (the order is only checked between days). */
const valid = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

const cycleSchema = z.strictObject(fields).superRefine((cycle, context) => {
  for (const [index, { key, name }] of CYCLE_DAYS.entries()) {
    const before = CYCLE_DAYS[index - 1];
    if (!before || !valid(day, cycle[key]) || !valid(day, cycle[before.key])) continue;
    // The interviews may last a single day; every other date comes strictly later.
    const inOrder =
      key === "interviews-end" ? cycle[key] >= cycle[before.key] : cycle[key] > cycle[before.key];
    if (inOrder) continue;
    const relation = key === "interviews-end" ? "on or after" : "after";
    context.addIssue({
      code: "custom",
      path: [key],
      message: `${upper(name)} (${cycle[key]}) must be ${relation} ${before.name} (${cycle[before.key]}).`,
    });
  }
  const starts = cycle["academic-year-starts"];
  if (valid(day, starts) && Number(starts.slice(0, 4)) !== cycle.year) {
    context.addIssue({
      code: "custom",
      path: ["year"],
      message: `The year must be ${starts.slice(0, 4)}, the year the academic year starts (${starts}).`,
    });
  }
});

export type AdmissionsCycle = z.infer<typeof cycleSchema>;

/** Each problem of a cycle, by the field it is about ("" for the file as a whole). */
export function cycleProblems(data: unknown): { field: string; message: string }[] {
  const checked = cycleSchema.safeParse(data);
  if (checked.success) return [];
  return checked.error.issues.map((issue) => ({
    field: String(issue.path[0] ?? ""),
    message: issue.path.length > 0 ? issue.message : `${issue.message}.`,
  }));
}

/** The cycle in `data`, or an error naming `file` and every rule it breaks. */
export function readCycle(data: unknown, file: string): AdmissionsCycle {
  const checked = cycleSchema.safeParse(data);
  if (!checked.success) throw new Error(`${file}:\n${z.prettifyError(checked.error)}`);
  return checked.data;
}
