// A rubric's aggregates (Rubric A: Emo., Cult., All) as small tiles: the mean over the judges that
// produced one, each judge's value listed when there are several; missing shown as "no score".
import { useTranslation } from 'react-i18next';
import type { ScoreResult } from '../../../../shared/domain/judging';
import { meanOfPresent } from '../../../../shared/rubrics/aggregate';
import type { Rubric } from '../../../../shared/rubrics/types';
import type { RubricLabels } from './rubric-labels';
import { useScoreFormat } from './useScoreFormat';

type Props = { rubric: Rubric; result: ScoreResult; judgeLabel: (judgeId: string) => string; labels: RubricLabels };

export function Aggregates({ rubric, result, judgeLabel, labels }: Props) {
  const { t } = useTranslation();
  const format = useScoreFormat();
  const judges = Object.keys(result.aggregates);
  return (
    <dl className="fb-aggregates" data-testid={`feedback-aggregates-${rubric.id}`}>
      {rubric.aggregates.map((a) => {
        const values = judges.map((j) => result.aggregates[j]?.[a.id] ?? null);
        const value = meanOfPresent(values);
        const help = labels.aggregateHelp(a.id);
        return (
          <div key={a.id} className="fb-aggregate" data-aggregate={a.id}>
            <dt title={help ?? undefined}>{labels.aggregate(a.id, a.name)}</dt>
            <dd>
              {value === null ? (
                <span className="fb-none">{t('coaching:feedback.noScore')}</span>
              ) : (
                <span className="fb-aggregate-value">{format(value)}</span>
              )}
              {help && <span className="fb-aggregate-help">{help}</span>}
              {judges.length > 1 && (
                <span className="fb-aggregate-judges muted">
                  {judges.map((j, i) => (
                    <span key={j}>
                      {i > 0 && t('scenario:annotation.joiner')}
                      <bdi>{judgeLabel(j)}</bdi>
                      {t('scenario:annotation.separator')}
                      {values[i] === null ? t('coaching:feedback.noScore') : format(values[i]!)}
                    </span>
                  ))}
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
