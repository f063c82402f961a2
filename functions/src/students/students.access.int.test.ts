import { testDomain } from "../../../tests/helpers/domain-tests/index.js";
import { studentsTests } from "./students.access.js";

testDomain(studentsTests);
