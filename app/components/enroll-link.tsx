import { ArrowRight } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/** "Enroll Now": straight to the application form on Join Us. */
export function EnrollLink({
  className,
  onNavigate,
}: {
  className?: string;
  onNavigate?: () => void;
}) {
  return (
    <a href="/join#apply" className={cn(buttonVariants(), className)} onClick={onNavigate}>
      Enroll Now
      <ArrowRight aria-hidden="true" />
    </a>
  );
}
