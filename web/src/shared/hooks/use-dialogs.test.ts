import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
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

  it("wires a confirm dialog: open for its kind, the action on its item when confirmed, closed on cancel", () => {
    const alva: Pupil = { id: "p-1", name: "Alva" };
    const remove = vi.fn();
    const { result } = renderHook(() => useDialogs<{ edit: Pupil; delete: Pupil }>());
    act(() => result.current.open("edit", alva));
    expect(result.current.confirmFor("delete", remove).open).toBe(false);
    // Confirming a dialog that is not open does nothing.
    act(() => result.current.confirmFor("delete", remove).onConfirm());
    expect(remove).not.toHaveBeenCalled();

    act(() => result.current.open("delete", alva));
    expect(result.current.confirmFor("delete", remove).open).toBe(true);
    act(() => result.current.confirmFor("delete", remove).onConfirm());
    expect(remove).toHaveBeenCalledWith(alva);

    act(() => result.current.confirmFor("delete", remove).onClose());
    expect(result.current.isOpen("delete")).toBe(false);
  });

  it("opens an item-less dialog as the page loads when asked (a link's ?new=1), and only then", () => {
    const opened = renderHook(() => useDialogs<{ create: true; edit: Pupil }>("create"));
    expect(opened.result.current.isOpen("create")).toBe(true);
    act(() => opened.result.current.close());
    expect(opened.result.current.isOpen("create")).toBe(false);
    const closed = renderHook(() => useDialogs<{ create: true; edit: Pupil }>(null));
    expect(closed.result.current.isOpen("create")).toBe(false);
  });
});
