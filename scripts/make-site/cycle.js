// @ts-check
/**
 * What the build says about its words and dates, once the pages are written: the
 * strings a language marks as needing review (needs-review.json beside its catalog),
 * and one warning line when the application deadline it publishes has passed (a
 * warning, not a failure: the site may be built again after the deadline on purpose).
 */
import { applicationDeadline } from "../../app/content/dates.ts";
import { checkCatalogs } from "../../app/content/catalog.js";
import { readCatalogs } from "./catalog-types.js";

/**
 * The strings marked for review, as one line each way: none, or each language's keys.
 * @param {import("../../app/content/catalog.js").CatalogFile[]} catalogs
 */
export function reviewReport(catalogs = readCatalogs()) {
  const { review } = checkCatalogs(catalogs);
  if (review.length === 0) return "catalog: no string is marked as needing review";
  const keys = review.map(({ code, key }) => `${code} ${key}`);
  return `catalog: ${review.length} string(s) need review: ${keys.join(", ")}`;
}

/**
 * The warning line when the deadline is before `today` (an ISO day), else undefined.
 * @param {string} today
 */
export function deadlineWarning(today, deadline = applicationDeadline) {
  if (deadline >= today) return undefined;
  return `warning: the application deadline this build publishes, ${deadline}, has passed (today is ${today}): next year's dates go in app/content/dates.json`;
}
