import { testDomain } from "../../../tests/helpers/domain-tests/index.js";
import { classesTests } from "./classes.access.js";

testDomain(classesTests);
