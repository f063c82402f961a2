import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { ParseKeys } from "i18next";
import { showError, showSuccess } from "../ui/snackbar";

/**
 * A change whose reads are read again afterwards: on success (`success` said in the snackbar, then `onDone` with
 * the answer) and after a failure the refusal allows (`refreshAfter`: any failure unless narrowed, e.g. to a 409),
 * so the next attempt starts from what is stored. The failure is said through the spec's error texts.
 */
export function useRefreshingMutation<Input, Output>({
  keys,
  mutationFn,
  success,
  onDone,
  refreshAfter = () => true,
}: {
  /** The query key whose reads the change may have made stale (a domain's `all`). */
  keys: QueryKey;
  mutationFn: (input: Input) => Promise<Output>;
  success: ParseKeys;
  onDone?: ((output: Output) => void) | undefined;
  refreshAfter?: (error: Error) => boolean;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (output) => {
      void queryClient.invalidateQueries({ queryKey: keys });
      showSuccess(success);
      onDone?.(output);
    },
    onError: (error, variables) => {
      showError(error, variables);
      if (refreshAfter(error)) void queryClient.invalidateQueries({ queryKey: keys });
    },
  });
}
