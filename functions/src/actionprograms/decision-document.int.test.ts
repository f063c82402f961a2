import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/errors";
import type { ActionProgram, Evaluation, FollowUp } from "#shared/actionprograms/action-program.schema";
import { overdueFor } from "#shared/actionprograms/follow-up-discipline";
import { swedishDate } from "./decision-document.js";
import { COUNSELOR, HEAD, TEACHER } from "../../../tests/helpers/demo-accounts.js";
import { apiAs, readJson as json } from "../../../tests/helpers/api-calls.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";

/** The decision document (PDF), the single-program read, and the demo's follow-up discipline, through the API. */
const { t } = useTestApp();

const OTHER = "counselor@other.test";
const ek = () => t.seeded.schoolIds.ek!;
/** Ekskolan's first pupil is in 7A, which teacher@demo.test mentors (reads a STANDARD program). */
const pupil = () => t.seeded.studentIds.ek![0]!;

const call = apiAs(t);

const COMPLETE = {
  specialNeeds: "Behöver stöd i läsförståelse och struktur i skolarbetet.",
  actions: [
    {
      action: "Anpassad läsning med inläst material",
      timespan: "v. 3–10",
      followUp: "Varannan vecka",
      responsible: "Mentor",
    },
    {
      action: "Tydligt veckoschema",
      timespan: "Hela terminen",
      followUp: "Månadsvis",
      responsible: "Kurator",
    },
  ],
  followUpDate: "2027-02-01",
  evaluationDate: "2027-04-01",
};

async function draft(body: Record<string, unknown> = COMPLETE): Promise<ActionProgram> {
  const res = await call(COUNSELOR, "POST", "/api/action-program", {
    studentId: pupil(),
    access: "STANDARD",
    ...body,
  });
  expect(res.status).toBe(201);
  return json<ActionProgram>(res);
}

async function decided(body: Record<string, unknown> = COMPLETE): Promise<ActionProgram> {
  const program = await draft(body);
  const res = await call(HEAD, "PATCH", `/api/action-program/${program.id}`, {
    version: 1,
    status: "published",
  });
  expect(res.status).toBe(200);
  return json<ActionProgram>(res);
}

/** The PDF's text, whitespace made single spaces (lines wrap anywhere). */
async function pdfText(res: Response): Promise<string> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

const pdfPath = (program: ActionProgram, schoolId = ek()) =>
  `/api/action-program/${schoolId}/${program.id}/pdf`;

describe("the decision document (PDF)", () => {
  it("names the school, the pupil, the actions, the decision maker and date, and how to appeal, in Swedish", async () => {
    const program = await decided();
    const res = await call(COUNSELOR, "GET", pdfPath(program));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="atgardsprogram-beslut-/);
    const text = await pdfText(res);
    const pupilName = (await t.db.student.get({ id: pupil() }).go()).data!.name;
    expect(text).toContain("Beslut om åtgärdsprogram");
    expect(text).toContain("Ekskolan");
    expect(text).toContain(pupilName);
    // The actions table, row by row (a cell's text wraps inside its column).
    expect(text).toContain("Åtgärd Tidsperiod Uppföljning Ansvarig Anpassad läsning med inläst v. 3–10");
    expect(text).toContain("Tydligt veckoschema Hela terminen Månadsvis Kurator");
    expect(program.decidedByName).toBeTruthy();
    expect(text).toContain(
      `Beslut om åtgärdsprogrammet ovan har fattats av ${program.decidedByName} den ${swedishDate(program.decidedAt!)}.`,
    );
    expect(text).toContain(`Beslutsdatum: ${swedishDate(program.decidedAt!)}`);
    // Who may appeal, to whom, within what time.
    expect(text).toContain("vårdnadshavare");
    expect(text).toContain("om eleven har fyllt 16 år");
    expect(text).toContain("Överklagandenämnden för skolväsendet");
    expect(text).toContain("till skolan, Ekskolan, inte direkt till nämnden");
    expect(text).toContain("inom tre veckor från den dag du fick ta del av beslutet");
    expect(text).not.toContain("three weeks");
  });

  it("in English when the request is, with the Swedish appeal instructions too", async () => {
    const program = await decided();
    const text = await pdfText(await call(HEAD, "GET", pdfPath(program), undefined, "en"));
    expect(text).toContain("Decision on an action program");
    expect(text).toContain(`decided by ${program.decidedByName} on ${swedishDate(program.decidedAt!)}`);
    expect(text).toContain("The student's guardians may appeal");
    expect(text).toContain("if they are 16 or older");
    expect(text).toContain("within three weeks of the day you received the decision");
    expect(text).toContain("Överklagandenämnden för skolväsendet");
    expect(text).toContain("inom tre veckor");
    expect(text).not.toMatch(/\bpupil/i);
  });

  it("a draft has no decision: 409 with the reason, audited as a conflict", async () => {
    const program = await draft();
    const res = await call(COUNSELOR, "GET", pdfPath(program));
    expect(res.status).toBe(409);
    expect((await json<ErrorBody>(res)).error.message).toBe(
      "Beslutet kan bara laddas ner för ett beslutat åtgärdsprogram. Programmet är fortfarande ett utkast.",
    );
    const events = (await t.db.auditEvent.query.byStudent({ studentId: pupil() }).go({ pages: "all" })).data;
    expect(
      events.some(
        (event) =>
          event.action === "DOWNLOAD" && event.entityId === program.id && event.outcome === "CONFLICT",
      ),
    ).toBe(true);
  });

  it("those who read the program get it (the mentor too); another school's staff and a wrong school are 404", async () => {
    const program = await decided();
    expect((await call(TEACHER, "GET", pdfPath(program))).status).toBe(200);
    expect((await call(OTHER, "GET", pdfPath(program))).status).toBe(404);
    expect((await call(COUNSELOR, "GET", pdfPath(program, t.seeded.schoolIds.bjork!))).status).toBe(404);
    expect((await call(COUNSELOR, "GET", `/api/action-program/${ek()}/not-an-id/pdf`)).status).toBe(400);
    const events = (await t.db.auditEvent.query.byStudent({ studentId: pupil() }).go({ pages: "all" })).data;
    expect(
      events.filter(
        (event) =>
          event.action === "DOWNLOAD" && event.entityId === program.id && event.outcome === "SUCCESS",
      ),
    ).toHaveLength(1);
  });

  it("an archived program keeps its decision document, saying when it closed", async () => {
    const program = await decided();
    const archived = await call(COUNSELOR, "PATCH", `/api/action-program/${program.id}`, {
      version: program.version,
      status: "archived",
    });
    expect(archived.status).toBe(200);
    const text = await pdfText(await call(COUNSELOR, "GET", pdfPath(program)));
    expect(text).toContain("Åtgärdsprogrammet avslutades den");
    expect(text).toContain("Överklagandenämnden för skolväsendet");
  });

  it("any text a user can type gives a document: signs the font lacks, long words, many pages", async () => {
    const long = Array.from({ length: 40 }, (_, i) => `Steg ${i + 1}: läsa → skriva ✓ 🙂 ${"x".repeat(120)}`);
    const program = await decided({
      ...COMPLETE,
      specialNeeds: `Łódź\tés ${"ord ".repeat(1500)}`,
      actions: long.map((action) => ({ action, timespan: "Ω", followUp: "", responsible: "Åsa Öberg" })),
    });
    const res = await call(COUNSELOR, "GET", pdfPath(program));
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const proxy = await getDocumentProxy(bytes);
    expect(proxy.numPages).toBeGreaterThan(2);
    const { text } = await extractText(proxy, { mergePages: true });
    expect(text).toContain("Åsa Öberg");
    expect(text).toContain(`Sida ${proxy.numPages} av ${proxy.numPages}`);
    expect(text.replace(/\s+/g, " ")).toContain("inom tre veckor");
  });
});

describe("one program (GET /action-program/{schoolId}/{id})", () => {
  it("answers the program as the caller sees it, audited as a read; elsewhere 404", async () => {
    const program = await draft();
    const res = await call(COUNSELOR, "GET", `/api/action-program/${ek()}/${program.id}`);
    expect(res.status).toBe(200);
    expect(await json<ActionProgram>(res)).toMatchObject({
      id: program.id,
      status: "draft",
      myAccess: "manage",
      actions: COMPLETE.actions,
    });
    expect(
      (await json<ActionProgram>(await call(TEACHER, "GET", `/api/action-program/${ek()}/${program.id}`)))
        .myAccess,
    ).toBe("read");
    expect((await call(OTHER, "GET", `/api/action-program/${ek()}/${program.id}`)).status).toBe(404);
    expect(
      (await call(COUNSELOR, "GET", `/api/action-program/${t.seeded.schoolIds.bjork!}/${program.id}`)).status,
    ).toBe(404);
    expect((await call(COUNSELOR, "GET", `/api/action-program/${ek()}/${crypto.randomUUID()}`)).status).toBe(
      404,
    );
    const events = (await t.db.auditEvent.query.byStudent({ studentId: pupil() }).go({ pages: "all" })).data;
    expect(events.some((event) => event.action === "READ" && event.entityId === program.id)).toBe(true);
  });
});

describe("demo data: follow-up discipline", () => {
  it("the counselor's overview has a late planned follow-up and a decided program with no follow-up in its period", async () => {
    const list = async <T>(path: string) =>
      (await json<{ items: T[] }>(await call(COUNSELOR, "GET", `/api/${path}/${ek()}?limit=100`))).items;
    const lists = {
      programs: (await list<ActionProgram>("action-program")).filter(
        (program) => program.createdAt < new Date(t.clock.now().getTime() - 86_400_000).toISOString(),
      ),
      followUps: await list<FollowUp>("action-program-follow-up"),
      evaluations: await list<Evaluation>("action-program-evaluation"),
    };
    const today = t.clock.now().toISOString().slice(0, 10);
    const late = overdueFor(t.seeded.userIds[COUNSELOR]!, lists, today);
    const fourth = t.seeded.studentIds.ek![3]!;
    expect(late.map((item) => [item.kind, item.studentId])).toEqual([
      ["programFollowUp", fourth],
      ["followUp", fourth],
    ]);
    // The head, who decided it, has nothing waiting; the decided demo program of the first pupil is followed up.
    expect(overdueFor(t.seeded.userIds[HEAD]!, lists, today)).toEqual([]);
  });
});
