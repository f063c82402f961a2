import { expect, type APIRequestContext } from "@playwright/test";
import { e2eState } from "./support";

/**
 * Calls the API as one of the setup's signed-in users, to make the data a journey needs (tickets, feedback) without
 * touching what other journeys read.
 */
export async function apiAs<T>(
  request: APIRequestContext,
  email: string,
  role: string,
  path: string,
  options: { method?: "GET" | "POST" | "PATCH" | "DELETE"; body?: unknown } = {},
): Promise<T> {
  const { baseURL, tokens } = e2eState();
  const response = await request.fetch(`${baseURL}/api${path}`, {
    method: options.method ?? "GET",
    headers: {
      Authorization: `Bearer ${tokens[email]}`,
      "X-Active-Role": role,
      Accept: "application/json",
      "Content-Type": "application/json",
    },
    ...(options.body === undefined ? {} : { data: options.body }),
  });
  expect(
    response.ok(),
    `${options.method ?? "GET"} ${path}: ${response.status()} ${await response.text()}`,
  ).toBe(true);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A pupil of Ekskolan (the school's first). */
export async function firstPupil(request: APIRequestContext, email: string, role: string) {
  const { schools } = e2eState();
  const page = await apiAs<{ items: { id: string; name: string }[] }>(
    request,
    email,
    role,
    `/student/school/${schools.ekskolan}?limit=1`,
  );
  return page.items[0]!;
}

/** A ticket at Ekskolan made by counselor@demo.test; its id. */
export async function createTicket(
  request: APIRequestContext,
  body: { title: string; access: string; recipients?: { id: string }[] },
): Promise<string> {
  const pupil = await firstPupil(request, "counselor@demo.test", "COUNSELOR");
  const created = await apiAs<{ id: string }>(request, "counselor@demo.test", "COUNSELOR", "/tickets", {
    method: "POST",
    body: { studentId: pupil.id, description: "Skapat av ett webbtest.", ...body },
  });
  return created.id;
}
