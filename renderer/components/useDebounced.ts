// A value that follows the given one once it has stopped changing for `ms` (search boxes ask the
// services after typing pauses, not on every keystroke).
import { useEffect, useState } from 'react';

export function useDebounced<T>(value: T, ms: number, same: (a: T, b: T) => boolean = Object.is): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return same(settled, value) ? value : settled;
}
