import { useLocation } from "react-router";
import { pages } from "~/content/pages";
import { cn } from "~/lib/utils";

const layouts = {
  bar: {
    list: "flex items-center gap-0.5 lg:gap-1",
    link: "rounded-pill px-2.5 py-2 text-sm lg:px-3.5 lg:text-[0.95rem] text-fg-muted hover:bg-ink-700/60 hover:text-fg aria-[current=page]:bg-primary-500/20 aria-[current=page]:text-fg aria-[current=page]:ring-1 aria-[current=page]:ring-primary-300/40",
  },
  panel: {
    list: "flex flex-col gap-1",
    link: "flex min-h-12 items-center rounded-md px-4 text-lg text-fg-muted hover:bg-ink-700/60 hover:text-fg aria-[current=page]:bg-primary-500/20 aria-[current=page]:font-semibold aria-[current=page]:text-fg aria-[current=page]:shadow-[inset_3px_0_0_var(--color-accent-300)]",
  },
  footer: {
    list: "flex flex-col gap-2",
    link: "inline-flex min-h-6 items-center text-fg-muted hover:text-accent-200 hover:underline aria-[current=page]:text-fg",
  },
} as const;

/**
 * Pages are prerendered at "/vision/" but visited at "/vision": compare without
 * the trailing slash, so the prerendered HTML and the hydrated page agree.
 */
export function currentPath(pathname: string): string {
  return pathname.replace(/\/+$/, "") || "/";
}

/** The five page links; the current one carries aria-current="page". */
export function NavLinks({
  layout,
  onNavigate,
}: {
  layout: keyof typeof layouts;
  onNavigate?: () => void;
}) {
  const classes = layouts[layout];
  const current = currentPath(useLocation().pathname);
  return (
    <ul className={classes.list}>
      {pages.map((page) => (
        <li key={page.path}>
          <a
            href={page.path}
            aria-current={page.path === current ? "page" : undefined}
            className={cn("transition-colors", classes.link)}
            onClick={onNavigate}
          >
            {page.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
