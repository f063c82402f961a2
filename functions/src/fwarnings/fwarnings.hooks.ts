import type { DomainHooks } from "../core/domain-hooks.js";

/** The F-warnings domain's extension points (core/domain-hooks.ts). */
export const fwarningsHooks: DomainHooks = {
  notificationKinds: ["F_WARNING_CREATED"],
};
