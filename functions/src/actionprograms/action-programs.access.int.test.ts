import { testDomain } from "../../../tests/helpers/domain-tests/index.js";
import { actionprogramsTests } from "./action-programs.access.js";

testDomain(actionprogramsTests);
