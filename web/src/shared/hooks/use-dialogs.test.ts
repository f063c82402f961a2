import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useDialogs } from "./use-dialogs";

interface Pupil {
  id: string;
  name: string;
}

describe("useDialogs", () => {
  it("opens one dialog at a time, for its item, and closes it", () => {
    const alva: Pupil = { id: "p-1", name: "Alva" };
    const { result } = renderHook(() => useDialogs<{ create: true; edit: Pupil; delete: Pupil }>());
    expect(result.current.isOpen("create")).toBe(false);

    act(() => result.current.open("edit", alva));
    expect(result.current.item("edit")).toBe(alva);
    expect(result.current.item("delete")).toBeUndefined();

    act(() => result.current.open("delete", alva));
    expect(result.current.item("edit")).toBeUndefined();
    expect(result.current.item("delete")).toBe(alva);

    act(() => result.current.open("create"));
    expect(result.current.isOpen("create")).toBe(true);
    expect(result.current.isOpen("delete")).toBe(false);

    act(() => result.current.close());
    expect(result.current.isOpen("create")).toBe(false);
    expect(result.current.item("delete")).toBeUndefined();
  });
});
