import { describe, expect, expectTypeOf, it } from "vitest";
import {
  adminSchoolPath,
  adminUsersPath,
  classPath,
  loginPath,
  ROUTES,
  studentPath,
  ticketPath,
  ticketsPath,
  type RouteName,
} from "./routes";
import { ROUTE_ROLES, type GuardedRoute } from "./session/route-roles";

describe("the web's paths", () => {
  it("builds the links to one item, with the id made safe for a URL", () => {
    expect(ticketPath("t-2")).toBe("/student-work/tickets?id=t-2");
    expect(ticketPath("a b&c")).toBe("/student-work/tickets?id=a%20b%26c");
    expect(studentPath("p/1")).toBe("/student/p%2F1");
    expect(classPath("c-1")).toBe("/class/c-1");
  });

  it("opens the new-ticket dialog for a pupil, and leaves out filters that are not set", () => {
    expect(ticketsPath({ create: true, studentId: "p-1" })).toBe("/student-work/tickets?new=1&studentId=p-1");
    expect(ticketsPath({ studentId: "p-1" })).toBe("/student-work/tickets?studentId=p-1");
    expect(ticketsPath()).toBe("/student-work/tickets");
  });

  it("keeps the school an admin page works on, or none for the active school", () => {
    expect(adminSchoolPath("s-1")).toBe("/admin/school?id=s-1");
    expect(adminSchoolPath(null)).toBe("/admin/school");
    expect(adminUsersPath("s-1")).toBe("/admin/admin?id=s-1");
  });

  it("remembers the page in the sign-in link, but not home or sign-out", () => {
    expect(loginPath("/admin/school?id=1")).toBe("/login?redirect=%2Fadmin%2Fschool%3Fid%3D1");
    expect(loginPath("/")).toBe("/login");
    expect(loginPath("/logout")).toBe("/login");
  });

  it("names every page behind the role guard among the paths (the router's patterns: app/features.test.ts)", () => {
    expectTypeOf<GuardedRoute>().toExtend<RouteName>();
    for (const route of Object.keys(ROUTE_ROLES) as GuardedRoute[]) expect(ROUTES[route]).toMatch(/^\//);
  });
});
