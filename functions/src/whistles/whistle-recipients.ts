import type { WhistleRecipient } from "#shared/whistles/whistle.schema";
import { rolesAtSchool } from "#shared/policy/actor";
import { WHISTLE_CHOSEN_ROLES } from "#shared/whistles/whistle.policy";
import type { Deps } from "../deps.js";
import { badRequest } from "../core/errors.js";
import { deliver } from "../notifications/index.js";
import { getUsers, listMembers, roleModelOf } from "../users/index.js";
import type { WhistleItem } from "./whistles.repo.js";

/** The school's heads and student-health staff: who a whistle to chosen staff may go to (and the external page offers). */
export async function chosenStaffOf(deps: Deps, schoolId: string): Promise<{ id: string; name: string }[]> {
  return (await listMembers(deps.db, schoolId))
    .filter((member) =>
      member.roles.some((role) => (WHISTLE_CHOSEN_ROLES as readonly string[]).includes(role)),
    )
    .map((member) => ({ id: member.userId, name: member.name }));
}

/** Checks the chosen recipients: SELECTED needs 1+ of the school's heads or student-health staff; others take none. */
export async function recipientIdsFor(
  deps: Deps,
  schoolId: string,
  recipient: WhistleRecipient,
  refs: { id: string }[] | undefined,
): Promise<string[]> {
  const ids = [...new Set((refs ?? []).map((ref) => ref.id))];
  if (recipient !== "SELECTED") {
    if (ids.length > 0) throw badRequest("whistleChosenOnlySelected", ["recipientIds"]);
    return [];
  }
  if (ids.length === 0) throw badRequest("whistleChosenNeeded", ["recipientIds"]);
  const allowed = new Set((await chosenStaffOf(deps, schoolId)).map((member) => member.id));
  if (ids.some((id) => !allowed.has(id))) throw badRequest("whistleChosenNotStaff", ["recipientIds"]);
  return ids;
}

/**
 * Midnight UTC of the whistle's (Swedish) day: what its notices are dated, never the minute it was sent; shown in
 * Swedish time (01:00 or 02:00) it falls on that same day.
 */
export const startOfDay = (date: string) => new Date(`${date}T00:00:00.000Z`);

/**
 * Tells the whistle's recipients (in-app only, dated to the day, with no text): the school's heads or student-health
 * staff, or the chosen ones. The sender is never left out, even when they are a recipient themselves: a recipient
 * who got no notice would be the sender. No mail is sent, as a mail's arrival would time the sender to the minute.
 * Owners are not told (no list of an organization's owners exists; they see the whistle on their whistles page).
 * A failure is logged and does not undo the whistle.
 */
export async function noticeWhistle(
  deps: Deps,
  whistle: WhistleItem,
  kind: "WHISTLE_NEW" | "WHISTLE_ADDITION",
): Promise<void> {
  try {
    let ids: string[];
    if (whistle.recipient === "SELECTED") {
      ids = whistle.recipientIds;
    } else if (whistle.recipient === "OWNER") {
      ids = [];
    } else {
      const role = whistle.recipient;
      ids = (await listMembers(deps.db, whistle.schoolId))
        .filter((member) => member.roles.includes(role))
        .map((member) => member.userId);
    }
    if (ids.length === 0) return;
    // The chosen are told only while they are still heads or student-health staff of the school (as they must be to
    // read it): someone who has left, or now works there in another role, is told nothing more.
    const users = (await getUsers(deps.db, ids)).filter(
      (user) =>
        whistle.recipient !== "SELECTED" ||
        rolesAtSchool(roleModelOf(user), whistle.schoolId).some((role) =>
          (WHISTLE_CHOSEN_ROLES as readonly string[]).includes(role),
        ),
    );
    if (users.length === 0) return;
    await deliver(deps, users, {
      schoolId: whistle.schoolId,
      category: "WHISTLE",
      kind,
      description: "",
      link: "/documentation/whistles",
      itemId: whistle.id,
      at: startOfDay(whistle.date),
    });
  } catch (err) {
    // Without the whistle's id and dated to its day: a log line's exact time must not be joinable to a whistle.
    deps.logger.error(
      { time: whistle.date, err: { name: (err as Error).name, message: (err as Error).message } },
      "whistle notice failed",
    );
  }
}
