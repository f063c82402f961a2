import type { HiddenPart, Role, Subscription } from "#shared/constants";
import type { Organization } from "#shared/organizations/organization.schema";
import type { School, SchoolSummary } from "#shared/schools/school.schema";
import { DEFAULT_VIOLATION_LIMITS, type ViolationLimits } from "#shared/violations/violation-clock";
import type { OrganizationItem } from "./organization.entity.js";
import type { SchoolItem } from "./school.entity.js";

const years = (value: number[] | undefined): [number, number] | null =>
  value && value.length === 2 ? [value[0]!, value[1]!] : null;

/** The organization's 6:10 limits, the defaults where it has set none. */
export function violationLimitsOf(item: OrganizationItem | null): ViolationLimits {
  return {
    violationSeenLimit: item?.violationSeenLimit ?? DEFAULT_VIOLATION_LIMITS.violationSeenLimit,
    violationInvestigationLimitDays:
      item?.violationInvestigationLimitDays ?? DEFAULT_VIOLATION_LIMITS.violationInvestigationLimitDays,
  };
}

export function toOrganization(item: OrganizationItem): Organization {
  return {
    id: item.id,
    name: item.name,
    schoolName: item.schoolName ?? null,
    schoolNamePlural: item.schoolNamePlural ?? null,
    ...violationLimitsOf(item),
    version: item.version,
  };
}

export function toSchoolSummary(item: SchoolItem): SchoolSummary {
  return {
    id: item.id,
    name: item.name,
    code: item.code,
    organizationId: item.organizationId,
    firstAndLastYear: years(item.firstAndLastYear),
    subscriptions: item.subscriptions as Subscription[],
  };
}

/** The school in the spec's shape: with its organization's naming, its classes and its users. */
export function toSchool(
  school: SchoolItem,
  organization: OrganizationItem | null,
  classes: { id: string; name: string; status: string }[],
  members: { userId: string; name: string; roles: string[]; twoStepAuth: boolean }[],
  twoStepEnabled: boolean,
): School {
  return {
    id: school.id,
    name: school.name,
    code: school.code,
    hiddenParts: school.hiddenParts as HiddenPart[],
    subscriptions: school.subscriptions as Subscription[],
    organization: {
      id: school.organizationId,
      name: organization?.name ?? "",
      schoolName: organization?.schoolName ?? null,
      schoolNamePlural: organization?.schoolNamePlural ?? null,
    },
    teacherName: school.teacherName ?? null,
    counselorName: school.counselorName ?? null,
    counselorNamePlural: school.counselorNamePlural ?? null,
    classes: classes
      .map((item) => ({ id: item.id, name: item.name, archived: item.status === "ARCHIVED" }))
      .sort((a, b) => a.name.localeCompare(b.name, "sv", { numeric: true })),
    users: members.map((member) => ({
      id: member.userId,
      name: member.name,
      roles: member.roles as Role[],
      twoStepAuth: member.twoStepAuth,
    })),
    firstAndLastYear: years(school.firstAndLastYear),
    twoStepEnabled,
    version: school.version,
  };
}
