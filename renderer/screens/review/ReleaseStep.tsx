// Step 4, release: what the trainee will see (final ratings, comments, the overall comment), then
// "Release feedback to the trainee" after a confirmation; released feedback can be withdrawn.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewState } from '../../../shared/domain/review';
import { api } from '../../api/client';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { useDateFormat } from '../library/useDateFormat';
import { ReviewStepFrame } from './ReviewStepFrame';

type Props = { state: ReviewState; onState: (next: ReviewState) => void };

function Summary({ state }: { state: ReviewState }) {
  const { t } = useTranslation();
  const rows = state.reconcile ?? [];
  const decided = rows.filter((r) => r.final !== null).length;
  const onReply = state.comments.filter((c) => c.target === 'reply').length;
  const onCritique = state.comments.filter((c) => c.target === 'critique').length;
  const overall = state.overallComment.trim();
  return (
    <ul className="rv-release-list" data-testid="release-summary">
      <li>{t('review:release.ratings', { count: decided })}</li>
      {decided < rows.length && (
        <li className="rv-release-warn">{t('review:release.undecided', { count: rows.length - decided })}</li>
      )}
      <li>{t('review:release.replyComments', { count: onReply })}</li>
      {state.critique && <li>{t('review:release.critiqueComments', { count: onCritique })}</li>}
      <li>{overall ? t('review:release.overall') : t('review:release.noOverall')}</li>
      <li className="muted">{t('review:release.notShown')}</li>
    </ul>
  );
}

export function ReleaseStep({ state, onState }: Props) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const [confirming, setConfirming] = useState<'release' | 'withdraw' | null>(null);
  const released = state.releasedAt !== null;
  const release = (value: boolean) => async () => {
    onState(await api.call('review.release', { attemptId: state.attemptId, released: value }));
    setConfirming(null);
  };

  // Releasing shows what the trainee will see; withdrawing only asks.
  const name = state.trainee.name;
  const dialogs = {
    release: {
      title: t('review:release.confirmTitle'),
      body: t('review:release.confirmBody', { name }),
      confirm: t('review:release.confirm'),
      tone: 'primary',
    },
    withdraw: {
      title: t('review:release.withdrawTitle'),
      body: t('review:release.withdrawBody', { name }),
      confirm: t('review:release.withdrawConfirm'),
      tone: 'danger',
    },
  } as const;
  const dialog = confirming ? dialogs[confirming] : null;

  return (
    <ReviewStepFrame name="release" title={t('review:release.title')} intro={t('review:release.intro')}>
      <div className={`card rv-release${released ? ' is-released' : ''}`}>
        {released ? (
          <p className="rv-release-state" data-testid="release-state">
            {t('review:release.releasedOn', { name: state.trainee.name, date: date(state.releasedAt!) })}
          </p>
        ) : (
          <h3 className="pr-card-title">{t('review:release.willSee', { name: state.trainee.name })}</h3>
        )}
        <Summary state={state} />
        <div className="button-row rv-release-actions">
          {released ? (
            <Button onClick={() => setConfirming('withdraw')} testId="release-withdraw">
              {t('review:release.withdraw')}
            </Button>
          ) : (
            <Button
              tone="primary"
              onClick={() => setConfirming('release')}
              disabled={state.status === 'awaiting'}
              testId="release-open"
            >
              {t('review:release.release')}
            </Button>
          )}
        </div>
      </div>
      {dialog && confirming && (
        <ConfirmDialog
          title={dialog.title}
          onClose={() => setConfirming(null)}
          action={release(confirming === 'release')}
          confirmLabel={dialog.confirm}
          confirmTestId={`${confirming}-confirm`}
          tone={dialog.tone}
          lockWhileBusy
        >
          <p>{dialog.body}</p>
          {confirming === 'release' && <Summary state={state} />}
        </ConfirmDialog>
      )}
    </ReviewStepFrame>
  );
}
