import { CircleAlert, CircleCheck, X } from "lucide-react";
import { useEffect, type CSSProperties } from "react";
import { preinit } from "react-dom";
import { Toaster as Sonner, type ToasterProps } from "sonner";
import toasterStylesheet from "./toaster.css?url";

// Set through React (CSSOM), which the CSP allows; style attributes in HTML it would not.
const toasterStyle = { "--width": "24rem" } as CSSProperties;

/**
 * The site's one toast area (sonner). Its <section aria-live="polite"> is in the
 * page from the start, so screen readers announce each toast as it is added.
 * Mount it once, on a route that shows toasts.
 */
export function Toaster(props: ToasterProps) {
  // Toasts need the page's code, so their styles load with it, not before the first
  // paint: a stylesheet in the prerendered page would hold back its first paint.
  useEffect(() => {
    preinit(toasterStylesheet, { as: "style", precedence: "toaster" });
  }, []);
  return (
    <Sonner
      theme="dark"
      // At the top, under the sticky header: at the bottom, a phone-wide toast would cover
      // the form's Submit button just when the visitor may press it again.
      position="top-center"
      offset={{ top: "5rem" }}
      mobileOffset={{ top: "4.75rem" }}
      closeButton
      duration={8000}
      className="font-sans print:hidden"
      style={toasterStyle}
      icons={{
        success: <CircleCheck aria-hidden="true" className="size-5" />,
        error: <CircleAlert aria-hidden="true" className="size-5" />,
        close: <X aria-hidden="true" className="size-4.5" />,
      }}
      toastOptions={{
        closeButtonAriaLabel: "Dismiss notification",
        classNames: {
          // data-[type=…] variants outrank the base colours, whatever their order in the CSS.
          toast:
            "group items-start gap-3 rounded-lg border border-primary-300/35 bg-ink-900/95 py-4 pr-14 pl-4 text-fg shadow-glow backdrop-blur-md data-[type=error]:border-danger-500 data-[type=error]:bg-danger-900/95 data-[type=error]:shadow-[0_0_0_1px_rgb(240_69_106/0.45),0_18px_48px_-18px_rgb(240_69_106/0.6)]",
          icon: "mt-0.5 size-6 text-accent-300 group-data-[type=error]:text-danger-300 group-data-[type=success]:text-success-300",
          content: "gap-1",
          title:
            "font-display text-base leading-snug font-semibold text-fg group-data-[type=error]:text-danger-300",
          description: "text-[0.95rem] leading-normal text-fg-muted",
          closeButton:
            "top-1.5 right-1.5 left-auto size-11 transform-none rounded-pill border-transparent bg-transparent text-fg-muted hover:border-primary-300/30 hover:bg-ink-700/70 hover:text-fg",
        },
      }}
      {...props}
    />
  );
}
