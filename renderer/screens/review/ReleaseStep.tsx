// Step 4, release: what the trainee will see (final ratings, comments, the overall comment), then
// "Release feedback to the trainee" after a confirmation; released feedback can be withdrawn.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewState } from '../../../shared/domain/review';
import { api } from '../../api/client';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { useDateFormat } from '../library/useDateFormat';
import { useAction } from '../practice/attempt/useAction';
import { ConfirmRow } from '../../components/ConfirmRow/ConfirmRow';

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
  const action = useAction();
  const released = state.releasedAt !== null;

  const run = (value: boolean) =>
    void action.run(async () => {
      onState(await api.call('review.release', { attemptId: state.attemptId, released: value }));
      setConfirming(null);
    });

  return (
    <section className="rv-step-body" aria-labelledby="rv-release-title" data-testid="review-release">
      <div className="rv-step-head">
        <h2 id="rv-release-title">{t('review:release.title')}</h2>
        <p className="muted">{t('review:release.intro')}</p>
      </div>
      <div className={`card rv-release${released ? ' is-released' : ''}`}>
        {released ? (
          <p className="rv-release-state" data-testid="release-state">
            {t('review:release.releasedOn', { name: state.trainee.name, date: date(state.releasedAt!) })}
          </p>
        ) : (
          <h3 className="pr-card-title">{t('review:release.willSee', { name: state.trainee.name })}</h3>
        )}
        <Summary state={state} />
        <ErrorText error={confirming === null ? action.error : null} />
        <div className="button-row rv-release-actions">
          {released ? (
            <button
              type="button"
              className="button secondary"
              onClick={() => setConfirming('withdraw')}
              disabled={action.busy}
              data-testid="release-withdraw"
            >
              {t('review:release.withdraw')}
            </button>
          ) : (
            <button
              type="button"
              className="button primary"
              onClick={() => setConfirming('release')}
              disabled={action.busy || state.status === 'awaiting'}
              data-testid="release-open"
            >
              {t('review:release.release')}
            </button>
          )}
        </div>
      </div>
      {confirming === 'release' && (
        <Modal title={t('review:release.confirmTitle')} onClose={() => setConfirming(null)}>
          <p>{t('review:release.confirmBody', { name: state.trainee.name })}</p>
          <Summary state={state} />
          <ErrorText error={action.error} />
          <ConfirmRow
            onCancel={() => setConfirming(null)}
            onConfirm={() => run(true)}
            confirmLabel={t('review:release.confirm')}
            confirmTestId="release-confirm"
            confirmDisabled={action.busy}
            cancelDisabled={action.busy}
          />
        </Modal>
      )}
      {confirming === 'withdraw' && (
        <Modal title={t('review:release.withdrawTitle')} onClose={() => setConfirming(null)}>
          <p>{t('review:release.withdrawBody', { name: state.trainee.name })}</p>
          <ErrorText error={action.error} />
          <ConfirmRow
            onCancel={() => setConfirming(null)}
            onConfirm={() => run(false)}
            confirmLabel={t('review:release.withdrawConfirm')}
            confirmTestId="withdraw-confirm"
            tone="danger"
            confirmDisabled={action.busy}
            cancelDisabled={action.busy}
          />
        </Modal>
      )}
    </section>
  );
}
