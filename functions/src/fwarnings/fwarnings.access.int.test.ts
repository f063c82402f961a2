import { testDomain } from "../../../tests/helpers/domain-tests/index.js";
import { fWarningsTests } from "./fwarnings.access.js";

testDomain(fWarningsTests);
