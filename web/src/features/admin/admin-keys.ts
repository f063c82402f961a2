import type { ParseKeys } from "i18next";
import type { HiddenPart, Subscription } from "#shared/constants";

export const SUBSCRIPTION_KEYS: Record<Subscription, ParseKeys> = {
  ELEVHALSA: "admin.subscriptions.ELEVHALSA",
  EHTCHATTEN: "admin.subscriptions.EHTCHATTEN",
  TWOSTEPAUTH: "admin.subscriptions.TWOSTEPAUTH",
};

export const HIDDEN_PART_KEYS: Record<HiddenPart, ParseKeys> = {
  ADAPTATIONS: "admin.school.parts.ADAPTATIONS",
  MAPPINGS: "admin.school.parts.MAPPINGS",
  ABSENCEFORMS: "admin.school.parts.ABSENCEFORMS",
  ABSENCEACTIONPROGRAMS: "admin.school.parts.ABSENCEACTIONPROGRAMS",
  CHECKINS: "admin.school.parts.CHECKINS",
  INVESTIGATIONS: "admin.school.parts.INVESTIGATIONS",
  ACTIONPROGRAMS: "admin.school.parts.ACTIONPROGRAMS",
  PROTOCOLS: "admin.school.parts.PROTOCOLS",
  CLASSNOTES: "admin.school.parts.CLASSNOTES",
  MEMORYNOTES: "admin.school.parts.MEMORYNOTES",
  VIOLATIONS: "admin.school.parts.VIOLATIONS",
  WHISTLES: "admin.school.parts.WHISTLES",
  FANDFWARNINGS: "admin.school.parts.FANDFWARNINGS",
  TICKETS: "admin.school.parts.TICKETS",
};
