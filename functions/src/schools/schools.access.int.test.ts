import { testDomain } from "../../../tests/helpers/domain-tests/index.js";
import { schoolsTests } from "./schools.access.js";

testDomain(schoolsTests);
