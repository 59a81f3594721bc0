import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
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
    <Link
      to="/join#apply"
      prefetch="intent"
      className={cn(buttonVariants(), className)}
      onClick={onNavigate}
    >
      Enroll Now
      <ArrowRight aria-hidden="true" />
    </Link>
  );
}
