import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { controlClasses } from "~/components/ui/input";
import { cn } from "~/lib/utils";

/**
 * A native <select>: the platform picker is the most accessible one on phones.
 * Only the closed box is restyled; the chevron is decoration.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div data-slot="native-select-wrapper" className="relative">
      <select
        data-slot="native-select"
        className={cn(
          controlClasses,
          // While the empty prompt option is chosen, the text looks like a placeholder.
          "cursor-pointer appearance-none pr-11 has-[option[value='']:checked]:text-fg-subtle [&_option]:bg-ink-900 [&_option]:text-fg",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        data-slot="native-select-icon"
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-fg-muted"
      />
    </div>
  );
}
