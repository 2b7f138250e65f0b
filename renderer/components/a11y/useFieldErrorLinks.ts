// Ties every form error to its field, app-wide: a `.field-error` inside a field (a `.field` label,
// a label or a fieldset) marks that field's control aria-invalid and adds the error to its
// aria-describedby; when the error goes, both are taken back. Forms keep writing plain error spans.
import { useEffect } from 'react';

const LINKED = 'data-linked-error';
let counter = 0;

function describedBy(control: Element): string[] {
  return (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
}

/** Links present errors to their controls and unlinks errors that have gone; safe to run repeatedly. */
export function linkFieldErrors(root: ParentNode): void {
  for (const control of root.querySelectorAll<HTMLElement>(`[${LINKED}]`)) {
    const id = control.getAttribute(LINKED)!;
    const error = document.getElementById(id);
    if (error && error.isConnected) continue;
    const rest = describedBy(control).filter((x) => x !== id);
    if (rest.length > 0) control.setAttribute('aria-describedby', rest.join(' '));
    else control.removeAttribute('aria-describedby');
    control.removeAttribute('aria-invalid');
    control.removeAttribute(LINKED);
  }
  for (const error of root.querySelectorAll<HTMLElement>('.field-error')) {
    const field = error.closest('.field, label, fieldset');
    const control = field?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea');
    if (!control || control.hasAttribute(LINKED)) continue;
    if (!error.id) error.id = `field-error-${++counter}`;
    const ids = describedBy(control);
    if (!ids.includes(error.id)) control.setAttribute('aria-describedby', [...ids, error.id].join(' '));
    control.setAttribute('aria-invalid', 'true');
    control.setAttribute(LINKED, error.id);
  }
}

/** Keeps errors linked to their fields in the whole document while the app runs. */
export function useFieldErrorLinks(): void {
  useEffect(() => {
    let frame = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => linkFieldErrors(document.body));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
}
