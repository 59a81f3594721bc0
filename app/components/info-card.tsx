import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";

type InfoCardProps = {
  id: string;
  icon: LucideIcon;
  title: string;
  lead?: string;
  children: ReactNode;
};

/** A titled glass panel for side information (dates, traits, contact). */
export function InfoCard({ id, icon: Icon, title, lead, children }: InfoCardProps) {
  const headingId = `${id}-heading`;
  return (
    <Card as="section" id={id} aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="flex items-center gap-3 font-display text-h3 font-semibold text-fg"
      >
        <Icon aria-hidden="true" className="size-5 text-accent-300" />
        {title}
      </h2>
      {lead ? <p className="mt-2 text-fg-muted">{lead}</p> : null}
      <div className="mt-4">{children}</div>
    </Card>
  );
}
