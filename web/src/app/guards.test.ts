import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "../shared/session/redirect";
import { loginPath } from "./guards";

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
