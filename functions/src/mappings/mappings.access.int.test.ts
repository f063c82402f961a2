import { testDomain } from "../../../tests/helpers/domain-tests/index.js";
import { mappingsTests } from "./mappings.access.js";

testDomain(mappingsTests);
