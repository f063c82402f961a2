import { showError } from "../ui/snackbar";
import { download, type AnyResponse } from "./client";

/**
 * A typed call's binary answer saved as a file (the decision document, the school's QR code), named as the API's
 * Content-Disposition says or the fallback; a failure shows in the error snackbar.
 */
export async function saveDownload(call: () => Promise<AnyResponse>, fallbackName: string): Promise<void> {
  try {
    const { blob, name } = await download(call(), fallbackName);
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
