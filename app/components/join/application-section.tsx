import { Island } from "~/components/island";
import { fieldGroups } from "~/content/application";
import { localeInfo } from "~/content/locales";
import type { FieldGroup } from "~/content/types";
import { useLocale, useMessages } from "~/lib/i18n";
import { resolveRichText } from "~/lib/rich-text";

/** The application form on Join Us, as an island, with its words in the page's language. */
export function ApplicationSection() {
  const locale = useLocale();
  const { fields, legends, grade, termsLabel, ...copy } = useMessages().application;
  const groups: FieldGroup[] = fieldGroups.map((group) => ({
    id: group.id,
    legend: legends[group.id],
    fields: group.fields.map((field) => ({
      ...field,
      ...fields[field.name],
      options:
        "options" in field
          ? field.options.map((value) => ({ value, label: grade(Number(value)) }))
          : undefined,
    })),
  }));
  return (
    <Island
      name="application-form"
      props={{
        intl: localeInfo(locale).intl,
        groups,
        copy: { ...copy, termsLabel: resolveRichText(termsLabel, locale) },
      }}
    />
  );
}
