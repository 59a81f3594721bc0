import { ArrowRight } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import type { PageId } from "~/content/pages";
import { useLocale, useMessages } from "~/lib/i18n";
import { pageHref } from "~/lib/meta";
import { cn } from "~/lib/utils";

/** The page whose form Enroll Now leads to. */
export const ENROLL_PAGE = "join" satisfies PageId;

/** "Enroll Now": straight to the application form on Join Us. */
export function EnrollLink({ className }: { className?: string }) {
  const locale = useLocale();
  return (
    <a href={pageHref(ENROLL_PAGE, locale, "#apply")} className={cn(buttonVariants(), className)}>
      {useMessages().common.nav.enroll}
      <ArrowRight aria-hidden="true" />
    </a>
  );
}
