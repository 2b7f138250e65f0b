// A set held in state with one switch per member: toggle(item, true) puts it in, false takes it out.
// The replace choices of a pack import, the switched-off annotation layers and the open rationales are kept by it.
import { useCallback, useState } from 'react';

export function useToggleSet<T>() {
  const [members, setMembers] = useState<ReadonlySet<T>>(() => new Set());
  const toggle = useCallback((item: T, on: boolean) => {
    setMembers((previous) => {
      if (previous.has(item) === on) return previous;
      const next = new Set(previous);
      if (on) next.add(item);
      else next.delete(item);
      return next;
    });
  }, []);
  /** Puts exactly these items in (none by default). */
  const reset = useCallback((items: Iterable<T> = []) => setMembers(new Set(items)), []);
  return { members, toggle, reset };
}
