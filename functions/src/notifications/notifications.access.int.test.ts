import { testDomain } from "../../../tests/helpers/domain-tests/index.js";
import { notificationsTests } from "./notifications.access.js";

testDomain(notificationsTests);
