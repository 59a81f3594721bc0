import type { ReactNode } from "react";
import type { IslandName } from "~/islands";

/**
 * Marks a part of the page that the browser makes interactive on its own (see
 * app/islands.ts). The wrapper takes no room: its child lays out as if it were not there.
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return (
    <div data-island={name} className="contents">
      {children}
    </div>
  );
}
