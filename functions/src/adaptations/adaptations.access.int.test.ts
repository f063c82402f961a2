import { testDomain } from "../../../tests/helpers/domain-tests/index.js";
import { adaptationsTests } from "./adaptations.access.js";

testDomain(adaptationsTests);
