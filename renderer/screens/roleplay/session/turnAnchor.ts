// Turn numbers and anchors: turns are numbered from 1 (their index) and rationales cite them as
// [T3]; each turn on screen has an element id so a citation can scroll to it and highlight it.
import type { RoleplayTurn } from '../../../../shared/domain/roleplay';
import { turnLabel } from '../../../../shared/roleplay/transcript';

/** The number a turn is shown and cited with: its index (the first turn is 1). */
export const turnNumber = (index: number) => index;

/** The index the next turn will get. */
export const nextTurnIndex = (turns: readonly Pick<RoleplayTurn, 'index'>[]) => (turns.at(-1)?.index ?? 0) + 1;

/** The turn's code as the transcript judges read writes it ("T3"), the same in every language. */
export const turnCode = (index: number) => turnLabel(turnNumber(index)).slice(1, -1);

export const turnElementId = (index: number) => `rp-turn-${index}`;

/** The turn index a cited turn number stands for, or null when the transcript has no such turn. */
export const indexOfTurn = (number: number, turns: readonly Pick<RoleplayTurn, 'index'>[]): number | null =>
  turns.some((turn) => turn.index === number) ? number : null;

/** Scrolls the transcript to a turn, moves focus there (for keyboard and screen-reader users) and highlights it. */
export function goToTurn(index: number): void {
  const element = document.getElementById(turnElementId(index));
  if (!element) return;
  element.scrollIntoView({ behavior: 'smooth', block: 'center' });
  element.focus({ preventScroll: true });
  element.classList.remove('is-cited');
  // Restart the highlight animation when the same turn is cited twice in a row.
  void element.offsetWidth;
  element.classList.add('is-cited');
}
