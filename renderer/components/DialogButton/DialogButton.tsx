// A button and the dialog it opens: the open state lives here, so a screen says only what the button
// is called and looks like, and which dialog it opens (given a way to close it again).
import { useState, type ReactNode } from 'react';

type Props = {
  label: ReactNode;
  /** The button's classes, in full (e.g. 'button secondary', 'link-button'). */
  className: string;
  testId: string;
  /** The dialog, drawn while open; `close` shuts it. */
  dialog: (close: () => void) => ReactNode;
};

export function DialogButton({ label, className, testId, dialog }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </button>
      {open && dialog(() => setOpen(false))}
    </>
  );
}
