import { ShieldCheck } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { ApplicationField } from "~/components/join/application-field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { applicationCopy, applicationToasts, fieldGroups } from "~/content/application";
import type { ToastCopy } from "~/content/types";
import { draftFromFormData, validateApplication } from "~/lib/application";
import { cn } from "~/lib/utils";

const TERMS_ID = "apply-agreeTerms";
const TERMS_ERROR_ID = `${TERMS_ID}-error`;

/** One result toast at a time: the previous one leaves so the new one is announced. */
function showResult(kind: "error" | "success", copy: ToastCopy) {
  toast.dismiss();
  toast[kind](copy.title, { description: copy.description });
}

/**
 * The Join Us application form. `id="apply"` is the target of Enroll Now.
 * Submitting is simulated: nothing is sent, stored or put in the URL (see
 * docs/decisions/0004-form-sends-nothing.md).
 *
 * The fields work from the first paint. Submitting is a React form action, so React
 * owns the submit from the start: its prerendered form carries a small script that
 * holds a submit made before the page's code has arrived, and replays it (with the
 * answers as they were) once the form is hydrated. Without JavaScript a submit goes
 * nowhere, because the prerendered form's action is inert.
 */
export function ApplicationForm() {
  const [termsMissing, setTermsMissing] = useState(false);
  const termsRef = useRef<HTMLInputElement>(null);
  // React clears a form after its action; after a rejection the answers must stay.
  const keepAnswers = useRef(false);

  function submit(formData: FormData) {
    // Only reached once the browser's own checks (required, e-mail, age) have passed.
    const result = validateApplication(draftFromFormData(formData));
    if (!result.ok) {
      keepAnswers.current = true;
      setTermsMissing(true);
      showResult("error", applicationToasts.termsRequired);
      termsRef.current?.focus();
      return;
    }
    setTermsMissing(false);
    // React then clears the answers: the application is "done", a second click
    // cannot send it twice, and a child's details do not stay on a shared screen.
    showResult("success", applicationToasts.submitted);
  }

  return (
    <Card
      as="section"
      id="apply"
      aria-labelledby="apply-heading"
      padding="roomy"
      className="print:p-5"
    >
      <h2 id="apply-heading" className="text-h2 font-semibold text-fg">
        {applicationCopy.title}
      </h2>
      <p className="mt-3 text-fg-muted">{applicationCopy.lead}</p>
      <p className="mt-5 flex gap-3 rounded-md border border-accent-300/20 bg-accent-400/5 p-4 text-sm text-fg-muted">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
        <span>{applicationCopy.privacyNote}</span>
      </p>
      <noscript>
        <p className="mt-5 flex gap-3 rounded-md border border-primary-300/40 bg-ink-950/70 p-4 font-medium text-fg">
          <ShieldCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-300" />
          <span>{applicationCopy.noscriptNote}</span>
        </p>
      </noscript>

      <form
        action={submit}
        onReset={(event) => {
          if (!keepAnswers.current) return;
          keepAnswers.current = false;
          event.preventDefault();
        }}
        className="mt-8 grid min-w-0 gap-8 print:mt-4 print:gap-4"
      >
        <p className="text-sm text-fg-muted">{applicationCopy.requiredNote}</p>
        {fieldGroups.map((group) => (
          <fieldset key={group.id} className="min-w-0">
            <legend className="mb-5 font-display eyebrow text-accent-300">{group.legend}</legend>
            <div className="grid gap-x-5 gap-y-6 sm:grid-cols-2 print:gap-y-3">
              {group.fields.map((field) => (
                <ApplicationField key={field.name} field={field} />
              ))}
            </div>
          </fieldset>
        ))}

        <div className="grid gap-6 border-t border-primary-300/15 pt-6">
          <div>
            <div
              className={cn(
                "flex min-h-12 items-center gap-3 rounded-md border px-4 py-2 transition-colors",
                termsMissing
                  ? "border-danger-500 bg-danger-900/30"
                  : "border-transparent bg-ink-950/40",
              )}
            >
              <Checkbox
                ref={termsRef}
                id={TERMS_ID}
                name="agreeTerms"
                aria-invalid={termsMissing || undefined}
                aria-describedby={termsMissing ? TERMS_ERROR_ID : undefined}
                onChange={(event) => {
                  if (event.currentTarget.checked) setTermsMissing(false);
                }}
              />
              <label htmlFor={TERMS_ID} className="cursor-pointer py-1 text-fg">
                {applicationCopy.termsLabel}
              </label>
            </div>
            {termsMissing ? (
              <p id={TERMS_ERROR_ID} className="mt-2 text-sm font-medium text-danger-300">
                {applicationCopy.termsError}
              </p>
            ) : null}
          </div>
          <Button
            type="submit"
            size="lg"
            className="w-full sm:w-auto sm:justify-self-start print:hidden"
          >
            {applicationCopy.submitLabel}
          </Button>
        </div>
      </form>
    </Card>
  );
}
