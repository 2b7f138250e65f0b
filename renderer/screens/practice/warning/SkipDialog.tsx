// Asks, without pressure, why the trainee skips (optional), then records the skip.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptState } from '../../../../shared/domain/practice';
import { api } from '../../../api/client';
import { FormDialog } from '../../../components/FormDialog';
import { usePendingSaves } from '../../../components/autosave/pendingSaves';
import { useAction } from '../../../components/useAction';

const MAX_REASON = 500;

type Props = { attempt: AttemptState; onAttempt: (next: AttemptState) => void; onClose: () => void };

export function SkipDialog({ attempt, onAttempt, onClose }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const { busy, error, run } = useAction();
  const saves = usePendingSaves();
  const submit = () =>
    void run(async () => {
      // Work still waiting to be saved is kept, and saved before the skip (a later save would resume the attempt).
      await saves?.flushAll().catch(() => undefined);
      onAttempt(await api.call('practice.skip', { attemptId: attempt.id, reason: reason.trim() }));
    });
  return (
    <FormDialog
      title={t('practice:skip.title')}
      onClose={onClose}
      onSubmit={submit}
      state={{ busy, error }}
      confirmLabel={t('practice:skip.confirm')}
      confirmTestId="skip-confirm"
      testId="skip-dialog"
    >
      <p>{t('practice:skip.body')}</p>
      <label className="field">
        <span>{t('practice:skip.reason')}</span>
        <textarea
          className="pr-textarea"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={MAX_REASON}
          rows={3}
          dir="auto"
          data-testid="skip-reason"
        />
        <small>{t('practice:skip.reasonHelp')}</small>
      </label>
    </FormDialog>
  );
}
