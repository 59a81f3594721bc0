import { Link2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import { controlClasses } from "~/components/ui/input";
import type { TourCopy } from "~/content/gallery";
import { cn } from "~/lib/utils";

type Status = "idle" | "copied" | "refused";

/**
 * Copies a link to the place shown, to send to someone. The result is announced
 * politely. Where the clipboard is refused (an older browser, a page not served over
 * HTTPS, a denied permission) the link is shown, selected, to copy by hand.
 * The parent keys it by the link, so a new place starts afresh.
 */
export function CopyLink({
  url,
  copy,
}: {
  url: string;
  copy: Pick<TourCopy, "copyLink" | "linkCopied" | "linkRefused" | "linkLabel">;
}) {
  const [status, setStatus] = useState<Status>("idle");
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (status !== "refused") return;
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, [status]);

  async function copyToClipboard() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus("copied");
    } catch {
      setStatus("refused");
    }
  }

  return (
    <div className="grid justify-items-start gap-2">
      <button
        type="button"
        onClick={copyToClipboard}
        className={buttonVariants({ variant: "secondary" })}
      >
        <Link2 aria-hidden="true" />
        {copy.copyLink}
      </button>
      <p role="status" className="text-sm text-fg-muted empty:hidden">
        {status === "copied" ? copy.linkCopied : status === "refused" ? copy.linkRefused : ""}
      </p>
      {status === "refused" ? (
        <input
          ref={fieldRef}
          readOnly
          value={url}
          aria-label={copy.linkLabel}
          onFocus={(event) => event.currentTarget.select()}
          className={cn(controlClasses, "min-h-11 w-full max-w-md text-sm")}
        />
      ) : null}
    </div>
  );
}
