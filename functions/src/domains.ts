import type { DomainManifest } from "./core/domain.js";
import { auditDomain } from "./audit/audit.domain.js";
import { authDomain } from "./auth/auth.domain.js";
import { classesDomain } from "./classes/classes.domain.js";
import { mappingsDomain } from "./mappings/mappings.domain.js";
import { healthDomain } from "./health/health.domain.js";
import { notificationsDomain } from "./notifications/notifications.domain.js";
import { organizationsDomain } from "./organizations/organizations.domain.js";
import { reportsDomain } from "./reports/reports.domain.js";
import { schoolsDomain } from "./schools/schools.domain.js";
import { studentsDomain } from "./students/students.domain.js";
import { teamsDomain } from "./teams/teams.domain.js";
import { ticketsDomain } from "./tickets/tickets.domain.js";
import { usersDomain } from "./users/users.domain.js";
import { actionprogramsDomain } from "./actionprograms/action-programs.domain.js";
import { adaptationsDomain } from "./adaptations/adaptations.domain.js";
import { fWarningsDomain } from "./fwarnings/fwarnings.domain.js";
import { investigationsDomain } from "./investigations/investigations.domain.js";
import { whistlesDomain } from "./whistles/whistles.domain.js";
import { violationsDomain } from "./violations/violations.domain.js";
import { externalDomain } from "./external/external.domain.js";
import { calendarDomain } from "./calendar/calendar.domain.js";

/**
 * Every domain's manifest: the local server mounts their routers, the CDK stack makes one function per entry (with
 * the capabilities and sizing the manifest declares) and derives the HTTP API's routes from each router's own
 * route list. A new domain adds one line here.
 */
export const DOMAINS: readonly DomainManifest[] = [
  healthDomain,
  authDomain,
  usersDomain,
  organizationsDomain,
  schoolsDomain,
  classesDomain,
  studentsDomain,
  teamsDomain,
  auditDomain,
  reportsDomain,
  ticketsDomain,
  notificationsDomain,
  mappingsDomain,
  actionprogramsDomain,
  adaptationsDomain,
  fWarningsDomain,
  investigationsDomain,
  whistlesDomain,
  violationsDomain,
  externalDomain,
  calendarDomain,
];
