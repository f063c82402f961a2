import { testDomain } from "../../../tests/helpers/domain-tests/index.js";
import { organizationsTests } from "./organizations.access.js";

testDomain(organizationsTests);
