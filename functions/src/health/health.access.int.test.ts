import { testDomain } from "../../../tests/helpers/domain-tests/index.js";
import { healthTests } from "./health.access.js";

testDomain(healthTests);
