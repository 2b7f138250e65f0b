// An accessible modal on the native <dialog> element: focus trapped inside while open, Escape closes,
// and on closing the focus goes back to the control that opened it (or the page heading if it is gone).
import { useEffect, useId, useRef, type ReactNode } from 'react';

/** Where the focus goes when the dialog's opener has left the page: the page heading, else the main region. */
function fallbackTarget(): HTMLElement | null {
  const main = document.getElementById('main');
  const heading = main?.querySelector<HTMLElement>('h1') ?? null;
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading ?? main;
}

export function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      // After React has removed the dialog: back to the opener, unless the focus was placed elsewhere on purpose.
      setTimeout(() => {
        const active = document.activeElement;
        if (active && active !== document.body && active.isConnected && !dialog?.contains(active)) return;
        const target = opener?.isConnected ? opener : fallbackTarget();
        target?.focus();
      }, 0);
    };
  }, []);
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onCancel={onClose}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
