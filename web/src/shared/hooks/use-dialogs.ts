import { useCallback, useMemo, useState } from "react";

/**
 * Which of a page's dialogs is open, and for which item: one at a time. `Kinds` names each dialog and what it
 * works on (`true` for none), e.g. `useDialogs<{ create: true; edit: Student; delete: Student }>()`. `initial`
 * opens one that works on no item as the page loads (a link's `?new=1`).
 */
export function useDialogs<Kinds extends Record<string, unknown>>(initial?: keyof Kinds | null) {
  const [current, setCurrent] = useState<{ kind: keyof Kinds; item: unknown } | null>(() =>
    initial ? { kind: initial, item: true } : null,
  );
  const open = useCallback(
    <K extends keyof Kinds>(kind: K, ...item: Kinds[K] extends true ? [] : [Kinds[K]]) =>
      setCurrent({ kind, item: item.length > 0 ? item[0] : true }),
    [],
  );
  const close = useCallback(() => setCurrent(null), []);
  return useMemo(
    () => ({
      open,
      close,
      /** Whether the dialog `kind` is open. */
      isOpen: (kind: keyof Kinds) => current?.kind === kind,
      /** The item the dialog `kind` works on while it is open, else undefined. */
      item: <K extends keyof Kinds>(kind: K): Kinds[K] | undefined =>
        current?.kind === kind ? (current.item as Kinds[K]) : undefined,
      /**
       * A confirm dialog's wiring for `kind`: open while it is, closed on cancel, and `action` on the item when
       * confirmed (the action closes it when done, e.g. `{ onSettled: close }`).
       */
      confirmFor: <K extends keyof Kinds>(kind: K, action: (item: Kinds[K]) => void) => ({
        open: current?.kind === kind,
        onClose: close,
        onConfirm: () => {
          if (current?.kind === kind) action(current.item as Kinds[K]);
        },
      }),
    }),
    [current, open, close],
  );
}
