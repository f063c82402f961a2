import { showError } from "../ui/snackbar";
import { apiDownload } from "./api-client";

/** GET /schools/{id}/external-page-qr-code, saved as a file (the QR code pupils scan for the external page). */
export async function downloadSchoolQrCode(schoolId: string): Promise<void> {
  try {
    const { blob, name } = await apiDownload(
      `/schools/${encodeURIComponent(schoolId)}/external-page-qr-code`,
      "qr-code.png",
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
