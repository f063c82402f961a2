import { testDomain } from "../../../tests/helpers/domain-tests/index.js";
import { auditTests } from "./audit.access.js";

testDomain(auditTests);
