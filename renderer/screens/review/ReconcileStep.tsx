// Step 2, reconcile: per rubric item the supervisor's blind rating beside each AI judge's, with the
// judges' rationales; accept a judge's rating or keep one's own. How often each judge agreed is
// summed up first; the trainee's own ratings of the Standard response close the step.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReconcileItem, ReviewState } from '../../../shared/domain/review';
import { findItem, getRubric } from '../../../shared/rubrics/registry';
import { api } from '../../api/client';
import { ErrorText } from '../../components/ErrorText';
import { rubricText } from '../../components/rubricText';
import { useAction } from '../../components/useAction';
import { rubricLabels } from '../practice/feedback/rubric-labels';
import { agreement } from './agreement';
import { ReconcileItemRow } from './ReconcileItemRow';
import { ScoreFinalVersion } from './ScoreFinalVersion';
import { TraineeCritiqueRatings } from './TraineeCritiqueRatings';
import { CardSection } from '../../components/CardSection';
import { CheckToggle } from '../../components/CheckToggle';
import { ReviewStepFrame } from './ReviewStepFrame';
import { Button } from '../../components/Button';

type Props = { state: ReviewState; onState: (next: ReviewState) => void; onNext: () => void };

/** The judges in the order they first appear, with how many items they agreed on out of those both rated. */
function judgeSummary(rows: readonly ReconcileItem[]) {
  const byJudge = new Map<string, { label: string; same: number; compared: number }>();
  for (const row of rows) {
    const rubric = getRubric(row.rubricId);
    const item = rubric && findItem(rubric, row.item);
    if (!item) continue;
    for (const judge of row.judges) {
      const entry = byJudge.get(judge.judgeId) ?? { label: judge.judgeLabel, same: 0, compared: 0 };
      const verdict = agreement(item, row.supervisor, judge);
      if (verdict !== 'none') entry.compared++;
      if (verdict === 'same') entry.same++;
      byJudge.set(judge.judgeId, entry);
    }
  }
  return [...byJudge.entries()].map(([id, v]) => ({ id, ...v }));
}

export function ReconcileStep({ state, onState, onNext }: Props) {
  const { t } = useTranslation();
  const text = rubricText(t);
  const labels = rubricLabels(t);
  const action = useAction();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [onlyDiffering, setOnlyDiffering] = useState(false);
  const rows = state.reconcile ?? [];
  const summary = judgeSummary(rows);
  const decided = rows.filter((r) => r.final !== null).length;
  const missing = rows.filter((r) => r.judges.some((j) => j.status !== 'ok')).length;
  const differs = (row: ReconcileItem) => {
    const rubric = getRubric(row.rubricId);
    const item = rubric && findItem(rubric, row.item);
    return !!item && row.judges.some((judge) => agreement(item, row.supervisor, judge) === 'differs');
  };
  const shownRows = onlyDiffering ? rows.filter(differs) : rows;
  const rubricIds = [...new Set(shownRows.map((r) => r.rubricId))];

  const decide = (row: ReconcileItem, decision: { accept: string } | { override: string }) => {
    const key = `${row.rubricId}:${row.item}`;
    setBusyKey(key);
    void action
      .run(async () => {
        onState(
          await api.call('review.reconcile', {
            attemptId: state.attemptId,
            rubricId: row.rubricId as 'rubric-a' | 'rubric-b',
            item: row.item,
            decision,
          }),
        );
      })
      .finally(() => setBusyKey(null));
  };

  return (
    <ReviewStepFrame name="reconcile" title={t('review:reconcile.title')} intro={t('review:reconcile.intro')}>
      {state.reconcile === null ? (
        <p className="note rv-note">{t('review:reconcile.locked')}</p>
      ) : (
        <>
          <div className="card rv-rec-summary" data-testid="reconcile-summary">
            {summary.length === 0 ? (
              <>
                <p className="muted">{t('review:reconcile.noJudgesAtAll')}</p>
                <ScoreFinalVersion state={state} onState={onState} />
              </>
            ) : (
              <ul>
                {summary.map((s) => (
                  <li key={s.id}>
                    <bdi className="rv-rec-judge-name">{s.label}</bdi>{' '}
                    {t('review:reconcile.agreedOn', { same: s.same, count: s.compared })}
                  </li>
                ))}
              </ul>
            )}
            {summary.length > 0 && missing > 0 && (
              <>
                <p className="muted pr-small">{t('scores:missingItems', { count: missing })}</p>
                <ScoreFinalVersion state={state} onState={onState} rescoreMissing />
              </>
            )}
            <p className="muted pr-small" data-testid="reconcile-decided">
              {t('review:reconcile.decided', { decided, count: rows.length })}
            </p>
            {summary.length > 0 && (
              <CheckToggle
                className="rv-toggle"
                checked={onlyDiffering}
                onChange={setOnlyDiffering}
                testId="reconcile-only-differs"
              >
                {t('review:reconcile.onlyDiffering', { count: rows.filter(differs).length })}
              </CheckToggle>
            )}
          </div>
          <ErrorText error={action.error} />
          {rubricIds.map((rubricId) => {
            const rubric = getRubric(rubricId);
            if (!rubric) return null;
            return (
              <CardSection
                key={rubricId}
                className="rv-rec-rubric"
                titleId={`rv-rec-${rubricId}`}
                title={text.rubric(rubricId)}
                testId={`reconcile-rubric-${rubricId}`}
              >
                {shownRows
                  .filter((r) => r.rubricId === rubricId)
                  .map((row) => {
                    const item = findItem(rubric, row.item);
                    if (!item) return null;
                    return (
                      <ReconcileItemRow
                        key={row.item}
                        row={row}
                        item={item}
                        labels={labels}
                        busy={busyKey !== null}
                        onDecide={(d) => decide(row, d)}
                      />
                    );
                  })}
              </CardSection>
            );
          })}
          {state.critique && <TraineeCritiqueRatings state={state} labels={labels} />}
          <div className="pr-step-actions">
            <Button tone="primary" onClick={onNext} testId="reconcile-next">
              {t('review:reconcile.next')}
            </Button>
          </div>
        </>
      )}
    </ReviewStepFrame>
  );
}
