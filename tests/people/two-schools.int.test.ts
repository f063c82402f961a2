import { beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "../helpers/fixtures.js";
import { peopleApi, type Json } from "../helpers/people.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

/**
 * People as they are: one person works at two schools of the same organization in different roles. A role held at
 * one school must never open the other school's pupils, whatever relation the person has there, and a person named
 * in a body must fit the role at the document's own school, not at their other one.
 */
let t: TestApp;
let f: ReturnType<typeof fixtures>;
const PASSWORD = "Tva1Skolor";
const { ek, bjork, uid, call, created, expectGone, commonDocuments } = peopleApi(() => t);

beforeAll(async () => {
  t = await createTestApp();
  f = fixtures(t);
});

const report = (schoolId: string, studentId: string, extra: Json = {}) => ({
  access: "COUNSELOR",
  type: "HARASSMENT",
  violationBetween: "STUDENTTOSTUDENT",
  victim: "En elev",
  incidentDetails: "Hånades i omklädningsrummet.",
  when: "2026-11-18T10:00:00.000Z",
  location: "Idrottshallen",
  witness: "Ingen",
  hasContactedSchool: "NO",
  hasContactedParents: "IDK",
  whoContacted: "",
  victimStudentId: studentId,
  schoolId,
  ...extra,
});

/** One of each pupil document about `studentId`, made through the API by `token` (student-health staff there). */
async function documentsAbout(token: string, schoolId: string, studentId: string, respondent: string) {
  return {
    ...(await commonDocuments(token, studentId, {
      title: "Tecken på oro",
      description: "Eleven sover dåligt.",
      subject: "Matematik",
      reason: "Saknar flera inlämningar.",
    })),
    mapping: await created(token, "/mappings", {
      studentId,
      respondents: [{ id: respondent }],
      deadline: "2027-12-15",
    }),
    investigation: await created(token, "/investigations", { studentId }),
    violation: await created(token, "/violations", report(schoolId, studentId)),
  };
}

type Documents = Awaited<ReturnType<typeof documentsAbout>>;

/** Every read of the documents and of the school's lists, as a path. */
const readsOf = (schoolId: string, studentId: string, docs: Documents) => [
  `/tickets/${docs.ticket.id}`,
  `/tickets/school/${schoolId}`,
  `/feedback/${schoolId}`,
  `/action-program/${schoolId}`,
  `/action-program/${schoolId}/${docs.program.id}`,
  `/action-program-follow-up/${schoolId}`,
  `/action-program-evaluation/${schoolId}`,
  `/adaptions/${schoolId}?id=${docs.adaptation.id as string}`,
  `/adaptions/${schoolId}?studentId=${studentId}`,
  `/f-and-f-warnings/${schoolId}?id=${docs.warning.id as string}`,
  `/mappings/${schoolId}?studentId=${studentId}`,
  `/mappings/${schoolId}/${docs.mapping.id}`,
  `/investigations/school/${schoolId}`,
  `/investigations/teacher/school/${schoolId}`,
  `/violations/${schoolId}`,
  `/violation-investigations/school/${schoolId}`,
  `/calendar/${schoolId}?from=2026-11-01&to=2026-11-30`,
  `/student/${studentId}`,
  `/student/school/${schoolId}`,
];

/** The changes a person with the role could make to the documents (each the route's smallest valid body). */
const writesOf = (docs: Documents): [string, string, Json][] => [
  ["PATCH", `/tickets/${docs.ticket.id}`, { version: docs.ticket.version, title: "Ändrad" }],
  ["DELETE", `/tickets/${docs.ticket.id}`, {}],
  ["PATCH", `/action-program/${docs.program.id}`, { version: docs.program.version, place: "Annanstans" }],
  ["PATCH", `/adaptions/${docs.adaptation.id}`, { version: docs.adaptation.version, description: "Ändrad" }],
  ["DELETE", `/f-and-f-warnings/${docs.warning.id}`, {}],
  [
    "PATCH",
    `/mappings/${docs.mapping.id}`,
    { version: docs.mapping.version, role: "COUNSELOR", active: false },
  ],
  [
    "PATCH",
    `/investigations/${docs.investigation.id}`,
    { version: docs.investigation.version, analysis: "Ny" },
  ],
  ["PATCH", `/violations/${docs.violation.id}`, { version: docs.violation.version, location: "Matsalen" }],
];

describe("student health at one school, teacher at the other", () => {
  it("neither role reaches the other school's pupils: every read and change is 404, and nothing changes", async () => {
    const both = await f.person({ ek: ["COUNSELOR"], bjork: ["TEACHER"] }, [], { password: PASSWORD });
    // At Ekskolan they also mentor the class of the pupil there (a counselor may take a class as its mentor).
    const ekClass = await f.schoolClass("ek", { mentors: [both.id] });
    const ekPupil = await f.student("ek", { classId: ekClass, mentorId: both.id });
    // At Björkskolan they teach the pupil's class.
    const bjorkClass = await f.schoolClass("bjork", { teachers: [both.id], mentors: [both.id] });
    const bjorkPupil = await f.student("bjork", { classId: bjorkClass });
    const counselor = await t.login("counselor@demo.test");
    const me = await t.login(both.email, PASSWORD);
    const atEk = await documentsAbout(counselor, ek(), ekPupil, both.id);
    const atBjork = await documentsAbout(counselor, bjork(), bjorkPupil, uid("teacher2@demo.test"));
    const ekName = (await call(counselor, "GET", `/student/${ekPupil}`)).body.name as string;
    const bjorkName = (await call(counselor, "GET", `/student/${bjorkPupil}`)).body.name as string;

    // In their own school's role each read answers (the checks below can fail).
    for (const path of readsOf(ek(), ekPupil, atEk).filter((path) => !path.includes("/teacher/"))) {
      expect((await call(me, "GET", path, undefined, "COUNSELOR")).status, path).toBe(200);
    }
    expect((await call(me, "GET", `/student/school/${bjork()}`, undefined, "TEACHER")).status).toBe(200);

    const refusedEverywhere = async (
      role: string,
      schoolId: string,
      pupil: string,
      name: string,
      docs: Documents,
    ) => {
      await expectGone(me, readsOf(schoolId, pupil, docs), [pupil, name], role);
      for (const [method, path, body] of writesOf(docs)) {
        const res = await call(me, method, path, method === "DELETE" ? undefined : body, role);
        expect(res.status, `${role} ${method} ${path} ${res.text}`).toBe(404);
      }
      // A new document about the pupil is refused as well, and the pupil's documents are as they were.
      const creates: [string, Json][] = [
        ["/tickets", { studentId: pupil, title: "Ny", description: "Ny", access: "STANDARD" }],
        ["/action-program", { studentId: pupil, access: "STANDARD" }],
        [
          "/adaptions",
          {
            studentId: pupil,
            subjects: ["Bild"],
            categories: ["EXTRA_TIME"],
            startDate: "2026-11-02",
            reviewDate: "2026-11-30",
          },
        ],
        ["/mappings", { studentId: pupil, respondents: [{ id: both.id }], deadline: "2027-12-15" }],
        ["/violations", report(schoolId, pupil)],
      ];
      for (const [path, body] of creates) {
        const res = await call(me, "POST", path, body, role);
        expect(res.status, `${role} POST ${path} ${res.text}`).toBe(404);
      }
    };

    // Acting as student health (held at Ekskolan only): Björkskolan's pupil, though they teach and mentor there.
    await refusedEverywhere("COUNSELOR", bjork(), bjorkPupil, bjorkName, atBjork);
    // Acting as a teacher (held at Björkskolan only): Ekskolan's pupil, though they are the pupil's mentor there.
    await refusedEverywhere("TEACHER", ek(), ekPupil, ekName, atEk);

    // Nothing of either pupil changed or was added.
    const ticketsOf = async (studentId: string) =>
      (await t.db.ticket.query.byStudent({ studentId }).go()).data.map((item) => [item.title, item.version]);
    expect(await ticketsOf(ekPupil)).toEqual([["Tecken på oro", 1]]);
    expect(await ticketsOf(bjorkPupil)).toEqual([["Tecken på oro", 1]]);
    for (const [schoolId, pupil, docs] of [
      [ek(), ekPupil, atEk],
      [bjork(), bjorkPupil, atBjork],
    ] as const) {
      const programs = await call(counselor, "GET", `/action-program/${schoolId}?studentId=${pupil}`);
      expect((programs.body.items as Json[]).map((item) => [item.id, item.version])).toEqual([
        [docs.program.id, docs.program.version],
      ]);
      const adaptations = await call(counselor, "GET", `/adaptions/${schoolId}?studentId=${pupil}`);
      expect((adaptations.body.items as Json[]).map((item) => [item.id, item.description])).toEqual([
        [docs.adaptation.id, ""],
      ]);
      const warnings = await call(counselor, "GET", `/f-and-f-warnings/${schoolId}?studentId=${pupil}`);
      expect((warnings.body.items as Json[]).map((item) => item.id)).toEqual([docs.warning.id]);
      const reports = await call(counselor, "GET", `/violations/${schoolId}?studentId=${pupil}`);
      expect((reports.body.items as Json[]).map((item) => [item.id, item.location])).toEqual([
        [docs.violation.id, "Idrottshallen"],
      ]);
    }

    // Naming the other school as the active one is refused before any route runs.
    const elsewhere = await call(
      me,
      "GET",
      `/notifications?schoolId=${ek()}`,
      undefined,
      "COUNSELOR",
      bjork(),
    );
    expect(elsewhere.status).toBe(404);
    expect((await call(me, "GET", `/notifications?schoolId=${bjork()}`, undefined, "COUNSELOR")).status).toBe(
      404,
    );
  });

  it("a list's cursor from one school pages no other school's list (400, nothing of it shown)", async () => {
    const both = await f.person({ ek: ["COUNSELOR"], bjork: ["COUNSELOR"] }, [], { password: PASSWORD });
    for (let i = 0; i < 2; i++) {
      await f.notification(both.id, "ek");
      await f.notification(both.id, "bjork");
    }
    const token = await t.login(both.email, PASSWORD);
    const counselor = await t.login("counselor@demo.test");
    const cases: [string, string, string][] = [
      [token, `/notifications?schoolId=${ek()}&limit=1`, `/notifications?schoolId=${bjork()}`],
      [counselor, `/whistle?schoolId=${ek()}&limit=1`, `/whistle?schoolId=${bjork()}`],
      [counselor, `/tickets/school/${ek()}?limit=1`, `/tickets/school/${bjork()}`],
      [counselor, `/violations/${ek()}?limit=1`, `/violations/${bjork()}`],
    ];
    for (const [who, first, other] of cases) {
      const page = await call(who, "GET", first);
      expect(page.status, first).toBe(200);
      expect(page.body.cursor, first).toEqual(expect.any(String));
      const next = `${other}${other.includes("?") ? "&" : "?"}cursor=${page.body.cursor as string}`;
      const res = await call(who, "GET", next);
      expect(res.status, `${other} ${res.text}`).toBe(400);
      expect(res.body.items).toBeUndefined();
    }
  });

  it("a head at one school reads neither the other school's audit trail nor its pupils' extracts", async () => {
    const head = await f.person({ ek: ["HEAD"], bjork: ["TEACHER"] }, [], { password: PASSWORD });
    const token = await t.login(head.email, PASSWORD);
    const bjorkPupil = t.seeded.studentIds.bjork![0]!;
    const ekPupil = t.seeded.studentIds.ek![0]!;
    expect((await call(token, "GET", `/audit/school/${ek()}`, undefined, "HEAD")).status).toBe(200);
    expect((await call(token, "GET", `/audit/student/${ekPupil}`, undefined, "HEAD")).status).toBe(200);
    for (const path of [`/audit/school/${bjork()}`, `/audit/student/${bjorkPupil}`]) {
      const res = await call(token, "GET", path, undefined, "HEAD");
      expect(res.status, path).toBe(404);
      expect(res.text).not.toContain(bjorkPupil);
    }
    // As the teacher they are at Björkskolan, the trail is not theirs to read (403), and Ekskolan's does not exist.
    expect((await call(token, "GET", `/audit/school/${bjork()}`, undefined, "TEACHER")).status).toBe(403);
    expect((await call(token, "GET", `/audit/school/${ek()}`, undefined, "TEACHER")).status).toBe(404);
  });
});

describe("people named in a body are judged by their roles at the document's school", () => {
  it("a role held only at the other school does not qualify anyone; nothing is stored", async () => {
    // Teacher at Ekskolan, student health at Björkskolan; and the reverse; and an admin here who teaches there.
    const teacherHere = await f.person({ ek: ["TEACHER"], bjork: ["COUNSELOR"] });
    const counselorHere = await f.person({ ek: ["COUNSELOR"], bjork: ["TEACHER"] });
    const adminHere = await f.person({ ek: ["ADMIN"], bjork: ["TEACHER"] });
    const pupil = await f.student("ek");
    const bjorkTeam = await f.team("bjork");
    const bjorkClass = await f.schoolClass("bjork");
    const bjorkPupil = t.seeded.studentIds.bjork![0]!;
    const counselor = await t.login("counselor@demo.test");
    const head = await t.login("head@demo.test");
    const teacher = await t.login("teacher@demo.test");
    const ticket = { studentId: pupil, title: "Ärende", description: "Text", access: "STANDARD" };

    const refused: [string, string, Json, string][] = [
      // The owner of a ticket must be student health here; contact teachers and editors must teach here.
      [counselor, "/tickets", { ...ticket, ownerId: teacherHere.id }, "ownerId"],
      [
        counselor,
        "/tickets",
        { ...ticket, access: "CONTACTTEACHERS", contactTeachers: [{ id: counselorHere.id }] },
        "contactTeachers",
      ],
      [
        counselor,
        "/tickets",
        { ...ticket, access: "EDITORS", editors: [{ id: counselorHere.id }] },
        "editors",
      ],
      [
        counselor,
        "/tickets",
        { ...ticket, access: "SELECTED", recipients: [{ id: uid("teacher2@demo.test") }] },
        "recipients",
      ],
      [counselor, "/tickets", { ...ticket, access: "TEAM", teamId: bjorkTeam }, "teamId"],
      // The decision maker of an action program must be student health here.
      [
        head,
        "/action-program",
        { studentId: pupil, access: "STANDARD", decisionMakerId: teacherHere.id },
        "decisionMakerId",
      ],
      [
        counselor,
        "/action-program",
        { studentId: pupil, access: "EDITORS", editors: [{ id: counselorHere.id }] },
        "editors",
      ],
      [counselor, "/action-program", { studentId: pupil, access: "TEAM", teamId: bjorkTeam }, "teamId"],
      // Those who carry out an adaptation, answer a mapping or contribute to an investigation work with pupils here.
      [
        counselor,
        "/adaptions",
        {
          studentId: pupil,
          subjects: ["Bild"],
          categories: ["EXTRA_TIME"],
          responsible: [adminHere.id],
          startDate: "2026-11-02",
          reviewDate: "2026-11-30",
        },
        "responsible",
      ],
      [
        counselor,
        "/mappings",
        { studentId: pupil, respondents: [{ id: adminHere.id }], deadline: "2027-12-15" },
        "respondents",
      ],
      [
        counselor,
        "/investigations",
        { studentId: pupil, contributors: [{ id: adminHere.id }] },
        "contributors",
      ],
      // A violation report's chosen teachers teach here; its classes and pupils are this school's.
      [
        counselor,
        "/violations",
        report(ek(), pupil, { access: "SELECTED", accessUsers: [{ id: counselorHere.id }] }),
        "accessUsers",
      ],
      [
        counselor,
        "/violations",
        report(ek(), pupil, { access: "TEACHER", classes: [{ id: bjorkClass }] }),
        "classes",
      ],
      [
        counselor,
        "/violations",
        report(ek(), pupil, { participatingStudents: [{ id: bjorkPupil }] }),
        "participatingStudents",
      ],
      // A whistle's chosen staff are heads or student health here.
      [
        teacher,
        "/whistle",
        {
          schoolId: ek(),
          message: "Till vald personal.",
          recipient: "SELECTED",
          recipientIds: [{ id: teacherHere.id }],
        },
        "recipientIds",
      ],
    ];
    for (const [token, path, body, field] of refused) {
      const res = await call(token, "POST", path, body);
      expect(res.status, `${path} ${field} ${res.text}`).toBe(400);
      expect(res.text, `${path} ${field}`).toContain(field);
    }

    // Nothing was stored about the pupil.
    expect((await t.db.ticket.query.byStudent({ studentId: pupil }).go()).data).toEqual([]);
    for (const path of [
      `/action-program/${ek()}?studentId=${pupil}`,
      `/adaptions/${ek()}?studentId=${pupil}`,
      `/mappings/${ek()}?studentId=${pupil}`,
      `/investigations/school/${ek()}?studentId=${pupil}`,
      `/violations/${ek()}?studentId=${pupil}`,
    ]) {
      const res = await call(counselor, "GET", path);
      expect(res.status, path).toBe(200);
      expect(res.body.items, path).toEqual([]);
    }
    // The same people are accepted where they hold the role (the refusals above are about the school).
    const accepted = await call(counselor, "POST", "/tickets", {
      ...ticket,
      access: "CONTACTTEACHERS",
      contactTeachers: [{ id: teacherHere.id }],
      ownerId: counselorHere.id,
    });
    expect(accepted.status, accepted.text).toBe(201);
  });
  it("an action program rests only on an investigation of its own pupil at its own school", async () => {
    const counselor = await t.login("counselor@demo.test");
    const investigationOf = async (schoolId: string, studentId: string) => {
      const res = await call(counselor, "GET", `/investigations/school/${schoolId}?studentId=${studentId}`);
      expect(res.status).toBe(200);
      return ((res.body.items as Json[])[0]!.id as string) ?? null;
    };
    // Demo data: Ekskolan's first three pupils and Björkskolan's first have an investigation each.
    const pupil = t.seeded.studentIds.ek![2]!;
    const own = await investigationOf(ek(), pupil);
    const otherPupils = await investigationOf(ek(), t.seeded.studentIds.ek![0]!);
    const otherSchools = await investigationOf(bjork(), t.seeded.studentIds.bjork![0]!);
    const before = await call(counselor, "GET", `/action-program/${ek()}?studentId=${pupil}`);
    for (const investigationId of [otherPupils, otherSchools, "00000000-0000-4000-8000-000000000000"]) {
      const res = await call(counselor, "POST", "/action-program", {
        studentId: pupil,
        access: "COUNSELOR",
        investigationId,
      });
      expect(res.status, res.text).toBe(400);
      expect(res.text).toContain("investigationId");
    }
    const after = await call(counselor, "GET", `/action-program/${ek()}?studentId=${pupil}`);
    expect(after.body.items).toEqual(before.body.items);

    const program = await created(counselor, "/action-program", {
      studentId: pupil,
      access: "COUNSELOR",
      investigationId: own,
    });
    expect(program.investigationId).toBe(own);
    for (const investigationId of [otherPupils, otherSchools]) {
      const res = await call(counselor, "PATCH", `/action-program/${program.id}`, {
        version: program.version,
        investigationId,
      });
      expect(res.status, res.text).toBe(400);
    }
    const stored = await call(counselor, "GET", `/action-program/${ek()}/${program.id}`);
    expect(stored.body).toMatchObject({ investigationId: own, version: program.version });
  });
});
