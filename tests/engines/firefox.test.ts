import { firefox } from "./firefox";
import { defineEngineSuite } from "./suite";

defineEngineSuite(firefox);
