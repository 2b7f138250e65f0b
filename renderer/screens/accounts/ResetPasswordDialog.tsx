// "Reset password" (or "New join code" for someone who has not joined yet): a confirmation saying
// what happens (the old password and every session end), then the new code, shown this once.
import { useTranslation } from 'react-i18next';
import type { Account } from '../../../shared/domain/accounts';
import { isolate } from '../../i18n/isolate';
import { useApiMutation } from '../../api/hooks';
import { ConfirmRow } from '../../components/ConfirmRow/ConfirmRow';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { IssuedCodeCard } from './IssuedCodeCard';

export function ResetPasswordDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const { t } = useTranslation();
  const reset = useApiMutation('accounts.resetPassword');
  const name = isolate(account.displayName);
  const title = account.joinPending ? t('accounts:reset.newCodeTitle', { name }) : t('accounts:reset.title', { name });
  return (
    <Modal title={title} onClose={onClose}>
      <div className="stack" data-testid="reset-dialog">
        {reset.data ? (
          <>
            <IssuedCodeCard issued={reset.data} />
            <div className="button-row">
              <button type="button" className="button primary" onClick={onClose} data-testid="reset-done">
                {t('accounts:add.done')}
              </button>
            </div>
          </>
        ) : (
          <>
            <p>
              {account.joinPending ? t('accounts:reset.newCodeBody', { name }) : t('accounts:reset.body', { name })}
            </p>
            <ErrorText error={reset.error} />
            <ConfirmRow
              onCancel={onClose}
              onConfirm={() => void reset.mutateAsync({ profileId: account.id }).catch(() => undefined)}
              confirmLabel={account.joinPending ? t('accounts:reset.newCodeConfirm') : t('accounts:reset.confirm')}
              confirmTestId="reset-confirm"
              tone="danger"
              confirmDisabled={reset.isPending}
            />
          </>
        )}
      </div>
    </Modal>
  );
}
