// One rubric item in the reconcile view: the supervisor's blind rating beside each judge's score
// or option with its rationale folded away, whether they agree, "Accept" per judge and "Keep mine",
// and the rating that will be released.
import { useTranslation } from 'react-i18next';
import type { ReconcileItem } from '../../../shared/domain/review';
import type { RubricItem } from '../../../shared/rubrics/types';
import { rubricText } from '../../components/rubricText';
import type { RubricLabels } from '../practice/feedback/rubric-labels';
import { GivenScore } from '../practice/feedback/ScoreCell';
import { agreement, isAccepted, isKept, judgeCode } from './agreement';
import { named } from '../../components/RubricRating';

type Decision = { accept: string } | { override: string };
type Props = {
  row: ReconcileItem;
  item: RubricItem;
  labels: RubricLabels;
  busy: boolean;
  onDecide: (decision: Decision) => void;
};

export function ReconcileItemRow({ row, item, labels, busy, onDecide }: Props) {
  const { t } = useTranslation();
  const text = rubricText(t);
  const name = named(text.item(item.id), item.id, item.name);
  const mine = row.supervisor.option;
  const final = row.final;
  const finalSource = !final
    ? t('review:reconcile.noFinal')
    : final.source === 'supervisor'
      ? t('review:reconcile.finalMine')
      : t('review:reconcile.finalJudge', {
          judge: row.judges.find((j) => j.judgeId === final.judgeId)?.judgeLabel ?? final.judgeId ?? '',
        });

  return (
    <article className="rv-rec-item" data-testid={`reconcile-${row.rubricId}-${row.item}`} aria-label={name}>
      <h4 className="rv-rec-name">{name}</h4>
      <div className="rv-rec-grid">
        <div className="rv-rec-mine">
          <span className="rv-rec-label">{t('review:reconcile.yours')}</span>
          <div className="rv-rec-mine-line">
            <span className="rv-rec-value" data-testid="reconcile-mine">
              {mine === null ? (
                <span className="muted">{t('review:reconcile.notRated')}</span>
              ) : (
                <GivenScore item={item} score={row.supervisor.score} option={mine} labels={labels} />
              )}
            </span>
            {mine !== null && (
              <button
                type="button"
                className={`button small secondary rv-choice${isKept(row) ? ' is-on' : ''}`}
                aria-pressed={isKept(row)}
                disabled={busy}
                onClick={() => onDecide({ override: mine })}
                data-testid="reconcile-keep"
              >
                {t('review:reconcile.keep')}
              </button>
            )}
          </div>
        </div>
        <ul className="rv-rec-judges">
          {row.judges.length === 0 && <li className="muted">{t('review:reconcile.noJudges')}</li>}
          {row.judges.map((judge) => {
            const agree = agreement(item, row.supervisor, judge);
            const state = judge.status === 'ok' ? 'scored' : judge.status === 'error' ? 'unavailable' : 'missing';
            const accepted = isAccepted(row, judge.judgeId);
            return (
              <li
                key={judge.judgeId}
                className={`rv-rec-judge${accepted ? ' is-accepted' : ''}`}
                data-testid={`reconcile-judge-${judge.judgeId}`}
                data-agreement={agree}
              >
                <div className="rv-rec-judge-line">
                  <bdi className="rv-rec-judge-name">{judge.judgeLabel}</bdi>
                  <span className="rv-rec-value">
                    <GivenScore
                      item={item}
                      score={judge.score}
                      option={judgeCode(item, judge) ?? judge.option}
                      labels={labels}
                      state={state}
                    />
                  </span>
                  {agree !== 'none' && (
                    <span className={`badge rv-agree is-${agree}`} data-testid="reconcile-agreement">
                      {agree === 'same' ? t('review:reconcile.same') : t('review:reconcile.differs')}
                    </span>
                  )}
                  {judgeCode(item, judge) !== null && (
                    <button
                      type="button"
                      className={`button small secondary rv-choice${accepted ? ' is-on' : ''}`}
                      aria-pressed={accepted}
                      disabled={busy}
                      onClick={() => onDecide({ accept: judge.judgeId })}
                      data-testid="reconcile-accept"
                    >
                      {t('review:reconcile.accept', { judge: judge.judgeLabel })}
                    </button>
                  )}
                </div>
                {judge.rationale && (
                  <details className="rv-rationale">
                    <summary>{t('review:reconcile.why')}</summary>
                    <p dir="auto" data-testid="reconcile-rationale">
                      {judge.rationale}
                    </p>
                  </details>
                )}
              </li>
            );
          })}
        </ul>
        <div
          className={`rv-rec-final${final ? '' : ' is-open'}`}
          data-testid="reconcile-final"
          data-source={final?.source ?? 'none'}
        >
          <span className="rv-rec-label">{t('review:reconcile.final')}</span>
          {final ? (
            <span className="rv-rec-value">
              <GivenScore item={item} score={final.score} option={final.option} labels={labels} />
            </span>
          ) : null}
          <span className="muted pr-small">{finalSource}</span>
        </div>
      </div>
    </article>
  );
}
