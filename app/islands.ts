import type { ComponentProps, ComponentType } from "react";
import { lazyModule, type LazyModule } from "~/lib/lazy-module";

/**
 * The interactive parts of the site ("islands"): the one place each is declared. A
 * page renders one with <Island name props> (app/components/island.tsx), which
 * prerenders it as a React root of its own and makes the page load its code; a name
 * missing here fails the typecheck there. Each loads as a chunk of its own, so a page
 * downloads only the code of its own islands.
 *
 * An island's module exports its component as `default`. It takes only plain data as
 * props (written into the page as JSON, so they arrive in the page's language) and
 * uses no router and no context: it renders the same in the browser as in the build.
 * An island's name is its module's file name: the page's loader fetches its code ahead
 * by that name, which the build gives its chunk (a name that matches none fails it).
 */
export const islands = {
  "tour-dialog": lazyModule(() => import("~/components/tour/tour-dialog")),
  "application-form": lazyModule(() => import("~/components/join/application-form")),
} satisfies Record<string, LazyModule<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof islands;

/** The props of an island's component. */
export type IslandProps<Name extends IslandName> = ComponentProps<
  Awaited<ReturnType<(typeof islands)[Name]>>["default"]
>;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islands, name);
}

/** Each island's useId values start with its name, so two islands can never clash. */
export const identifierPrefix = (name: IslandName) => `${name}-`;
