import { describe, expect, it, vi } from "vitest";
import { safeRedirectTarget } from "../shared/session/redirect";
import { loginPath, logoutLoader } from "./guards";

vi.mock("../features/auth/auth.api", () => ({ signOut: vi.fn(() => Promise.resolve()) }));

describe("sign-in redirects", () => {
  it("comes back to the page asked for, never to another site", () => {
    expect(safeRedirectTarget("/class/abc?x=1")).toBe("/class/abc?x=1");
    expect(safeRedirectTarget("//evil.example/")).toBe("/");
    expect(safeRedirectTarget("https://evil.example/")).toBe("/");
    expect(safeRedirectTarget(null)).toBe("/");
  });

  it("remembers the page in the sign-in link, but not home or sign-out", () => {
    expect(loginPath(new Request("http://localhost/admin/school?id=1"))).toBe(
      "/login?redirect=%2Fadmin%2Fschool%3Fid%3D1",
    );
    expect(loginPath(new Request("http://localhost/"))).toBe("/login");
    expect(loginPath(new Request("http://localhost/logout"))).toBe("/login");
  });
});

describe("sign-out", () => {
  const redirectOf = async (url: string) => {
    const thrown = (await logoutLoader({ request: new Request(url) }).catch((e: unknown) => e)) as Response;
    return thrown.headers.get("location");
  };

  it("tells the sign-in page when ten idle minutes ended the session, and only then", async () => {
    expect(await redirectOf("http://localhost/logout?reason=inactivity")).toBe("/login?reason=inactivity");
    expect(await redirectOf("http://localhost/logout")).toBe("/login");
    expect(await redirectOf("http://localhost/logout?reason=%2F%2Fevil")).toBe("/login");
  });
});
