import { vi } from "vitest";
import type { School } from "#shared/schools/school.schema";

/** A JSON answer as the API gives it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** One page of a list: the last one unless a `cursor` to the next is given. */
export const page = (items: readonly unknown[], cursor: string | null = null) => json({ items, cursor });

/** A pupil as the school's pupil list gives it. */
export const pupil = (id: string, name: string, classId: string | null = null) => ({
  id,
  name,
  classId,
  mentor: null,
});

/** The pupil most page tests list: Alva Andersson, in no class. */
export const ALVA = pupil("pupil-1", "Alva Andersson");

/** The school most page tests are at: no staff, no classes, nothing hidden. */
export const EKSKOLAN = { id: "school-1", name: "Ekskolan", users: [], classes: [], hiddenParts: [] };

/** The pupils of two classes, 7A and 9B, and the school that holds them (filter tests pick one or the other). */
export const TWO_CLASSES = {
  pupils: [pupil("pupil-1", "Alva Andersson", "c-7a"), pupil("pupil-2", "Örjan Åberg", "c-9b")],
  school: {
    id: "school-1",
    name: "Ekskolan",
    users: [],
    classes: [
      { id: "c-7a", name: "7A" },
      { id: "c-9b", name: "9B" },
    ],
  },
};

/** What stands around a page under test: the school's pupils, its teams (only when given) and the school. */
export interface SchoolAround {
  pupils?: readonly unknown[];
  teams?: readonly unknown[];
  school?: object;
}

/**
 * The answer of the school around a page, for a read the test does not answer itself: its pupils
 * (`/student/school/`), its teams (`/team/school/`, when `teams` is given), and the school for anything else.
 */
export function answerSchool(
  url: string,
  { pupils = [ALVA], teams, school = EKSKOLAN }: SchoolAround = {},
): Promise<Response> {
  if (url.includes("/student/school/")) return Promise.resolve(page(pupils));
  if (teams && url.includes("/team/school/")) return Promise.resolve(page(teams));
  return Promise.resolve(json(school));
}

/** No such thing (a read the test does not expect). */
export const notFound = () => new Response("{}", { status: 404 });

/** Stubs `fetch` with `answer`; the mock it returns holds every call (`mock.calls`: the input and its init). */
export function stubFetch(answer: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** A school as its own read (`/schools/{id}`) answers it, with its organisation; `overrides` change what a test needs. */
export const schoolDetail = (overrides: Partial<School> = {}): School => ({
  id: "school-1",
  name: "Ekskolan",
  code: "ABC123",
  hiddenParts: [],
  subscriptions: ["ELEVHALSA"],
  organization: { id: "org-1", name: "Demo kommun", schoolName: null, schoolNamePlural: null },
  teacherName: null,
  counselorName: null,
  counselorNamePlural: null,
  classes: [],
  users: [],
  firstAndLastYear: null,
  twoStepEnabled: false,
  version: 1,
  ...overrides,
});

/** A request as the page sent it: its method, URL and JSON body (undefined without one). */
export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/** Stubs `fetch` to answer each request with `answer`, keeping every request as sent in `sent` (returned). */
export function stubRecordingFetch(
  answer: (request: SentRequest) => Promise<Response>,
  sent: SentRequest[] = [],
): SentRequest[] {
  stubFetch((input, init) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    const request = { method: init?.method ?? "GET", url: String(input), body };
    sent.push(request);
    return answer(request);
  });
  return sent;
}
