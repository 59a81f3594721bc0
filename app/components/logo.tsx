import { logoPath, site } from "~/content/site";
import { useLocale } from "~/lib/i18n";
import { pageHref } from "~/lib/meta";
import { cn } from "~/lib/utils";

/** The school's mark and name, linking home. */
export function Logo({ className }: { className?: string }) {
  return (
    <a
      href={pageHref("home", useLocale())}
      className={cn(
        "inline-flex min-h-11 items-center gap-2.5 rounded-sm font-display text-lg font-semibold tracking-tight text-fg",
        className,
      )}
    >
      <img src={logoPath} alt="" width={32} height={32} className="size-8" />
      {/* Between 1024 and 1280 px the header needs the room for its links. A name is
          not translated (translate="no": browsers' page translation leaves it as it is). */}
      <span
        translate="no"
        className="leading-tight sm:whitespace-nowrap lg:max-xl:sr-only print:not-sr-only"
      >
        {site.name}
      </span>
    </a>
  );
}
