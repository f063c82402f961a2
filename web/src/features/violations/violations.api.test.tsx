import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Violation } from "#shared/violations/violation.schema";
import { renderWithApp, signedInUser } from "../../test/render";
import { json } from "../../test/api-stub";
import { violationKeys } from "../../shared/violations/violations-list.api";
import { useUpdateViolation } from "./violations.api";

afterEach(() => vi.unstubAllGlobals());

const report = { id: "v-1", schoolId: "s-1", list: "CURRENT", version: 1 } as unknown as Violation;
const seen = { ...report, version: 2 } as Violation;

function MarkSeen({ onDone }: { onDone: () => void }) {
  const update = useUpdateViolation();
  return (
    <button type="button" onClick={() => update.mutate({ id: "v-1", version: 1 }, { onSuccess: onDone })}>
      markera
    </button>
  );
}

describe("an edited violation report", () => {
  it("is put in the cached lists, whatever else is cached beside them (the overview's late reports, statistics)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(json(seen))),
    );
    const done = vi.fn();
    const { queryClient } = renderWithApp(<MarkSeen onDone={done} />, { user: signedInUser() });
    const list = violationKeys.list("s-1", "current");
    queryClient.setQueryData(list, { pages: [{ items: [report], cursor: null }], pageParams: [undefined] });
    // What the overview's late-reports card and the statistics keep under the same prefix: no pages.
    queryClient.setQueryData([...violationKeys.all, "s-1", "late"], { items: [report], cursor: null });
    queryClient.setQueryData([...violationKeys.all, "statistics", "s-1", 2026], { rows: [] });
    await userEvent.click(screen.getByRole("button", { name: "markera" }));
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
    expect(queryClient.getQueryData(list)).toMatchObject({ pages: [{ items: [{ id: "v-1", version: 2 }] }] });
  }, 20_000);
});
