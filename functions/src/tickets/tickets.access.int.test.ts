import { testDomain } from "../../../tests/helpers/domain-tests/index.js";
import { ticketsTests } from "./tickets.access.js";

testDomain(ticketsTests);
