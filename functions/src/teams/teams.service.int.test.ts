import { describe, expect, it } from "vitest";
import { contextFor, outcomeOf, refusalOf } from "../../../tests/helpers/request-context.js";
import { HEAD } from "../../../tests/helpers/demo-accounts.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";
import { createTeam, deleteTeam, listTeams, updateTeam } from "./teams.service.js";

/** The team rules called as plain functions (a request context and an input), without HTTP. */
const { t, f } = useTestApp();

const ek = () => t.seeded.schoolIds.ek!;

/** Ekskolan's teams as a teacher lists them. */
async function teamsOfEk() {
  const teacher = await contextFor(t, "teacher@demo.test");
  return (await listTeams(teacher, { schoolId: ek(), limit: 100 })).items;
}

describe("createTeam", () => {
  it("a head creates a team of the school's staff, each member once; it is in the school's list", async () => {
    const teacher = t.seeded.userIds["teacher@demo.test"]!;
    const created = await createTeam(await contextFor(t, HEAD), {
      name: "Arbetslag 7-9",
      schoolId: ek(),
      members: [{ id: teacher }, { id: teacher }],
    });
    expect(created).toMatchObject({ name: "Arbetslag 7-9", schoolId: ek(), members: [teacher], version: 1 });
    expect(await teamsOfEk()).toContainEqual(created);
  });

  it("refuses staff of another school (400), a teacher (403) and actors outside the school (404)", async () => {
    const input = { name: "Lag X", schoolId: ek() };
    const stranger = t.seeded.userIds["teacher2@demo.test"]!;
    expect(
      await outcomeOf(createTeam(await contextFor(t, HEAD), { ...input, members: [{ id: stranger }] })),
    ).toBe("VALIDATION_FAILED");
    expect(await outcomeOf(createTeam(await contextFor(t, "teacher@demo.test"), input))).toBe("FORBIDDEN");
    expect(await outcomeOf(createTeam(await contextFor(t, "teacher2@demo.test"), input))).toBe("NOT_FOUND");
    expect(await outcomeOf(createTeam(await contextFor(t, "counselor@other.test"), input))).toBe("NOT_FOUND");
    expect((await teamsOfEk()).map((team) => team.name)).not.toContain("Lag X");
  });
});

describe("updateTeam", () => {
  it("writes on the version read; a stale version conflicts and changes nothing", async () => {
    const head = await contextFor(t, HEAD);
    const id = await f.team("ek");
    const member = t.seeded.userIds["counselor@demo.test"]!;
    expect(await updateTeam(head, { id, version: 1, name: "EHT", members: [{ id: member }] })).toMatchObject({
      name: "EHT",
      members: [member],
      version: 2,
    });
    expect(await outcomeOf(updateTeam(head, { id, version: 1, name: "Gammalt" }))).toBe("CONFLICT");
    expect((await teamsOfEk()).find((team) => team.id === id)).toMatchObject({ name: "EHT", version: 2 });
  });

  it("a team of another school does not exist for the actor (404)", async () => {
    const id = await f.team("ek");
    const outsider = await contextFor(t, "teacher2@demo.test");
    expect(await outcomeOf(updateTeam(outsider, { id, version: 1, name: "Kapat" }))).toBe("NOT_FOUND");
  });
});

describe("deleteTeam", () => {
  it("a head deletes a team; a teacher may not (403)", async () => {
    const id = await f.team("ek");
    expect(await outcomeOf(deleteTeam(await contextFor(t, "teacher@demo.test"), { id }))).toBe("FORBIDDEN");
    await deleteTeam(await contextFor(t, HEAD), { id });
    expect((await teamsOfEk()).map((team) => team.id)).not.toContain(id);
  });
});

describe("team names", () => {
  it("refuses a second team of the school with the same name (case and spaces aside), on create and rename", async () => {
    const head = await contextFor(t, HEAD);
    const first = await createTeam(head, { name: "Lag Björk", schoolId: ek() });
    expect(await refusalOf(createTeam(head, { name: " lag björk ", schoolId: ek() }))).toBe("CONFLICT");
    await expect(createTeam(head, { name: "LAG BJÖRK", schoolId: ek() })).rejects.toMatchObject({
      detail: { reason: { key: "teamNameTaken" } },
    });
    const other = await createTeam(head, { name: "Lag Ek", schoolId: ek() });
    expect(
      await refusalOf(updateTeam(head, { id: other.id, version: other.version, name: "Lag björk" })),
    ).toBe("CONFLICT");
    // Its own name is no clash; an accent makes another name; nothing refused was stored.
    expect(
      await outcomeOf(updateTeam(head, { id: first.id, version: first.version, name: "Lag Björk" })),
    ).toBe("ok");
    expect(await outcomeOf(createTeam(head, { name: "Lag Bjork", schoolId: ek() }))).toBe("ok");
    const names = (await teamsOfEk()).map((team) => team.name.toLowerCase().trim());
    expect(names.filter((name) => name === "lag björk")).toHaveLength(1);
    expect((await teamsOfEk()).find((team) => team.id === other.id)?.name).toBe("Lag Ek");
  });
});
