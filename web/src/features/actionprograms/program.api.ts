import { queryOptions, useQuery } from "@tanstack/react-query";
import { actionProgramsApi, read, sending } from "../../shared/api/client";
import { saveDownload } from "../../shared/api/save-download";
import { ApiError } from "../../shared/api/api-error";
import { actionProgramKeys } from "../../shared/actionprograms/action-programs.data";

/** GET /action-program/{schoolId}/{id}: one program (null when it is not there or the caller may not see it). */
export const actionProgramOptions = (schoolId: string | null, id: string) =>
  queryOptions({
    queryKey: [...actionProgramKeys.all, "one", schoolId ?? "", id] as const,
    queryFn: async ({ signal }) => {
      try {
        return await read(
          actionProgramsApi["action-program"][":schoolId"][":id"].$get(
            { param: { schoolId: schoolId!, id } },
            sending({ signal }),
          ),
        );
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    enabled: schoolId !== null,
  });

/** One program (null when it is not there or the caller may not see it). */
export function useActionProgram(schoolId: string | null, id: string) {
  return useQuery(actionProgramOptions(schoolId, id));
}

/** GET /action-program/{schoolId}/{id}/pdf, saved as a file: the decision document with the appeal instructions. */
export const downloadDecisionDocument = (schoolId: string, id: string): Promise<void> =>
  saveDownload(
    () => actionProgramsApi["action-program"][":schoolId"][":id"].pdf.$get({ param: { schoolId, id } }),
    "atgardsprogram-beslut.pdf",
  );
