import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/**
 * Toasts on Radix Toast, headless: the styles are the site's own classes, so nothing
 * is injected at run time (the CSP forbids <style> elements). Radix announces each
 * toast in a live region as it opens, closes it after `duration`, on Escape, a swipe
 * or its close button, and F8 moves focus to the list.
 */
export const ToastProvider = ToastPrimitive.Provider;

/** Where toasts appear: at the top, under the sticky header (at the bottom, a phone-wide toast would cover the form's Submit). */
export function ToastViewport({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      className={cn(
        "fixed inset-x-0 top-[4.75rem] z-50 mx-auto flex w-full max-w-[24rem] flex-col gap-2 px-3 outline-none sm:top-20 print:hidden",
        className,
      )}
      {...props}
    />
  );
}

const variants = {
  default: "border-primary-300/35 bg-ink-900/95 shadow-glow",
  destructive:
    "border-danger-500 bg-danger-900/95 shadow-[0_0_0_1px_rgb(240_69_106/0.45),0_18px_48px_-18px_rgb(240_69_106/0.6)]",
} as const;

export function Toast({
  className,
  variant = "default",
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & { variant?: keyof typeof variants }) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant}
      className={cn(
        "group relative flex items-start gap-3 rounded-lg border py-4 pr-14 pl-4 text-fg backdrop-blur-md",
        "data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in",
        "data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-toast-out data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title
      data-slot="toast-title"
      className={cn(
        "font-display text-base leading-snug font-semibold text-fg group-data-[variant=destructive]:text-danger-300",
        className,
      )}
      {...props}
    />
  );
}

export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn("text-[0.95rem] leading-normal text-fg-muted", className)}
      {...props}
    />
  );
}

/** The close button, 44 px square; `label` is its accessible name. */
export function ToastClose({
  className,
  label,
  ...props
}: ComponentProps<typeof ToastPrimitive.Close> & { label: string }) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={label}
      className={cn(
        "absolute top-1.5 right-1.5 inline-flex size-11 items-center justify-center rounded-pill text-fg-muted transition hover:bg-ink-700/70 hover:text-fg",
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4.5" />
    </ToastPrimitive.Close>
  );
}
