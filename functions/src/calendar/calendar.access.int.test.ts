import { testDomain } from "../../../tests/helpers/domain-tests/index.js";
import { calendarTests } from "./calendar.access.js";

testDomain(calendarTests);
