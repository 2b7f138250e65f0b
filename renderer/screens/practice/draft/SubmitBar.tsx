// Submitting the draft: for AI feedback while rounds remain, or as the final version (confirmed
// first). The autosave is flushed before, so nothing typed is lost whichever way it goes.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptState } from '../../../../shared/domain/practice';
import { api } from '../../../api/client';
import { ErrorText } from '../../../components/ErrorText';
import { Modal } from '../../../components/Modal';
import { ConfirmRow } from '../../../components/ConfirmRow/ConfirmRow';
import { useAction } from '../../../components/useAction';
import { Button } from '../../../components/Button';

type Props = {
  attempt: AttemptState;
  text: string;
  flush: () => Promise<void>;
  onAttempt: (next: AttemptState) => void;
};

export function SubmitBar({ attempt, text, flush, onAttempt }: Props) {
  const { t } = useTranslation();
  const action = useAction();
  const { busy, error } = action;
  const [confirming, setConfirming] = useState(false);
  const { used, allowed } = attempt.rounds;
  const left = Math.max(0, allowed - used);
  const empty = text.trim() === '';

  // Whichever way it ends, the confirmation closes (an error shows below the buttons).
  const submit = async (forFeedback: boolean) => {
    await action.run(async () => {
      await flush();
      onAttempt(await api.call('practice.submitVersion', { attemptId: attempt.id, text, forFeedback }));
    });
    setConfirming(false);
  };

  return (
    <div className="draft-submit">
      {allowed === 0 ? (
        <p className="muted draft-rounds">{t('coaching:submit.noFeedback')}</p>
      ) : left === 0 ? (
        <p className="muted draft-rounds" data-testid="draft-rounds-used">
          {t('coaching:submit.noRoundsLeft', { count: allowed })}
        </p>
      ) : (
        <p className="muted draft-rounds">{t('coaching:submit.roundsLeft', { count: left })}</p>
      )}
      <div className="button-row">
        {empty && <span className="muted draft-empty-hint">{t('coaching:submit.emptyHint')}</span>}
        <Button
          tone={left > 0 ? 'secondary' : 'primary'}
          disabled={empty || busy}
          onClick={() => setConfirming(true)}
          testId="draft-submit-final"
        >
          {t('coaching:submit.final')}
        </Button>
        {left > 0 && (
          <Button
            tone="primary"
            disabled={empty || busy}
            onClick={() => void submit(true)}
            testId="draft-submit-feedback"
          >
            {busy
              ? t('coaching:submit.submitting')
              : t('coaching:submit.forFeedback', { round: used + 1, total: allowed })}
          </Button>
        )}
      </div>
      <ErrorText error={error} />
      {confirming && (
        <Modal title={t('coaching:submit.confirmTitle')} onClose={() => setConfirming(false)}>
          <p>{t('coaching:submit.confirmBody')}</p>
          {left > 0 && <p className="muted">{t('coaching:submit.confirmUnused', { count: left })}</p>}
          <ConfirmRow
            onCancel={() => setConfirming(false)}
            onConfirm={() => void submit(false)}
            confirmLabel={busy ? t('coaching:submit.submitting') : t('coaching:submit.confirm')}
            confirmTestId="draft-final-confirm"
            confirmDisabled={busy}
            cancelDisabled={busy}
          />
        </Modal>
      )}
    </div>
  );
}
