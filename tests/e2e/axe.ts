import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** What the audits check: WCAG 2.2 A and AA, and axe's best practices. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * What axe finds on the page as it is now: each rule broken, with the elements. axe runs
 * in the page itself ("legacy mode"). By default @axe-core/playwright finishes every
 * audit in a new blank tab of the page's context, with axe injected once more there: on
 * the 2-core machine under load (20 to 25), an audit of Join took 12.7 s on the phone and
 * 30 to 45 s on the desktop that way, against 4.6 s and 13 to 16 s in the page, the same
 * rules with the same results. What it gives up is auditing frames of other origins; the
 * site's pages hold no frame at all.
 */
export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode()
    .analyze();
  return violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }));
}
