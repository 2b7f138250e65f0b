// Keeps the keyboard focus on the page when a multi-step screen changes step: when the control that
// was used (Continue, Submit for feedback...) disappears with the old step, the focus moves to the new
// step's first heading instead of falling to the document body. A step that placed it itself keeps it.
import { useEffect, type RefObject } from 'react';

/** Whether the focus sits on nothing a person chose (the body, or outside the document). */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/**
 * Focuses the step's heading inside `container`: the first match of the first selector that matches
 * (by default its first h2, so the page's h1 above the steps stays where it is, else its h1), made
 * focusable with tabIndex -1. False when there is none.
 */
export function focusFirstHeading(container: HTMLElement, selectors: readonly string[] = ['h2', 'h1']): boolean {
  const heading = selectors.map((s) => container.querySelector<HTMLElement>(s)).find((h) => h !== null) ?? null;
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
}

/** Each time `step` changes (not on the first render, nor while `enabled` is false), rescues a lost focus. */
export function useStepFocus(
  container: RefObject<HTMLElement | null>,
  step: string,
  enabled: boolean,
  selectors?: readonly string[],
): void {
  const key = selectors?.join('\u0000');
  useEffect(() => {
    if (!enabled || !container.current || !focusIsLost()) return;
    focusFirstHeading(container.current, key === undefined ? undefined : key.split('\u0000'));
  }, [container, step, enabled, key]);
}
