// What comes after the feedback: revise (a new version; rounds left are shown, and once they are
// used up a revision can only be submitted as final) or keep this version as the final one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { practiceStageTargets, type AttemptState } from '../../../../shared/domain/practice';
import { stageAfterDrafting } from '../../../../shared/practice/stages';
import { api } from '../../../api/client';
import { ErrorText } from '../../../components/ErrorText';
import { Modal } from '../../../components/Modal';
import { ConfirmRow } from '../../../components/ConfirmRow/ConfirmRow';
import { useAction } from '../../../components/useAction';
import { Button } from '../../../components/Button';

type Target = (typeof practiceStageTargets)[number];
const isTarget = (stage: string): stage is Target => (practiceStageTargets as readonly string[]).includes(stage);

export function FeedbackActions({
  attempt,
  onAttempt,
}: {
  attempt: AttemptState;
  onAttempt: (next: AttemptState) => void;
}) {
  const { t } = useTranslation();
  const action = useAction();
  const { busy, error } = action;
  const [confirming, setConfirming] = useState(false);
  const left = Math.max(0, attempt.rounds.allowed - attempt.rounds.used);
  const next = stageAfterDrafting(attempt.config);
  const after: Target = isTarget(next) ? next : 'done';

  // Whichever way it ends, the confirmation closes (an error shows below the buttons).
  const advance = async (to: Target) => {
    await action.run(async () => onAttempt(await api.call('practice.advance', { attemptId: attempt.id, to })));
    setConfirming(false);
  };

  return (
    <section className="card fb-actions" aria-labelledby="fb-next-title" data-testid="feedback-actions">
      <h2 id="fb-next-title">{t('coaching:next.title')}</h2>
      <p data-testid="feedback-rounds">
        {left > 0 ? t('coaching:next.roundsLeft', { count: left }) : t('coaching:next.noRoundsLeft')}
      </p>
      <div className="button-row">
        <Button disabled={busy} onClick={() => setConfirming(true)} testId="feedback-keep">
          {t('coaching:next.keep')}
        </Button>
        <Button tone="primary" disabled={busy} onClick={() => void advance('draft')} testId="feedback-revise">
          {t('coaching:next.revise')}
        </Button>
      </div>
      <ErrorText error={error} />
      {confirming && (
        <Modal title={t('coaching:next.confirmTitle')} onClose={() => setConfirming(false)}>
          <p>{t('coaching:next.confirmBody')}</p>
          <ConfirmRow
            onCancel={() => setConfirming(false)}
            onConfirm={() => void advance(after)}
            confirmLabel={t('coaching:next.confirm')}
            confirmTestId="feedback-keep-confirm"
            confirmDisabled={busy}
            cancelDisabled={busy}
          />
        </Modal>
      )}
    </section>
  );
}
