// "Add account": the form, then the new person's one-time join code and link (shown this once),
// with "Add another" for the next person.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssuedJoinCode } from '../../../shared/domain/accounts';
import { ApiCallError } from '../../api/client';
import { useApiMutation } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { AccountForm } from './AccountForm';
import { IssuedCodeCard } from './IssuedCodeCard';

export function AddAccountDialog({ cohorts, onClose }: { cohorts: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useApiMutation('accounts.create');
  const [issued, setIssued] = useState<IssuedJoinCode | null>(null);
  const [round, setRound] = useState(0);
  const taken = create.error instanceof ApiCallError && create.error.code === 'conflict';
  return (
    <Modal title={issued ? t('accounts:add.doneTitle') : t('accounts:add.title')} onClose={onClose}>
      <div data-testid="add-account-dialog">
        {issued ? (
          <div className="stack">
            <IssuedCodeCard issued={issued} />
            <div className="button-row">
              <button
                type="button"
                className="button secondary"
                onClick={() => {
                  create.reset();
                  setIssued(null);
                  setRound((n) => n + 1);
                }}
                data-testid="add-another"
              >
                {t('accounts:add.another')}
              </button>
              <button type="button" className="button primary" onClick={onClose} data-testid="add-done">
                {t('accounts:add.done')}
              </button>
            </div>
          </div>
        ) : (
          <AccountForm
            key={round}
            cohorts={cohorts}
            busy={create.isPending}
            problem={
              taken ? (
                <p className="error-text" role="alert" data-testid="account-taken">
                  {t('accounts:add.taken')}
                </p>
              ) : (
                <ErrorText error={create.error} />
              )
            }
            onSubmit={(input) => void create.mutateAsync(input).then(setIssued, () => undefined)}
            onCancel={onClose}
          />
        )}
      </div>
    </Modal>
  );
}
