import { testDomain } from "../../../tests/helpers/domain-tests/index.js";
import { reportsTests } from "./reports.access.js";

testDomain(reportsTests);
