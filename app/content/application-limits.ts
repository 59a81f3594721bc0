/**
 * The application form's limits: the ages and grades it takes. The form's fields
 * (application.ts) use them as the inputs' bounds, and every message may name them
 * ({ageMin}…, app/content/words.ts), so a limit is written once and no catalog types it.
 * A module of their own: the words are made from the catalog, which the form's words
 * are typed from.
 */
export const AGE_MIN = 10;
export const AGE_MAX = 18;
export const GRADE_MIN = 5;
export const GRADE_MAX = 12;
