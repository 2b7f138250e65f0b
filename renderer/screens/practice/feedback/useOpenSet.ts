// Which of a list's folded rationales are open, so one control can open or close them all while
// each keeps its own toggle.
import { useCallback, useState } from 'react';

export function useOpenSet(ids: readonly string[]) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const allOpen = ids.length > 0 && ids.every((id) => open.has(id));
  const setOne = useCallback((id: string, next: boolean) => {
    setOpen((current) => {
      if (current.has(id) === next) return current;
      const copy = new Set(current);
      if (next) copy.add(id);
      else copy.delete(id);
      return copy;
    });
  }, []);
  const toggleAll = () => setOpen(allOpen ? new Set() : new Set(ids));
  return { isOpen: (id: string) => open.has(id), setOne, allOpen, toggleAll };
}
