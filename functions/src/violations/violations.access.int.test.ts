import { testDomain } from "../../../tests/helpers/domain-tests/index.js";
import { violationsTests } from "./violations.access.js";

testDomain(violationsTests);
