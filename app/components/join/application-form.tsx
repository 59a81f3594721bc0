import { CircleExclamationPoint, CircleCheck, ShieldCheck } from "lucide-react";
import { useRef, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { IslandStatus } from "~/components/island-status";
import { ApplicationField } from "~/components/join/application-field";
import { RichText, type RichTextView } from "~/components/rich-text";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "~/components/ui/toast";
import type { ApplicationCopy } from "~/content/application";
import type { FieldGroup, ToastCopy } from "~/content/types";
import { draftFromFormData, validateApplication } from "~/lib/application";
import { cn } from "~/lib/utils";

const TERMS_ID = "apply-agreeTerms";
const TERMS_ERROR_ID = `${TERMS_ID}-error`;
const NEW_TAB_NOTE_ID = `${TERMS_ID}-new-tab`;

/** The form's words, all plain text: they come from the page (app/islands.ts). */
export type ApplicationFormProps = {
  /** The page's locale, for the country names. */
  intl: string;
  groups: FieldGroup[];
  copy: Omit<ApplicationCopy, "fields" | "legends" | "grade" | "termsLabel"> & {
    termsLabel: RichTextView;
  };
};

type Result = { kind: "error" | "success"; copy: ToastCopy; key: number };

const subscribeToNothing = () => () => {};

/** False while the prerendered form is hydrated, true once it runs in the browser. */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * The Join Us application form, an island. `id="apply"` is the target of Enroll Now.
 * Submitting is simulated: nothing is sent, stored or put in the URL (see
 * docs/decisions/0004-form-sends-nothing.md).
 *
 * The fields work from the first paint. Submitting is a React form action, so React
 * owns the submit from the start: its prerendered form carries a small script that
 * holds a submit made before the page's code has arrived, and replays it (with the
 * answers as they were) once the form is hydrated. Without JavaScript a submit goes
 * nowhere, because the prerendered form's action is inert. Its answer is one toast at a
 * time, in a list that only exists in the browser (Radix writes inline styles, which
 * the CSP would refuse in the prerendered page).
 */
export default function ApplicationForm({ intl, groups, copy }: ApplicationFormProps) {
  const [termsMissing, setTermsMissing] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  // React clears a form after its action; after a rejection the answers must stay.
  const keepAnswers = useRef(false);
  const inBrowser = useInBrowser();

  /** One result at a time: a new one replaces the last, and is announced. */
  const show = (kind: Result["kind"], toast: ToastCopy) =>
    setResult((last) => ({ kind, copy: toast, key: (last?.key ?? 0) + 1 }));

  function submit(formData: FormData) {
    // Only reached once the browser's own checks (required, e-mail, age) have passed.
    const outcome = validateApplication(draftFromFormData(formData));
    if (!outcome.ok) {
      keepAnswers.current = true;
      setTermsMissing(true);
      show("error", copy.toasts.termsRequired);
      termsRef.current?.focus();
      return;
    }
    setTermsMissing(false);
    // React then clears the answers: the application is "done", a second click
    // cannot send it twice, and a child's details do not stay on a shared screen.
    show("success", copy.toasts.submitted);
  }

  const ResultIcon = result?.kind === "error" ? CircleExclamationPoint : CircleCheck;

  return (
    <Card
      as="section"
      id="apply"
      aria-labelledby="apply-heading"
      padding="roomy"
      className="print:p-5"
    >
      <h2 id="apply-heading" className="text-h2 font-semibold text-fg">
        {copy.title}
      </h2>
      <p className="mt-3 text-fg-muted">{copy.lead}</p>
      <p className="mt-5 flex gap-3 rounded-md border border-accent-300/20 bg-accent-400/5 p-4 text-sm text-fg-muted">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
        <span>{copy.privacyNote}</span>
      </p>
      <noscript>
        <p className="mt-5 flex gap-3 rounded-md border border-primary-300/40 bg-ink-950/70 p-4 font-medium text-fg">
          <ShieldCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-300" />
          <span>{copy.noscriptNote}</span>
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
        <p className="text-sm text-fg-muted">{copy.requiredNote}</p>
        {groups.map((group) => (
          <fieldset key={group.id} className="min-w-0">
            <legend className="mb-5 font-display eyebrow text-accent-300">{group.legend}</legend>
            <div className="grid gap-x-5 gap-y-6 sm:grid-cols-2 print:gap-y-3">
              {group.fields.map((field) => (
                <ApplicationField key={field.name} field={field} intl={intl} />
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
              {/* A click on a link in the label follows it and leaves the box as it is. */}
              <label htmlFor={TERMS_ID} className="cursor-pointer py-1 text-fg">
                <RichText parts={copy.termsLabel} newTabNote={NEW_TAB_NOTE_ID} />
              </label>
            </div>
            <p id={NEW_TAB_NOTE_ID} className="sr-only">
              {copy.newTab}
            </p>
            {termsMissing ? (
              <p id={TERMS_ERROR_ID} className="mt-2 text-sm font-medium text-danger-300">
                {copy.termsError}
              </p>
            ) : null}
          </div>
          <IslandStatus
            message={copy.notLoaded}
            className="rounded-md border border-amber-200/30 bg-amber-300/10 p-3 text-sm text-amber-50"
          />
          <Button
            type="submit"
            size="lg"
            wrap
            className="w-full sm:w-auto sm:justify-self-start print:hidden"
          >
            {copy.submitLabel}
          </Button>
        </div>
      </form>

      {/* In <body>: the card's backdrop filter would hold a fixed list inside it. */}
      {inBrowser
        ? createPortal(
            <ToastProvider duration={8000} label={copy.toasts.label}>
              {result ? (
                <Toast
                  key={result.key}
                  variant={result.kind === "error" ? "destructive" : "default"}
                  data-type={result.kind}
                  onOpenChange={(open) => {
                    if (!open) setResult(null);
                  }}
                >
                  <ResultIcon
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-accent-300 group-data-[variant=destructive]:text-danger-300"
                  />
                  <div className="grid gap-1">
                    <ToastTitle>{result.copy.title}</ToastTitle>
                    <ToastDescription>{result.copy.description}</ToastDescription>
                  </div>
                  <ToastClose label={copy.toasts.dismiss} />
                </Toast>
              ) : null}
              {/* The catalog writes where the key goes: "Notifications ({hotkey})". */}
              <ToastViewport label={copy.toasts.region} />
            </ToastProvider>,
            document.body,
          )
        : null}
    </Card>
  );
}
