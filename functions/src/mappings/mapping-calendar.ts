import type { CalendarSourceEvent } from "../core/domain-hooks.js";
import { isMappingRole, mappingAccess } from "#shared/mappings/mapping.policy";
import { audit } from "../core/guard.js";
import type { RequestContext } from "../core/request-context.js";
import { policyDocOf } from "./mappings.mappers.js";
import { listActiveMappingsDueBetween } from "./mappings.repo.js";

/**
 * The mappings' source of the calendar (spec section 2: "Mapping (id, deadline)"): each active mapping of the
 * school the caller may read (mapping.policy.ts: student-health staff, the creator, those asked to answer), on its
 * deadline, linking to /actions/mapping?id=. An archived (inactive) mapping asks nothing of anyone any more and is
 * left out. A role that reads no mapping (ADMIN) reads nothing; otherwise the read is audited as a list of the
 * school's mappings.
 */
export async function mappingCalendarEvents(
  ctx: RequestContext,
  window: { schoolId: string; from: string; to: string; today: string },
): Promise<CalendarSourceEvent[]> {
  if (!isMappingRole(ctx.actor.role)) return [];
  const mappings = await listActiveMappingsDueBetween(ctx.deps.db, window.schoolId, window);
  const events: CalendarSourceEvent[] = [];
  for (const mapping of mappings) {
    if (mapping.schoolId !== window.schoolId) continue;
    if (mappingAccess(ctx.actor, policyDocOf(mapping)) === "none") continue;
    events.push({
      source: "mapping",
      id: mapping.mappingId,
      date: mapping.deadline,
      studentId: mapping.studentId,
      late: mapping.deadline < window.today,
      link: { page: "mapping", id: mapping.mappingId },
    });
  }
  await audit(ctx, { action: "LIST", entity: "mapping", schoolId: window.schoolId });
  return events;
}
