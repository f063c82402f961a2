import { schoolsApi } from "./client";
import { saveDownload } from "./save-download";

/** GET /schools/{id}/external-page-qr-code, saved as a file (the QR code pupils scan for the external page). */
export const downloadSchoolQrCode = (schoolId: string): Promise<void> =>
  saveDownload(
    () => schoolsApi.schools[":schoolId"]["external-page-qr-code"].$get({ param: { schoolId } }),
    "qr-code.png",
  );
