/**
 * The ten actors of the access matrix (quality.md). Every domain's rows expect a status for each of them; the
 * targets belong to Ekskolan in 'Demo kommun' unless a row's label says otherwise.
 *
 *   anon  no token
 *   T     teacher@demo.test     TEACHER, member of Ekskolan (mentor of 7A, 8A, 9A)
 *   T2    teacher2@demo.test    TEACHER at Björkskolan: same organization, other school (a stranger here)
 *   C     counselor@demo.test   COUNSELOR at Ekskolan and at Björkskolan
 *   H     head@demo.test        HEAD, member of Ekskolan
 *   A     admin@demo.test       ADMIN, member of Ekskolan
 *   M     mainadmin@demo.test   MAINADMIN, member of both schools
 *   O     owner@demo.test       OWNER of Demo kommun, member of no school
 *   S     superadmin@demo.test  SUPERADMIN (platform)
 *   X     counselor@other.test  COUNSELOR in another organization
 */
export const ACTORS = ["anon", "T", "T2", "C", "H", "A", "M", "O", "S", "X"] as const;
export type ActorKey = (typeof ACTORS)[number];
export type SignedInActor = Exclude<ActorKey, "anon">;

export const EMAIL: Record<SignedInActor, string> = {
  T: "teacher@demo.test",
  T2: "teacher2@demo.test",
  C: "counselor@demo.test",
  H: "head@demo.test",
  A: "admin@demo.test",
  M: "mainadmin@demo.test",
  O: "owner@demo.test",
  S: "superadmin@demo.test",
  X: "counselor@other.test",
};

export const emailOf = (actor: ActorKey): string | undefined => (actor === "anon" ? undefined : EMAIL[actor]);
