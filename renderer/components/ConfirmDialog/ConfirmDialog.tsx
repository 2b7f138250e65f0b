// A dialog that asks before doing one thing (delete, restore...): what will happen, then Cancel and
// the confirm button. While the action runs the confirm button waits; a failure is shown in the
// dialog and the button is offered again. The caller closes the dialog once the action is done.
import type { ReactNode } from 'react';
import { ConfirmRow } from '../ConfirmRow/ConfirmRow';
import { ErrorText } from '../ErrorText';
import { Modal } from '../Modal';
import { useAction } from '../useAction';

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
  // Busy until the caller closes the dialog: the confirm button is not offered twice.
  const { busy, error, run } = useAction({ keepBusy: true });
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
        onConfirm={() => void run(action)}
        confirmLabel={confirmLabel}
        confirmTestId={confirmTestId}
        tone={tone}
        confirmDisabled={busy}
        cancelDisabled={locked}
      />
    </Modal>
  );
}
