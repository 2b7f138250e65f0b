// Announces finished work, never its progress: `message` is said once when `busy` turns false again
// (feedback scored, a task completed), and new items of a growing list are said once each.
import { useEffect, useRef } from 'react';
import { useAnnounce } from './Announcer';

/** Says `message` once each time `busy` goes from true to false. */
export function useAnnounceWhenDone(busy: boolean, message: string): void {
  const announce = useAnnounce();
  const was = useRef(busy);
  useEffect(() => {
    if (was.current && !busy) announce(message);
    was.current = busy;
  }, [busy, message, announce]);
}

/**
 * Says each item added to `items` after the first render (a reply that arrived), as `describe`
 * words it; items already there when the screen opened are not read out.
 */
export function useAnnounceNewItems<T>(
  items: readonly T[],
  key: (item: T) => string | number,
  describe: (item: T) => string | null,
): void {
  const announce = useAnnounce();
  const seen = useRef<Set<string | number> | null>(null);
  useEffect(() => {
    if (seen.current === null) {
      seen.current = new Set(items.map(key));
      return;
    }
    const fresh = items.filter((item) => !seen.current!.has(key(item)));
    for (const item of fresh) seen.current.add(key(item));
    const words = fresh.map(describe).filter((w): w is string => w !== null);
    if (words.length > 0) announce(words.join(' '));
  }, [items, key, describe, announce]);
}
