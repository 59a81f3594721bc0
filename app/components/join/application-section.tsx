import { Island } from "~/components/island";
import type { ApplicationFormProps } from "~/components/join/application-form";
import { fieldGroups } from "~/content/application";
import { localeInfo, type Locale } from "~/content/locales";
import { messages } from "~/content/messages";
import type { FieldGroup } from "~/content/types";
import { useLocale } from "~/lib/i18n";
import { pageLinks, resolveRichText } from "~/lib/rich-text";

/** The form's props in a language: its fields with their words, all plain data. */
export function applicationFormProps(locale: Locale): ApplicationFormProps {
  const { fields, legends, grade, termsLabel, ...copy } = messages[locale].application;
  const groups: FieldGroup[] = fieldGroups.map((group) => ({
    id: group.id,
    legend: legends[group.id],
    fields: group.fields.map((field) => ({
      ...field,
      ...fields[field.name],
      options:
        "options" in field
          ? field.options.map((value) => ({ value, label: grade({ grade: Number(value) }) }))
          : undefined,
    })),
  }));
  return {
    intl: localeInfo(locale).intl,
    groups,
    copy: { ...copy, termsLabel: resolveRichText(pageLinks(termsLabel, { newTab: true }), locale) },
  };
}

/** The application form on Join Us, as an island, with its words in the page's language. */
export function ApplicationSection() {
  return <Island name="application-form" props={applicationFormProps(useLocale())} />;
}
