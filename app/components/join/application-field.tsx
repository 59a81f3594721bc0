import { CircleExclamationPoint } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { countryCodes } from "~/content/countries";
import type { FieldDefinition } from "~/content/types";
import { cn } from "~/lib/utils";

const COUNTRY_LIST_ID = "apply-country-options";

function fieldId(name: string): string {
  return `apply-${name}`;
}

/** Every country's name in the page's language, in its alphabetical order. */
function countryNames(intl: string): string[] {
  const names = new Intl.DisplayNames([intl], { type: "region" });
  const collator = new Intl.Collator(intl);
  return countryCodes.map((code) => names.of(code) ?? code).sort(collator.compare);
}

/** The country field: its suggestions, named by the browser, come when the visitor reaches it. */
function CountryInput({ intl, ...props }: ComponentProps<"input"> & { intl: string }) {
  const [countries, setCountries] = useState<string[]>([]);
  const load = () => {
    if (countries.length === 0) setCountries(countryNames(intl));
  };
  return (
    <>
      <Input {...props} type="text" list={COUNTRY_LIST_ID} onFocus={load} onPointerEnter={load} />
      <datalist id={COUNTRY_LIST_ID}>
        {countries.map((country) => (
          <option key={country} value={country} />
        ))}
      </datalist>
    </>
  );
}

/** One labelled control of the application form, with its hint and error line. */
export function ApplicationField({ field, intl }: { field: FieldDefinition; intl: string }) {
  const id = fieldId(field.name);
  const hintId = field.hint ? `${id}-hint` : undefined;
  const common = {
    id,
    name: field.name,
    required: true,
    autoComplete: field.autoComplete,
    "aria-describedby": hintId,
  };

  return (
    // `group` lets the hint and the error line react to the control's :user-invalid.
    <div
      className={cn("group grid content-start gap-2", field.width === "full" && "sm:col-span-2")}
    >
      <Label htmlFor={id} required>
        {field.label}
      </Label>
      {field.kind === "select" ? (
        <NativeSelect {...common} defaultValue="">
          <option value="">{field.prompt}</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      ) : field.kind === "textarea" ? (
        <Textarea {...common} placeholder={field.placeholder} rows={4} />
      ) : field.kind === "number" ? (
        <Input
          {...common}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max}
          step={1}
        />
      ) : field.kind === "country" ? (
        // An input with suggestions: typing works everywhere, picking where supported.
        <CountryInput {...common} intl={intl} placeholder={field.placeholder} />
      ) : (
        <Input {...common} type={field.kind} placeholder={field.placeholder} />
      )}
      {field.hint ? (
        <p id={hintId} className="text-sm text-fg-muted">
          {field.hint}
        </p>
      ) : null}
      <p className="hidden items-center gap-2 text-sm font-medium text-danger-300 group-has-[:user-invalid]:flex">
        <CircleExclamationPoint aria-hidden="true" className="size-4 shrink-0" />
        {field.error}
      </p>
    </div>
  );
}
