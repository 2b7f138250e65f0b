// A dialog that asks before doing one thing (delete, restore...): what will happen, then Cancel and
// the confirm button. While the action runs the confirm button waits; a failure is shown in the
// dialog and the button is offered again. The caller closes the dialog once the action is done.
import { useState, type ReactNode } from 'react';
import { ConfirmRow } from '../ConfirmRow/ConfirmRow';
import { ErrorText } from '../ErrorText';
import { Modal } from '../Modal';

type Props = {
  title: string;
  onClose: () => void;
  /** The action; a thrown error is shown in the dialog. */
  action: () => Promise<void>;
  confirmLabel: ReactNode;
  confirmTestId: string;
  tone?: 'primary' | 'danger';
  /** While the action runs, the dialog cannot be cancelled (nor closed with Escape). */
  lockWhileBusy?: boolean;
  /** Shown while the action runs. */
  busyNote?: ReactNode;
  children: ReactNode;
};

export function ConfirmDialog({
  title,
  onClose,
  action,
  confirmLabel,
  confirmTestId,
  tone = 'danger',
  lockWhileBusy = false,
  busyNote,
  children,
}: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };
  const locked = lockWhileBusy && busy;
  return (
    <Modal title={title} onClose={locked ? () => undefined : onClose}>
      {children}
      {busy && busyNote && (
        <p role="status" className="muted">
          {busyNote}
        </p>
      )}
      <ErrorText error={error} />
      <ConfirmRow
        onCancel={onClose}
        onConfirm={() => void run()}
        confirmLabel={confirmLabel}
        confirmTestId={confirmTestId}
        tone={tone}
        confirmDisabled={busy}
        cancelDisabled={locked}
      />
    </Modal>
  );
}
