import { cn } from "~/lib/utils";

/**
 * An island's status line: empty, and hidden, until the page's loader has something to
 * say, which is that the island's code could not load (app/inline/island-loader.js).
 * It sits inside the island, where the visitor is looking, even in a modal dialog; the
 * loader empties it again before the island hydrates, so React finds it as it wrote it.
 */
export function IslandStatus({ message, className }: { message: string; className?: string }) {
  return (
    <p
      data-island-status=""
      data-message={message}
      role="status"
      className={cn("empty:hidden", className)}
    />
  );
}
