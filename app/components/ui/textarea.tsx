import type { ComponentProps } from "react";
import { controlClasses } from "~/components/ui/input";
import { cn } from "~/lib/utils";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(controlClasses, "min-h-32 resize-y leading-relaxed print:min-h-20", className)}
      {...props}
    />
  );
}
