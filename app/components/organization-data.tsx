import type { EducationalOrganization, WithContext } from "schema-dts";
import { icons } from "~/content/icons";
import { localePath } from "~/content/locales";
import { absoluteUrl, site } from "~/content/site";
import { useLocale, useMessages } from "~/lib/i18n";

/** The largest icon that is not cropped to a circle: the logo search engines show. */
const logo = icons.filter((icon) => !icon.maskable).reduce((a, b) => (b.size > a.size ? b : a));

/**
 * The school as structured data (schema.org EducationalOrganization) for search
 * engines, on the home page of each language: only what the site says elsewhere, no
 * invented address. JSON, not JavaScript: the CSP lists it by its hash like any inline
 * script, and it runs nothing.
 */
export function OrganizationData() {
  const locale = useLocale();
  const data: WithContext<EducationalOrganization> = {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    name: site.name,
    url: absoluteUrl(localePath(locale, "/")),
    logo: absoluteUrl(logo.path),
    email: site.email,
    description: useMessages().common.description,
  };
  // "<" written as \u003c: no string in it can end the script element early.
  const json = JSON.stringify(data).replaceAll("<", "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
