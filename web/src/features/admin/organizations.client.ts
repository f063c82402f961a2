import { apiClient } from "../../shared/api/client";
import type { organizationsDomain } from "../../../../functions/src/organizations/organizations.domain";

/** The organizations domain's typed client (only this feature calls it; shared code's are in shared/api/client.ts). */
export const organizationsApi = apiClient<typeof organizationsDomain.router>();
