// Makes the highlighted phrases of one text a single Tab stop: the active phrase has tabIndex 0, the
// others -1, and arrow keys (Home, End) move focus between them (roving tabindex). Each phrase keeps
// its own accessible label, so a screen reader reads it as focus arrives.
import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { clampActive, rovingTarget } from './roving';

const ITEM = 'data-roving-index';

export type RovingPhrases = {
  /** Spread on the text's container. */
  container: { onKeyDown: (event: KeyboardEvent<HTMLElement>) => void };
  /** Spread on the phrase with this index (in reading order). */
  item: (index: number) => { tabIndex: number; onFocus: (event: FocusEvent<HTMLElement>) => void; [ITEM]: number };
};

export function useRovingPhrases(count: number): RovingPhrases {
  const [active, setActive] = useState(0);
  const current = clampActive(active, count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = (event.target as Element).closest<HTMLElement>(`[${ITEM}]`);
    if (!target || !event.currentTarget.contains(target) || event.altKey || event.ctrlKey || event.metaKey) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = rovingTarget(event.key, Number(target.getAttribute(ITEM)), count, rtl);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    event.currentTarget.querySelector<HTMLElement>(`[${ITEM}="${next}"]`)?.focus();
  };

  return {
    container: { onKeyDown },
    item: (index) => ({
      tabIndex: index === current ? 0 : -1,
      onFocus: () => setActive(index),
      [ITEM]: index,
    }),
  };
}
