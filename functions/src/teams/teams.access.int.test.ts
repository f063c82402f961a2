import { testDomain } from "../../../tests/helpers/domain-tests/index.js";
import { teamsTests } from "./teams.access.js";

testDomain(teamsTests);
