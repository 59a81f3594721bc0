/**
 * Pages are ordinary documents, so moving between them is a full navigation. The
 * browser makes it instant by prerendering a same-site page when the visitor shows
 * intent (hover, or the start of a tap: "moderate"). Fragment links, downloads and
 * nofollow links are left alone. Browsers without speculation rules ignore this.
 * It is JSON, not JavaScript; the CSP allows it by its hash like any inline script.
 */
const rules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { selector_matches: '[href^="#"], [download], [rel~="nofollow"]' } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};

export function SpeculationRules() {
  return (
    <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(rules) }} />
  );
}
