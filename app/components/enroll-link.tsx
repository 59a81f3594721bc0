import { ArrowRight } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { useLocale, useMessages } from "~/lib/i18n";
import { pageHref } from "~/lib/meta";
import { cn } from "~/lib/utils";

/** "Enroll Now": straight to the application form on Join Us. */
export function EnrollLink({ className }: { className?: string }) {
  const locale = useLocale();
  return (
    <a href={pageHref("join", locale, "#apply")} className={cn(buttonVariants(), className)}>
      {useMessages().common.nav.enroll}
      <ArrowRight aria-hidden="true" />
    </a>
  );
}
