import { testDomain } from "../../../tests/helpers/domain-tests/index.js";
import { usersTests } from "./users.access.js";

testDomain(usersTests);
