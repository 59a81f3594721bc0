import { Card } from "~/components/ui/card";
import type { Step } from "~/content/types";

/**
 * A numbered process, left to right on wide screens. `stepNumber` says a step's number
 * before its title ("Step 1:"; the space after it is the page's, as no message ends in one).
 */
export function StepList({
  steps,
  stepNumber,
}: {
  steps: readonly Step[];
  stepNumber: (number: number) => string;
}) {
  return (
    <ol className="grid gap-5 md:grid-cols-3 print:grid-cols-3 print:gap-3">
      {steps.map((step, index) => (
        <Card as="li" key={step.title} className="relative">
          <span
            aria-hidden="true"
            className="mb-5 inline-flex size-11 items-center justify-center rounded-pill bg-gradient-to-br from-primary-500 to-accent-500 font-display text-lg font-semibold text-white tabular"
          >
            {index + 1}
          </span>
          <h3 className="text-h3 font-semibold text-fg">
            <span className="sr-only">{`${stepNumber(index + 1)} `}</span>
            {step.title}
          </h3>
          <p className="mt-2 text-fg-muted">{step.text}</p>
        </Card>
      ))}
    </ol>
  );
}
