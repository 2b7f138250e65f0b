// A dialog that is one small form: its fields, the last error, then Cancel and the confirm button,
// which submits (Enter in a field does too). The caller runs the submit and keeps its state (busy
// makes the confirm button wait); closing is the caller's once the work is done.
import type { ReactNode } from 'react';
import { ConfirmRow } from '../ConfirmRow/ConfirmRow';
import { ErrorText } from '../ErrorText';
import { Modal } from '../Modal';

type Props = {
  title: string;
  onClose: () => void;
  /** Called on submit (the browser's own submit is stopped, and kept from any form around the dialog). */
  onSubmit: () => void;
  /** The submit's state: while busy the confirm button waits; its error is shown above the buttons. */
  state: { busy: boolean; error: unknown };
  confirmLabel: ReactNode;
  confirmTestId: string;
  testId: string;
  /** Classes besides 'stack' on the form. */
  className?: string;
  children: ReactNode;
};

export function FormDialog({ title, onClose, onSubmit, state, confirmLabel, confirmTestId, testId, ...form }: Props) {
  return (
    <Modal title={title} onClose={onClose}>
      <form
        className={form.className ? `stack ${form.className}` : 'stack'}
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          onSubmit();
        }}
        noValidate
        data-testid={testId}
      >
        {form.children}
        <ErrorText error={state.error} />
        <ConfirmRow
          onCancel={onClose}
          confirmLabel={confirmLabel}
          confirmTestId={confirmTestId}
          confirmDisabled={state.busy}
        />
      </form>
    </Modal>
  );
}
