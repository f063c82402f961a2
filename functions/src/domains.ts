import type { Hono } from "hono";
import type { AppEnv } from "./core/app.js";
import { auditRouter } from "./audit/audit.router.js";
import { authRouter } from "./auth/auth.router.js";
import { classesRouter } from "./classes/classes.router.js";
import { healthRouter } from "./health/health.router.js";
import { notificationsRouter } from "./notifications/notifications.router.js";
import { organizationsRouter } from "./organizations/organizations.router.js";
import { reportsRouter } from "./reports/reports.router.js";
import { schoolsRouter } from "./schools/schools.router.js";
import { studentsRouter } from "./students/students.router.js";
import { teamsRouter } from "./teams/teams.router.js";
import { ticketsRouter } from "./tickets/tickets.router.js";
import { usersRouter } from "./users/users.router.js";

/**
 * Every domain: its name (the Lambda function and its folder) and its router. The local server mounts them all;
 * the CDK stack makes one function per entry and derives the HTTP API's routes from each router's own route list.
 */
export const DOMAINS: readonly { name: string; router: Hono<AppEnv> }[] = [
  { name: "health", router: healthRouter },
  { name: "auth", router: authRouter },
  { name: "users", router: usersRouter },
  { name: "organizations", router: organizationsRouter },
  { name: "schools", router: schoolsRouter },
  { name: "classes", router: classesRouter },
  { name: "students", router: studentsRouter },
  { name: "teams", router: teamsRouter },
  { name: "audit", router: auditRouter },
  { name: "reports", router: reportsRouter },
  { name: "tickets", router: ticketsRouter },
  { name: "notifications", router: notificationsRouter },
];
