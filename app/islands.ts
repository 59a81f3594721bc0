import type { ComponentType } from "react";

/**
 * The interactive parts of the site, each hydrated on its own by entry.client.tsx.
 * A page marks one with <Island name="…">, around the same component. Each loads
 * as a chunk of its own, so a page downloads only the code of its own islands.
 * An island takes no props and uses no router hooks: it renders the same on its own
 * as it did inside the prerendered page.
 */
export const islands = {
  "tour-button": () => import("~/components/tour/tour-button").then((module) => module.TourButton),
  "application-form": () =>
    import("~/components/join/application-form").then((module) => module.ApplicationForm),
  toaster: () => import("~/components/ui/toaster").then((module) => module.Toaster),
} satisfies Record<string, () => Promise<ComponentType>>;

export type IslandName = keyof typeof islands;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islands, name);
}
