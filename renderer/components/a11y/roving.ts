// Roving focus inside one text: which highlighted phrase an arrow, Home or End key moves to. The text
// is one Tab stop; arrows follow reading order, so in right-to-left text the left arrow moves on.

export type RovingKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

/**
 * The index focus moves to, or null when the key is not a roving key (or there is nothing to move
 * to). Stops at both ends rather than wrapping, so a screen-reader user knows where the text ends.
 */
export function rovingTarget(key: string, index: number, count: number, rtl: boolean): number | null {
  if (count <= 0) return null;
  const at = Math.max(0, Math.min(count - 1, index));
  const forward = key === 'ArrowDown' || key === (rtl ? 'ArrowLeft' : 'ArrowRight');
  const backward = key === 'ArrowUp' || key === (rtl ? 'ArrowRight' : 'ArrowLeft');
  if (forward) return Math.min(count - 1, at + 1);
  if (backward) return Math.max(0, at - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** The item that keeps the Tab stop after the list changed: the same index if it still exists. */
export const clampActive = (index: number, count: number): number =>
  count <= 0 ? 0 : Math.max(0, Math.min(count - 1, index));
