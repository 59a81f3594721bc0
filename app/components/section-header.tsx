import { cn } from "~/lib/utils";

type SectionHeaderProps = {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: "start" | "center";
  className?: string;
};

const alignments = {
  start: "",
  center: "mx-auto text-center",
} as const;

/** Eyebrow + h2 + lead. `id` lets the section be labelled by its heading. */
export function SectionHeader({
  id,
  eyebrow,
  title,
  lead,
  align = "start",
  className,
}: SectionHeaderProps) {
  return (
    <header className={cn("mb-10 max-w-2xl sm:mb-14", alignments[align], className)}>
      {eyebrow ? (
        <p className="mb-3 text-sm font-semibold tracking-[0.14em] text-accent-300 uppercase">
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="text-h2 font-semibold text-fg">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lead text-fg-muted">{lead}</p> : null}
    </header>
  );
}
