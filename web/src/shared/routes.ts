/**
 * Every page's path, written once: the links, the redirects, the navigation and the features' routes (each
 * feature's `<feature>.feature.ts`, from which the router takes its patterns) are built from here. The keys of the
 * pages behind the role guard are those of ROUTE_ROLES, so a link and who may open it are looked up by the same
 * name.
 */
export const ROUTES = {
  overview: "/",
  login: "/login",
  logout: "/logout",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  /** The accessibility statement (tillgänglighetsredogörelse), linked from every page. */
  accessibility: "/tillganglighetsredogorelse",
  reportBug: "/report-bug",
  /** User administration of a school. */
  adminAdmin: "/admin/admin",
  adminSchool: "/admin/school",
  adminSchools: "/admin/schools",
  adminOrganizations: "/admin/organizations",
  school: "/school",
  class: "/class",
  student: "/student",
  tickets: "/student-work/tickets",
  feedback: "/documentation/feedback",
  /** Mappings (kartläggningar), built: its path is also in PLANNED_ROUTES, where the navigation takes it from. */
  mapping: "/actions/mapping",
  actionProgram: "/actions/action-program",
  actionProgramFollowUp: "/documentation/action-program-follow-up",
  adaptations: "/actions/adaptations",
  fAndFWarnings: "/actions/f-and-f-warnings",
  /** Pedagogical investigations (also in PLANNED_ROUTES, which the navigation links by). */
  investigation: "/actions/investigation",
  whistles: "/documentation/whistles",
  /** The external page (no account): code entry and its sections. */
  external: "/external",
  /** The external page's anonymous whistle section. */
  whistle: "/whistle",
  /** The external page's violation report section (pupils and guardians). */
  report: "/report",
  violations: "/documentation/violations",
} as const;

export type RouteName = keyof typeof ROUTES;

/** Pages of later issues the navigation already links to (spec section 2). */
export const PLANNED_ROUTES = {
  adaptations: "/actions/adaptations",
  mapping: "/actions/mapping",
  absence: "/actions/absence",
  checkIn: "/actions/check-in",
  forms: "/actions/forms",
  investigation: "/actions/investigation",
  fAndFWarnings: "/actions/f-and-f-warnings",
  lessonPlan: "/actions/lesson-plan",
  teacherProtocols: "/documentation/teacher-protocols",
  protocol: "/documentation/protocol",
  memoryNotes: "/documentation/memory-notes",
} as const;

const segment = encodeURIComponent;

/** A path with the search parameters that are set (empty and undefined ones are left out). */
function withSearch(path: string, search: Record<string, string | undefined>): string {
  const pairs = Object.entries(search).filter((pair): pair is [string, string] => Boolean(pair[1]));
  if (pairs.length === 0) return path;
  return `${path}?${pairs.map(([key, value]) => `${segment(key)}=${segment(value)}`).join("&")}`;
}

/** /school/{id}: a school's page. */
export const schoolPath = (schoolId: string) => `${ROUTES.school}/${segment(schoolId)}`;

/** /class/{id}: a class's page. */
export const classPath = (classId: string) => `${ROUTES.class}/${segment(classId)}`;

/** /student/{id}: a pupil's page. */
export const studentPath = (studentId: string) => `${ROUTES.student}/${segment(studentId)}`;

/** /student-work/tickets?id=: one ticket. */
export const ticketPath = (ticketId: string) => withSearch(ROUTES.tickets, { id: ticketId });

/**
 * /student-work/tickets with the list's filters; `create` opens the new-ticket dialog (for `studentId`, that pupil
 * chosen).
 */
export const ticketsPath = ({ studentId, create }: { studentId?: string; create?: boolean } = {}) =>
  withSearch(ROUTES.tickets, { new: create ? "1" : undefined, studentId });

/**
 * /actions/adaptations, for one pupil; `create` opens the form, prefilled with `subject` and the F-warning it is
 * made from.
 */
export const adaptationsPath = ({
  studentId,
  create,
  subject,
  fWarningId,
  id,
}: { studentId?: string; create?: boolean; subject?: string; fWarningId?: string; id?: string } = {}) =>
  withSearch(ROUTES.adaptations, { id, new: create ? "1" : undefined, studentId, subject, fWarningId });

/** /actions/f-and-f-warnings, for one pupil; `create` opens the form. */
export const fWarningsPath = ({
  studentId,
  create,
  id,
}: { studentId?: string; create?: boolean; id?: string } = {}) =>
  withSearch(ROUTES.fAndFWarnings, { id, new: create ? "1" : undefined, studentId });
/** /actions/investigation?id=: one pedagogical investigation; `studentId` narrows the list, `create` opens the editor. */
export const investigationPath = ({
  id,
  studentId,
  create,
}: { id?: string; studentId?: string; create?: boolean } = {}) =>
  withSearch(ROUTES.investigation, { id, studentId, new: create ? "1" : undefined });

/** /admin/school?id=: managing one school (without an id, the active school). */
export const adminSchoolPath = (schoolId?: string | null) =>
  withSearch(ROUTES.adminSchool, { id: schoolId ?? undefined });

/** /admin/admin?id=: one school's users (without an id, the active school's). */
export const adminUsersPath = (schoolId?: string | null) =>
  withSearch(ROUTES.adminAdmin, { id: schoolId ?? undefined });

/** Where to sign in, coming back to `target` afterwards: not to home, and never to sign-out. */
/** Why the app signed someone out by itself; the sign-in page explains it (spec section 9). */
export type SignOutReason = "inactivity";

/** /logout, telling the sign-in page afterwards why the session ended. */
export const logoutPath = (reason?: SignOutReason) => withSearch(ROUTES.logout, { reason });

/** The sign-in page after the app signed someone out, saying why. */
export const signedOutPath = (reason: string | null): string =>
  reason === "inactivity" ? withSearch(ROUTES.login, { reason }) : ROUTES.login;

export function loginPath(target: string): string {
  return target === ROUTES.overview || target.startsWith(ROUTES.logout)
    ? ROUTES.login
    : withSearch(ROUTES.login, { redirect: target });
}

/** /actions/mapping?id=: one mapping (the calendar's and the notifications' link, spec section 2). */
export const mappingPath = (mappingId: string) => withSearch(ROUTES.mapping, { id: mappingId });

/** /actions/mapping with the list's filters; `create` opens the new-mapping dialog (for `studentId`, that pupil). */
export const mappingsPath = ({ studentId, create }: { studentId?: string; create?: boolean } = {}) =>
  withSearch(ROUTES.mapping, { new: create ? "1" : undefined, studentId });
/** /actions/action-program?id=: one action program (calendar and notification links use the same). */
export const actionProgramPath = (id: string) => withSearch(ROUTES.actionProgram, { id });

/** /actions/action-program with the new-program editor open for a pupil, or filtered to a pupil. */
export const actionProgramsPath = (options: { create?: boolean; studentId?: string } = {}) =>
  withSearch(ROUTES.actionProgram, { new: options.create ? "1" : undefined, studentId: options.studentId });
/** A section of the external page, with the school code already entered (the QR code's link carries it too). */
export const externalPath = (path: string, code?: string) => withSearch(path, { code });
