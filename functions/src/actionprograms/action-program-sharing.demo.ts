import type { Deps } from "../deps.js";
import { hashSecret } from "../core/ids.js";
import { allEntities } from "../local/all-entities.js";
import type { DemoSeedStep } from "../local/demo-seeds.js";

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo's share links, on the decided action program of Ekskolan's first pupil (action-programs.demo.ts): the
 * head shared it ten days ago with a guardian, who opened it the day after (the receipt: the appeal deadline is
 * eleven days away), and with the pupil (in year 7, so under 16: the pupil may not appeal and an opening would
 * start no clock), who has not opened it; a first link to a mistyped address was revoked.
 * The tokens are thrown away (only their hashes are kept), so the demo's links open nothing. Skipped when there
 * is no such program (the benchmark's plan).
 */
export async function seedDemoActionProgramSharing(
  deps: Deps,
  refs: {
    schoolIds: Record<string, string>;
    userIds: Record<string, string>;
    userNames: Record<string, string>;
  },
): Promise<number> {
  const schoolId = refs.schoolIds.ek;
  const head = { id: refs.userIds["head@demo.test"], name: refs.userNames["head@demo.test"] };
  if (!schoolId || !head.id || !head.name) return 0;
  const db = allEntities(deps.db);
  const { data: programs } = await db.actionProgram.query.bySchool({ schoolId }).go({ pages: "all" });
  const program = programs
    .filter((item) => item.status === "published")
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
  if (!program) return 0;
  const now = deps.clock.now().getTime();
  const iso = (daysFromNow: number) => new Date(now + daysFromNow * DAY).toISOString();

  const link = (email: string, kind: "GUARDIAN" | "STUDENT", openings: string[], revokedAt = "") => ({
    tokenHash: hashSecret(deps.ids.secret()),
    id: deps.ids.id(),
    actionProgramId: program.id,
    schoolId,
    organizationId: program.organizationId,
    email,
    kind,
    mayAppeal: kind === "GUARDIAN",
    expiresAt: iso(20),
    revokedAt,
    revokedById: revokedAt ? head.id! : "",
    openings,
    openedCount: openings.length,
    createdById: head.id!,
    createdByName: head.name!,
    createdAt: iso(-10),
  });
  const guardian = link("vardnadshavare1@example.se", "GUARDIAN", [iso(-9), iso(-2)]);
  const links = [
    link("vardnadshavare1@exmaple.se", "GUARDIAN", [], iso(-10)),
    guardian,
    link("elev.7a@example.se", "STUDENT", []),
  ];
  for (const item of links) await db.actionProgramShareLink.create(item).go();
  await db.actionProgramAppealClock
    .create({
      actionProgramId: program.id,
      receivedAt: guardian.openings[0]!,
      receivedByKind: "GUARDIAN",
      receivedByEmail: guardian.email,
      receivedLinkId: guardian.id,
      receivedMayAppeal: true,
      appealArrivedOn: "",
      appealRegisteredAt: "",
      appealRegisteredById: "",
      appealRegisteredByName: "",
      version: 1,
    })
    .go();
  return links.length;
}

export const demoSeeds: readonly DemoSeedStep[] = [
  {
    order: 90,
    name: "action program sharing",
    seed: async (deps, { refs }) => void (await seedDemoActionProgramSharing(deps, refs)),
  },
];
