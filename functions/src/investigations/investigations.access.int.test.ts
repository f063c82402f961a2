import { testDomain } from "../../../tests/helpers/domain-tests/index.js";
import { investigationsTests } from "./investigations.access.js";

testDomain(investigationsTests);
