import { testDomain } from "../../../tests/helpers/domain-tests/index.js";
import { authTests } from "./auth.access.js";

testDomain(authTests);
