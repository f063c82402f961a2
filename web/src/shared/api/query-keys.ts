/**
 * Query keys of what more than one feature reads or refreshes (one factory per resource), so a change made on one
 * page refreshes every other page showing the same data. A key only one feature uses lives in that feature's
 * `<feature>.api.ts`; a feature may extend a factory here with its own keys under the same root. Mutations
 * invalidate the narrowest key that covers the change.
 */
export const schoolKeys = {
  all: ["schools"] as const,
  list: () => [...schoolKeys.all, "list"] as const,
  detail: (schoolId: string) => [...schoolKeys.all, "detail", schoolId] as const,
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

/** Ticket lists: the tickets feature pages them, the overview and the pupil page read a preview. */
export const ticketKeys = {
  all: ["tickets"] as const,
  lists: () => [...ticketKeys.all, "list"] as const,
  list: (schoolId: string, filters: Record<string, string | undefined>) =>
    [...ticketKeys.lists(), schoolId, filters] as const,
};

/** Feedback lists: a change to a ticket (the tickets feature) refreshes the feedback feature's lists. */
export const feedbackKeys = {
  all: ["feedback"] as const,
};
