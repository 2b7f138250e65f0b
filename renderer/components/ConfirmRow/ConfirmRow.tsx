// The Cancel + confirm pair that ends a dialog or an inline form: one button row, one look, so each
// dialog says only what its confirm button is called, what it does and when either button waits.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmRowProps {
  onCancel: () => void;
  /** Without it the confirm button submits the surrounding form. */
  onConfirm?: () => void;
  confirmLabel: ReactNode;
  confirmTestId: string;
  tone?: 'primary' | 'danger';
  small?: boolean;
  confirmDisabled?: boolean;
  cancelDisabled?: boolean;
  /** Added to the row's own class (e.g. a dialog's footer spacing). */
  className?: string;
}

export function ConfirmRow({
  onCancel,
  onConfirm,
  confirmLabel,
  confirmTestId,
  tone = 'primary',
  small = false,
  confirmDisabled = false,
  cancelDisabled = false,
  className,
}: ConfirmRowProps) {
  const { t } = useTranslation();
  const size = small ? ' small' : '';
  return (
    <div className={className ? `button-row ${className}` : 'button-row'}>
      <button type="button" className={`button secondary${size}`} onClick={onCancel} disabled={cancelDisabled}>
        {t('common:cancel')}
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        className={`button ${tone}${size}`}
        onClick={onConfirm}
        disabled={confirmDisabled}
        data-testid={confirmTestId}
      >
        {confirmLabel}
      </button>
    </div>
  );
}
