import { useQuery } from "@tanstack/react-query";
import type { ActionProgram } from "#shared/actionprograms/action-program.schema";
import { apiDownload, apiRequest } from "../../shared/api/api-client";
import { ApiError } from "../../shared/api/api-error";
import { actionProgramKeys } from "../../shared/actionprograms/action-programs.data";
import { showError } from "../../shared/ui/snackbar";

const path = encodeURIComponent;

/** GET /action-program/{schoolId}/{id}: one program (null when it is not there or the caller may not see it). */
export function useActionProgram(schoolId: string | null, id: string) {
  return useQuery({
    queryKey: [...actionProgramKeys.all, "one", schoolId ?? "", id],
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<ActionProgram>(`/action-program/${path(schoolId!)}/${path(id)}`, { signal });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    enabled: schoolId !== null,
  });
}

/** GET /action-program/{schoolId}/{id}/pdf, saved as a file: the decision document with the appeal instructions. */
export async function downloadDecisionDocument(schoolId: string, id: string): Promise<void> {
  try {
    const { blob, name } = await apiDownload(
      `/action-program/${path(schoolId)}/${path(id)}/pdf`,
      "atgardsprogram-beslut.pdf",
    );
    const url = URL.createObjectURL(blob);
    const anchor = document.createElement("a");
    anchor.href = url;
    anchor.download = name;
    anchor.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    showError(error);
  }
}
