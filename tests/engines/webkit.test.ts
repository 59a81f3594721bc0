import { defineEngineSuite } from "./suite";
import { webkit } from "./webkit";

defineEngineSuite(webkit);
