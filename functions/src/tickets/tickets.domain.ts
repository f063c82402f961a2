import { defineDomain } from "../core/domain.js";
import { ticketsRouter } from "./tickets.router.js";

/** The tickets domain's manifest (core/domain.ts). */
export const ticketsDomain = defineDomain({
  name: "tickets",
  router: ticketsRouter,
  // Notifications about a ticket are mailed to those who have them enabled (a link only).
  capabilities: ["mail"],
});
