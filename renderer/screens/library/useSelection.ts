// Which scenarios are chosen for an export pack, while selection mode is on.
import { useCallback, useState } from 'react';

export function useSelection() {
  const [active, setActive] = useState(false);
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());

  const toggle = useCallback((id: number, on: boolean) => {
    setIds((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const addAll = useCallback((more: number[]) => setIds((previous) => new Set([...previous, ...more])), []);
  const clear = useCallback(() => setIds(new Set()), []);
  const start = useCallback(() => setActive(true), []);
  const stop = useCallback(() => {
    setActive(false);
    setIds(new Set());
  }, []);

  return { active, ids, toggle, addAll, clear, start, stop };
}

export type Selection = ReturnType<typeof useSelection>;
