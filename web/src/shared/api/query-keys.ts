/**
 * Query keys of the resources several features read (one factory per resource), so a change made on one page
 * refreshes every other page showing the same data. Mutations invalidate the narrowest key that covers the change.
 */
export const schoolKeys = {
  all: ["schools"] as const,
  list: () => [...schoolKeys.all, "list"] as const,
  detail: (schoolId: string) => [...schoolKeys.all, "detail", schoolId] as const,
  staff: (schoolId: string) => [...schoolKeys.all, "staff", schoolId] as const,
};

export const organizationKeys = {
  all: ["organizations"] as const,
  list: () => [...organizationKeys.all, "list"] as const,
  detail: (organizationId: string) => [...organizationKeys.all, "detail", organizationId] as const,
  schools: (organizationId: string) => [...organizationKeys.all, "schools", organizationId] as const,
};

export const userKeys = {
  all: ["users"] as const,
  bySchool: (schoolId: string) => [...userKeys.all, "school", schoolId] as const,
};

export const classKeys = {
  all: ["classes"] as const,
  bySchool: (schoolId: string, includeArchived: boolean) =>
    [...classKeys.all, "school", schoolId, includeArchived ? "all" : "active"] as const,
  detail: (classId: string) => [...classKeys.all, "detail", classId] as const,
};

export const studentKeys = {
  all: ["students"] as const,
  bySchool: (schoolId: string, classId?: string) =>
    [...studentKeys.all, "school", schoolId, classId ?? "all"] as const,
  detail: (studentId: string) => [...studentKeys.all, "detail", studentId] as const,
};

export const teamKeys = {
  all: ["teams"] as const,
  bySchool: (schoolId: string) => [...teamKeys.all, "school", schoolId] as const,
};

export const ticketKeys = {
  all: ["tickets"] as const,
  lists: () => [...ticketKeys.all, "list"] as const,
  list: (schoolId: string, filters: Record<string, string | undefined>) =>
    [...ticketKeys.lists(), schoolId, filters] as const,
  detail: (ticketId: string) => [...ticketKeys.all, "detail", ticketId] as const,
};

export const notificationKeys = {
  all: ["notifications"] as const,
  bySchool: (schoolId: string) => [...notificationKeys.all, "school", schoolId] as const,
};

export const feedbackKeys = {
  all: ["feedback"] as const,
  bySchool: (schoolId: string, studentId: string) =>
    [...feedbackKeys.all, "school", schoolId, studentId || "all"] as const,
};
