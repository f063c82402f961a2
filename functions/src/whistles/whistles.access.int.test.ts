import { testDomain } from "../../../tests/helpers/domain-tests/index.js";
import { whistlesTests } from "./whistles.access.js";

testDomain(whistlesTests);
