import type { Scenario } from "../scenario";
import { formScenarios } from "./form";
import { menuScenarios } from "./menu";
import { motionScenarios } from "./motion";
import { pageScenarios } from "./pages";
import { tourEarlyScenarios } from "./tour-early";
import { tourLinkScenarios } from "./tour-link";
import { tourScenarios } from "./tour";

/** Every journey of the cross-engine suite, run in each engine at each of its sizes. */
export const SCENARIOS: Scenario[] = [
  ...pageScenarios,
  ...menuScenarios,
  ...tourScenarios,
  ...tourEarlyScenarios,
  ...tourLinkScenarios,
  ...formScenarios,
  ...motionScenarios,
];
