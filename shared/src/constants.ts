/**
 * Product-wide constants from the spec (sections 3, 6 and 9). Browser-safe: used by the API and the web.
 */

/** Roles a user can hold (spec section 6). Mentor is a relation, not a role. */
export const ROLES = ["TEACHER", "COUNSELOR", "HEAD", "ADMIN", "MAINADMIN", "OWNER", "SUPERADMIN"] as const;
export type Role = (typeof ROLES)[number];

/**
 * Roles held per school membership: a person can teach at one school and be student-health staff at another, and
 * each school's roles count only at that school.
 */
export const SCHOOL_ROLES = ["TEACHER", "COUNSELOR", "HEAD", "ADMIN"] as const satisfies readonly Role[];
export type SchoolRole = (typeof SCHOOL_ROLES)[number];
/** Roles held at the organization (OWNER, MAINADMIN) or the platform (SUPERADMIN), not at one school. */
export const ORGANIZATION_ROLES = ["MAINADMIN", "OWNER", "SUPERADMIN"] as const satisfies readonly Role[];
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];
export const isSchoolRole = (role: Role): role is SchoolRole =>
  (SCHOOL_ROLES as readonly Role[]).includes(role);

/** Student-health staff sub-roles (spec section 3, "Staff sub-roles"). */
export const SUB_ROLES = [
  "SPECIALEDUCATIONTEACHER",
  "HEADMASTER",
  "DEPUTYHEADMASTER",
  "STUDYANDCAREERCOUNSELOR",
  "COUNSELOR",
  "SCHOOLNURSE",
  "SCHOOLPSYCHOLOGIST",
  "SCHOOLDOCTOR",
  "DORMITORYMANAGER",
  "CAREERMENTOR",
  "ATTENDANCECOACH",
  "ATTENDANCECOORDINATOR",
] as const;
export type SubRole = (typeof SUB_ROLES)[number];

/** Teaching subjects offered in the settings dialog (spec section 3), stored by name. */
export const TEACHER_SUBJECTS = [
  "Svenska",
  "Matematik",
  "Engelska",
  "Idrott och hälsa",
  "Bild",
  "Musik",
  "Slöjd",
  "Hemkunskap",
  "Samhällskunskap",
  "Historia",
  "Religionskunskap",
  "Geografi",
  "Biologi",
  "Fysik",
  "Kemi",
  "Teknik",
  "Moderna språk",
] as const;
export type TeacherSubject = (typeof TEACHER_SUBJECTS)[number];

/** The 16 notification categories (spec section 3). */
export const NOTIFICATION_CATEGORIES = [
  "TICKET",
  "ACTION",
  "MAPPING",
  "FEEDBACK",
  "F",
  "ADAPTATION",
  "INVESTIGATION",
  "ACTIVITY",
  "PROTOCOL",
  "FOLLOWUP",
  "VIOLATION",
  "WHISTLE",
  "CHECKIN",
  "CLASSNOTE",
  "MEMORYNOTE",
  "UNREADNOTIFICATIONS",
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Keys a school can put in hiddenParts to hide sections (spec section 2, navigation table). */
export const HIDDEN_PARTS = [
  "ADAPTATIONS",
  "MAPPINGS",
  "ABSENCEFORMS",
  "ABSENCEACTIONPROGRAMS",
  "CHECKINS",
  "INVESTIGATIONS",
  "ACTIONPROGRAMS",
  "PROTOCOLS",
  "CLASSNOTES",
  "MEMORYNOTES",
  "VIOLATIONS",
  "WHISTLES",
  "FANDFWARNINGS",
  "TICKETS",
] as const;
export type HiddenPart = (typeof HIDDEN_PARTS)[number];

/** School subscriptions: the product itself, the external chat link and two-factor sign-in. */
export const SUBSCRIPTIONS = ["ELEVHALSA", "EHTCHATTEN", "TWOSTEPAUTH"] as const;
export type Subscription = (typeof SUBSCRIPTIONS)[number];

export const NOTIFICATION_SETTINGS = ["ENABLED", "DISABLED"] as const;
export type NotificationSetting = (typeof NOTIFICATION_SETTINGS)[number];

/** A two-factor code: the six digits an authenticator app shows (the sign-in page checks it without zod). */
export const TWO_FACTOR_CODE_LENGTH = 6;
export const TWO_FACTOR_CODE_PATTERN = /^\d{6}$/;

/** The longest text of a bug report or of feedback on accessibility (the pages check it without zod). */
export const REPORT_TEXT_MAX_LENGTH = 5000;

/** Password minimum length (spec section 9). */
export const PASSWORD_MIN_LENGTH = 7;

/** A school counts as two-step enabled when more than this share of its users have it (spec section 6). */
export const TWO_STEP_SCHOOL_THRESHOLD = 0.75;

/** School years a school may span: 0 is förskoleklass, 1-9 grundskola, 10-12 gymnasiet (år 1-3). */
export const FIRST_SCHOOL_YEAR = 0;
export const LAST_SCHOOL_YEAR = 12;
