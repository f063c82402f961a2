import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import type { Role, SubRole } from "#shared/constants";

export const ROLE_KEYS: Record<Role, ParseKeys> = {
  TEACHER: "common.roles.TEACHER",
  COUNSELOR: "common.roles.COUNSELOR",
  HEAD: "common.roles.HEAD",
  ADMIN: "common.roles.ADMIN",
  MAINADMIN: "common.roles.MAINADMIN",
  OWNER: "common.roles.OWNER",
  SUPERADMIN: "common.roles.SUPERADMIN",
};

export const SUB_ROLE_KEYS: Record<SubRole, ParseKeys> = {
  SPECIALEDUCATIONTEACHER: "common.subRoles.SPECIALEDUCATIONTEACHER",
  HEADMASTER: "common.subRoles.HEADMASTER",
  DEPUTYHEADMASTER: "common.subRoles.DEPUTYHEADMASTER",
  STUDYANDCAREERCOUNSELOR: "common.subRoles.STUDYANDCAREERCOUNSELOR",
  COUNSELOR: "common.subRoles.COUNSELOR",
  SCHOOLNURSE: "common.subRoles.SCHOOLNURSE",
  SCHOOLPSYCHOLOGIST: "common.subRoles.SCHOOLPSYCHOLOGIST",
  SCHOOLDOCTOR: "common.subRoles.SCHOOLDOCTOR",
  DORMITORYMANAGER: "common.subRoles.DORMITORYMANAGER",
  CAREERMENTOR: "common.subRoles.CAREERMENTOR",
  ATTENDANCECOACH: "common.subRoles.ATTENDANCECOACH",
  ATTENDANCECOORDINATOR: "common.subRoles.ATTENDANCECOORDINATOR",
};

/** A school's own words for its staff (spec section 6: displayed names can be overridden per school). */
export interface RoleNaming {
  teacherName: string | null;
  counselorName: string | null;
}

/**
 * Labels for roles (spec section 6): the school's teacher and counselor terms when set, else 'Lärare' and
 * 'Elevhälsopersonal'; a counselor with a sub-role shows the sub-role in the user menu.
 */
export function useRoleLabels(naming: RoleNaming | null) {
  const { t } = useTranslation();
  const roleName = (role: Role): string => {
    if (role === "TEACHER" && naming?.teacherName) return naming.teacherName;
    if (role === "COUNSELOR" && naming?.counselorName) return naming.counselorName;
    return t(ROLE_KEYS[role]);
  };
  const userRoleLabel = (role: Role, subRole: SubRole | null): string =>
    role === "COUNSELOR" && subRole ? t(SUB_ROLE_KEYS[subRole]) : roleName(role);
  return { roleName, userRoleLabel };
}
