/**
 * An admissions cycle made for the tests of the cycle's rules (the live one,
 * app/content/dates.json, is the office's: the build checks it, and every other test reads it).
 */
export const CYCLE = {
  year: 2031,
  "application-deadline": "2031-03-14",
  "interviews-start": "2031-03-17",
  "interviews-end": "2031-04-11",
  "admission-results": "2031-05-02",
  "academic-year-starts": "2031-09-01",
  revised: "2030-10-01T08:00:00Z",
};
