import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from "@tanstack/react-query";
import type { Page } from "#shared/common.schema";
import type {
  CreateViolationInput,
  CreateViolationInvestigationInput,
  UpdateViolationInput,
  UpdateViolationInvestigationInput,
  Violation,
  ViolationFollowUp,
  ViolationFull,
} from "#shared/violations/violation.schema";
import { read, sending, violationsApi } from "../../shared/api/client";
import { ApiError } from "../../shared/api/api-error";
import { pagedQueryOptions } from "../../shared/api/paged-query";
import { showError, showSuccess } from "../../shared/ui/snackbar";
import { violationKeys } from "../../shared/violations/violations-list.api";

export { useViolations, violationKeys } from "../../shared/violations/violations-list.api";

type Pages = InfiniteData<Page<Violation>>;

/** Changes every cached list of reports (spec section 4: added at the front, replaced on update, removed). */
function useEditLists() {
  const queryClient = useQueryClient();
  return (edit: (items: Violation[], key: readonly unknown[]) => Violation[]) => {
    for (const [key, data] of queryClient.getQueriesData<Pages>({ queryKey: violationKeys.all })) {
      // Only the paged lists: the overview's late reports and the statistics share the prefix and have no pages.
      if (!data || !Array.isArray(data.pages)) continue;
      queryClient.setQueryData<Pages>(key, {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: edit(page.items, key),
        })),
      });
    }
  };
}

const replace = (items: Violation[], updated: Violation) =>
  items.map((item) => (item.id === updated.id ? updated : item));
const without = (items: Violation[], id: string) => items.filter((item) => item.id !== id);
/** The list a report belongs in ("current" or "archived"), none for junk. */
const statusOf = (report: Violation) =>
  report.list === "CURRENT" ? "current" : report.list === "ARCHIVED" ? "archived" : null;

/** POST /violations: closes the modal with 'En ny kränkningsanmälan har skapats'; the report tops the current lists. */
export function useCreateViolation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateViolationInput) => read(violationsApi.violations.$post({ json: body })),
    onSuccess: (created) => {
      for (const [key, data] of queryClient.getQueriesData<Pages>({ queryKey: violationKeys.all })) {
        if (!data || key[2] !== "current" || key[3] !== "all" || key[1] !== created.schoolId) continue;
        queryClient.setQueryData<Pages>(key, {
          ...data,
          pages: data.pages.map((page, index) =>
            index === 0 ? { ...page, items: [created, ...without(page.items, created.id)] } : page,
          ),
        });
      }
      showSuccess("violations.created");
    },
    onError: showError,
  });
}

/** Replaces the report in every list, or moves it to the list it now belongs in (archived or restored). */
function usePlaceReport() {
  const edit = useEditLists();
  const queryClient = useQueryClient();
  return (report: Violation) => {
    const status = statusOf(report);
    let moved = false;
    edit((items, key) => {
      if (!items.some((item) => item.id === report.id)) return items;
      if (key[2] === status) return replace(items, report);
      moved = true;
      return without(items, report.id);
    });
    if (moved || status === null) void queryClient.invalidateQueries({ queryKey: violationKeys.all });
  };
}

const refreshOnConflict = (queryClient: ReturnType<typeof useQueryClient>) => (error: Error) => {
  showError(error);
  if (error instanceof ApiError && error.status === 409) {
    void queryClient.invalidateQueries({ queryKey: violationKeys.all });
  }
};

/** PATCH /violations/{id}: the story, the access choice, or a step of the 6:10 chain. */
export function useUpdateViolation() {
  const queryClient = useQueryClient();
  const place = usePlaceReport();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateViolationInput & { id: string }) =>
      read(violationsApi.violations[":id"].$patch({ param: { id }, json: body })),
    onSuccess: place,
    onError: refreshOnConflict(queryClient),
  });
}

/** POST /violations/spam/{id}: the report leaves the lists. */
export function useFlagSpam() {
  const queryClient = useQueryClient();
  const edit = useEditLists();
  return useMutation({
    mutationFn: (id: string) => read(violationsApi.violations.spam[":id"].$post({ param: { id } })),
    onSuccess: (report) => {
      edit((items) => without(items, report.id));
      showSuccess("violations.actions.spammed");
    },
    onError: refreshOnConflict(queryClient),
  });
}

/** DELETE /violations/{id}: 'Kränkningsanmälan har tagits bort'. */
export function useDeleteViolation() {
  const edit = useEditLists();
  return useMutation({
    mutationFn: async (id: string) => {
      await read(violationsApi.violations[":id"].$delete({ param: { id } }));
      return id;
    },
    onSuccess: (id) => {
      edit((items) => without(items, id));
      showSuccess("violations.deleted");
    },
    onError: showError,
  });
}

/** Follow-ups change the report they belong to in every list. */
function useEditFollowUps() {
  const edit = useEditLists();
  return (violationId: string, change: (followUps: ViolationFollowUp[]) => ViolationFollowUp[]) =>
    edit((items) =>
      items.map((item) =>
        item.id === violationId && item.view === "full"
          ? ({ ...item, followUps: change(item.followUps) } as ViolationFull)
          : item,
      ),
    );
}

export function useCreateFollowUp() {
  const queryClient = useQueryClient();
  const editFollowUps = useEditFollowUps();
  return useMutation({
    mutationFn: (body: { violationId: string; text: string }) =>
      read(violationsApi.violations["follow-up"].$post({ json: body })),
    onSuccess: (followUp) => {
      editFollowUps(followUp.violationId, (list) => [...list, followUp]);
      // The report's version moved on: read it again before the next edit.
      void queryClient.invalidateQueries({ queryKey: violationKeys.all });
    },
    onError: refreshOnConflict(queryClient),
  });
}

export function useDeleteFollowUp() {
  const queryClient = useQueryClient();
  const editFollowUps = useEditFollowUps();
  return useMutation({
    mutationFn: async (followUp: ViolationFollowUp) => {
      await read(violationsApi.violations["follow-up"][":id"].$delete({ param: { id: followUp.id } }));
      return followUp;
    },
    onSuccess: (followUp) => {
      editFollowUps(followUp.violationId, (list) => list.filter((item) => item.id !== followUp.id));
      void queryClient.invalidateQueries({ queryKey: violationKeys.all });
    },
    onError: refreshOnConflict(queryClient),
  });
}

/** The school's investigations (student health, heads) or a teacher's own list; all pages. */
export const violationInvestigationsOptions = (
  schoolId: string,
  which: "school" | "teacher",
  enabled = true,
) =>
  pagedQueryOptions(
    violationKeys.investigationList(schoolId, which),
    (cursor, signal) => {
      const args = { param: { schoolId }, query: { limit: "100", cursor: cursor ?? undefined } };
      const listing = violationsApi["violation-investigations"];
      return read(
        which === "school"
          ? listing.school[":schoolId"].$get(args, sending({ signal }))
          : listing.teacher.school[":schoolId"].$get(args, sending({ signal })),
      );
    },
    enabled,
  );

/** The school's investigations or a teacher's own list, page by page. */
export function useInvestigations(schoolId: string, which: "school" | "teacher", enabled = true) {
  return useInfiniteQuery(violationInvestigationsOptions(schoolId, which, enabled));
}

/** Beginning or editing an investigation moves the report's chain: both lists are read again. */
function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: violationKeys.investigations });
    void queryClient.invalidateQueries({ queryKey: violationKeys.all });
  };
}

export function useCreateInvestigation() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (body: CreateViolationInvestigationInput) =>
      read(violationsApi["violation-investigations"].$post({ json: body })),
    onSuccess: () => {
      refresh();
      showSuccess("violations.investigation.begun");
    },
    // A second tab's begin is refused (409): the refresh shows the investigation that was begun.
    onError: (error) => {
      showError(error);
      refresh();
    },
  });
}

export function useUpdateInvestigation() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateViolationInvestigationInput & { id: string }) =>
      read(violationsApi["violation-investigations"][":id"].$patch({ param: { id }, json: body })),
    onSuccess: () => {
      refresh();
      showSuccess("violations.investigation.saved");
    },
    onError: (error) => {
      showError(error);
      refresh();
    },
  });
}

/** GET /violations/statistics?year=&schoolId=: the reports per month and type (the organization's, or one school's). */
export const violationStatisticsOptions = (schoolId: string | null, year: number) =>
  queryOptions({
    queryKey: [...violationKeys.all, "statistics", schoolId ?? "organization", year] as const,
    queryFn: ({ signal }) =>
      read(
        violationsApi.violations.statistics.$get(
          { query: { year: String(year), schoolId: schoolId || undefined } },
          sending({ signal }),
        ),
      ),
  });

/** The reports per month and type. */
export function useViolationStatistics(schoolId: string | null, year: number) {
  return useQuery(violationStatisticsOptions(schoolId, year));
}

/** POST /violations/{id}/external-reply: the reply joins the thread; the lists read the report again. */
export function useReplyToSender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      read(violationsApi.violations[":id"]["external-reply"].$post({ param: { id }, json: { message } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: violationKeys.all }),
    onError: showError,
  });
}
