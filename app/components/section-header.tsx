import { cn } from "~/lib/utils";

type SectionHeaderProps = {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: "start" | "center";
  /** Space below the header: before a grid, inside a two-column band, or none. */
  spacing?: keyof typeof spacings;
};

const spacings = {
  grid: "mb-10 sm:mb-14",
  tight: "mb-6",
  none: "",
} as const;

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
  spacing = "grid",
}: SectionHeaderProps) {
  return (
    <header className={cn("max-w-2xl", spacings[spacing], alignments[align])}>
      {eyebrow ? <p className="mb-3 eyebrow text-accent-300">{eyebrow}</p> : null}
      <h2 id={id} className="text-h2 font-semibold text-fg">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lead text-fg-muted">{lead}</p> : null}
    </header>
  );
}
