import type { InfiniteData } from "@tanstack/react-query";
import type { Page } from "#shared/common.schema";
import type { Whistle } from "#shared/whistles/whistle.schema";

type Lists = InfiniteData<Page<Whistle>>;

/**
 * Puts an answered whistle where it now belongs (spec section 4: whistles are appended, replaced or removed): it is
 * replaced in the list it stays in, removed from one it left (archived, brought back or flagged as spam), and
 * appended to the one it moved to.
 */
export function placeWhistle(
  lists: Lists | undefined,
  whistle: Whistle,
  archivedList: boolean,
): Lists | undefined {
  if (!lists) return lists;
  const belongs = !whistle.spam && whistle.archived === archivedList;
  const present = lists.pages.some((page) => page.items.some((item) => item.id === whistle.id));
  const pages = lists.pages.map((page) => ({
    ...page,
    items: belongs
      ? page.items.map((item) => (item.id === whistle.id ? whistle : item))
      : page.items.filter((item) => item.id !== whistle.id),
  }));
  if (belongs && !present && pages.length > 0) {
    const last = pages[pages.length - 1]!;
    pages[pages.length - 1] = { ...last, items: [...last.items, whistle] };
  }
  return { ...lists, pages };
}
