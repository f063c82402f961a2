import { key } from "../db/entity-config.js";
import { TICKET_PAGE_COLLECTION } from "./ticket.entity.js";

/**
 * What every item on a ticket's page (steps, comments, messages, decisions, feedback, reactions, reminders) is
 * stored with: the ticket it belongs to and its own id, and its place in the ticket's partition.
 */

/** The ticket the item is on and the item's own id; neither changes once written. */
export const ticketItemIds = {
  ticketId: { type: "string", required: true, readOnly: true },
  id: { type: "string", required: true, readOnly: true },
} as const;

/** When an item that can be edited was written and last changed, and the version an edit must name. */
export const editableItemStamps = {
  createdAt: { type: "string", required: true, readOnly: true },
  updatedAt: { type: "string", required: true },
  version: { type: "number", required: true },
} as const;

/** The item in its ticket's partition, under its kind in the order written (the ticket page reads it in one query). */
export const onTicketPage = <const Kind extends string>(kind: Kind) =>
  ({
    collection: TICKET_PAGE_COLLECTION,
    pk: key("pk", "TICKET#${ticketId}", ["ticketId"]),
    sk: key("sk", `${kind}#\${createdAt}#\${id}`, ["createdAt", "id"]),
  }) as const;

/** The item by its id alone: a route that names only the item finds it, and so its ticket. */
export const byTicketItemId = <const Kind extends string>(kind: Kind) =>
  ({
    index: "gsi3",
    pk: key("gsi3pk", "TICKETITEM#${id}", ["id"]),
    sk: key("gsi3sk", kind, []),
  }) as const;
