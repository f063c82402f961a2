import { testDomain } from "../../../tests/helpers/domain-tests/index.js";
import { externalTests } from "./external.access.js";

testDomain(externalTests);
