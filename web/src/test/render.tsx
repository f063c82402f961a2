import { ChakraProvider } from "@chakra-ui/react";
import { DEFAULT_VIOLATION_LIMITS } from "#shared/violations/violation-clock";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import type { Role } from "#shared/constants";
import type { SignedInUser } from "#shared/users/user.schema";
import { FEATURE_SLOTS } from "../app/features";
import { system } from "../app/theme";
import { FeatureSlotsContext } from "../shared/features/slots";
import { i18n } from "../shared/i18n/i18n";
import { sessionKeys } from "../shared/session/session.api";
import { sessionStore } from "../shared/session/session-store";
import { Snackbar } from "../shared/ui/snackbar";

/** A signed-in user as GET /auth/me answers, with overrides. */
export function signedInUser(overrides: Partial<SignedInUser> = {}): SignedInUser {
  const roles = overrides.roles ?? ["TEACHER"];
  const organizationRoles = roles.filter(
    (role): role is SignedInUser["organizationRoles"][number] =>
      role === "MAINADMIN" || role === "OWNER" || role === "SUPERADMIN",
  );
  return {
    id: "8f1c5a3e-1111-4222-8333-944455556666",
    name: "Tove Lärare",
    email: "teacher@demo.test",
    emailverified: true,
    notificationSetting: "ENABLED",
    twoStepAuth: false,
    hiddenNotificationCategories: [],
    teacherSubjects: ["Svenska"],
    subRole: null,
    roles: ["TEACHER"],
    role: "TEACHER",
    organizationRoles,
    organization: {
      id: "org-1",
      name: "Demo kommun",
      schoolName: null,
      schoolNamePlural: null,
      ...DEFAULT_VIOLATION_LIMITS,
    },
    schools: [
      {
        id: "school-1",
        name: "Ekskolan",
        subscriptions: ["ELEVHALSA"],
        counselorName: null,
        counselorNamePlural: null,
        teacherName: null,
        // Unless a test says otherwise, every role is held at the one school.
        roles: roles.filter((role) => role !== "SUPERADMIN"),
      },
    ],
    twoStepAuthAvailable: false,
    version: 3,
    ...overrides,
  };
}

/** Renders inside the app's providers (and the features' slots, as the root route gives them), with a router at `path` and, when given, a signed-in user in the cache. */
export function renderWithApp(
  ui: ReactNode,
  { user, role, path = "/" }: { user?: SignedInUser; role?: Role; path?: string } = {},
): RenderResult & { queryClient: QueryClient } {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (user) {
    queryClient.setQueryData(sessionKeys.me(), user);
    sessionStore.setToken("test-token");
    sessionStore.setRole(role ?? user.roles[0]!);
  }
  const result = render(
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <FeatureSlotsContext value={FEATURE_SLOTS}>{ui}</FeatureSlotsContext>
          </MemoryRouter>
          <Snackbar />
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { ...result, queryClient };
}
