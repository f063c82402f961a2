import { useInfiniteQuery } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Page } from "#shared/common.schema";
import { renderWithApp } from "../../test/render";
import { isListEmpty, PagedCardList } from "./paged-list";

/** The server: the page a cursor names ("" for the first). */
type Answer = (cursor: string | null) => Promise<Page<string>>;

function Cards({ answer }: { answer: Answer }) {
  const query = useInfiniteQuery({
    queryKey: ["cards"],
    queryFn: ({ pageParam }) => answer(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
  });
  return (
    <PagedCardList
      query={query}
      label="Anmälningar"
      gap="3"
      emptyText="Inga anmälningar."
      emptyTestId="cards-empty"
      getKey={(item) => item}
      renderItem={(item) => <article>{item}</article>}
    />
  );
}

const items = () => within(screen.getByRole("list", { name: "Anmälningar" })).queryAllByRole("listitem");

describe("PagedCardList", () => {
  it("'Visa fler' appends the next page to the cards read, and leaves once no cursor follows", async () => {
    const answer = vi.fn<Answer>(async (cursor) =>
      cursor === null ? { items: ["a", "b"], cursor: "2" } : { items: ["c"], cursor: null },
    );
    renderWithApp(<Cards answer={answer} />);
    await screen.findByText("b");
    expect(items().map((item) => item.textContent)).toEqual(["a", "b"]);
    // One page at a time: the next waits for the reader.
    expect(answer).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole("button", { name: "Visa fler" }));
    await screen.findByText("c");
    expect(items().map((item) => item.textContent)).toEqual(["a", "b", "c"]);
    expect(answer).toHaveBeenLastCalledWith("2");
    expect(screen.queryByRole("button", { name: "Visa fler" })).toBeNull();
    expect(screen.queryByTestId("cards-empty")).toBeNull();
  });

  it("says the list is empty once an empty first page is read with nothing after it", async () => {
    renderWithApp(<Cards answer={async () => ({ items: [], cursor: null })} />);
    expect(await screen.findByTestId("cards-empty")).toHaveTextContent("Inga anmälningar.");
    expect(items()).toEqual([]);
    expect(screen.queryByRole("button", { name: "Visa fler" })).toBeNull();
  });

  it("is not empty while the first page is on its way, nor when an empty first page has more behind it", async () => {
    let answerFirst: (page: Page<string>) => void = () => undefined;
    renderWithApp(<Cards answer={() => new Promise((resolve) => (answerFirst = resolve))} />);
    expect(screen.queryByTestId("cards-empty")).toBeNull();
    answerFirst({ items: [], cursor: "2" });
    expect(await screen.findByRole("button", { name: "Visa fler" })).toBeInTheDocument();
    expect(screen.queryByTestId("cards-empty")).toBeNull();
  });
});

describe("isListEmpty", () => {
  it("is empty only when read, without rows, without a next page and without an error", () => {
    expect(isListEmpty([], false)).toBe(true);
    expect(isListEmpty(undefined, false)).toBe(false);
    expect(isListEmpty(["a"], false)).toBe(false);
    expect(isListEmpty([], true)).toBe(false);
    expect(isListEmpty([], undefined)).toBe(true);
    expect(isListEmpty([], false, true)).toBe(false);
  });
});
