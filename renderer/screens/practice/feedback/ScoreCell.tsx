// One score as the trainee reads it: a number out of 5 (with a small meter) or the chosen option's
// label; "waiting", "no score" (never 0) or "judge unavailable" (calm) when there is none.
import { useTranslation } from 'react-i18next';
import type { ItemJudgement } from '../../../../shared/domain/judging';
import { FIVE_POINT_SCALE, scaleRange } from '../../../../shared/rubrics/scales';
import type { RubricItem } from '../../../../shared/rubrics/types';
import type { RubricLabels } from './rubric-labels';
import { useScoreFormat } from './useScoreFormat';

type Props = {
  item: RubricItem;
  display: 'number' | 'option';
  score: number | null;
  option: string | null;
  /** Why there is no score, when there is none. */
  state: 'waiting' | 'scored' | 'unavailable' | 'missing';
  running: boolean;
  labels: RubricLabels;
  /** Without the meter (per-judge columns beside the panel). */
  compact?: boolean;
};

export function ScoreValue({ item, display, score, option, state, running, labels, compact = false }: Props) {
  const { t } = useTranslation();
  const format = useScoreFormat();
  if (state === 'unavailable') return <span className="fb-unavailable">{t('coaching:feedback.unavailable')}</span>;
  if (state === 'missing')
    return (
      <span className="fb-none" title={t('coaching:feedback.missingHelp')}>
        {t('coaching:feedback.noScore')}
      </span>
    );
  if (state === 'waiting')
    return running ? (
      <span className="fb-waiting">{t('coaching:feedback.waiting')}</span>
    ) : (
      <span className="fb-none">{t('coaching:feedback.noScore')}</span>
    );
  if (display === 'option' && option !== null) return <span className="fb-option">{labels.option(option)}</span>;
  if (score === null) return <span className="fb-none">{t('coaching:feedback.noScore')}</span>;
  const { min, max } = scaleRange(item.scale);
  const share = max > min ? Math.min(1, Math.max(0, (score - min) / (max - min))) : 0;
  return (
    <span className="fb-number">
      <span className="fb-number-text" aria-hidden="true">
        {format(score)}
        <span className="fb-max">/{format(max)}</span>
      </span>
      <span className="visually-hidden">
        {t('coaching:feedback.outOf', { score: format(score), max: format(max) })}
      </span>
      {!compact && (
        <span className="fb-meter" aria-hidden="true">
          <span style={{ inlineSize: `${share * 100}%` }} />
        </span>
      )}
    </span>
  );
}

/** A single judge's judgement in the per-judge columns. */
type JudgeProps = {
  item: RubricItem;
  judgement: ItemJudgement | null;
  running: boolean;
  labels: RubricLabels;
  compact?: boolean;
};

export function JudgeScore({ item, judgement, running, labels, compact = false }: JudgeProps) {
  const state =
    judgement === null
      ? 'waiting'
      : judgement.status === 'ok'
        ? 'scored'
        : judgement.status === 'error'
          ? 'unavailable'
          : 'missing';
  return (
    <ScoreValue
      item={item}
      display={item.scale.id === FIVE_POINT_SCALE.id ? 'number' : 'option'}
      score={judgement?.score ?? null}
      option={judgement?.option ?? null}
      state={state}
      running={running}
      labels={labels}
      compact={compact}
    />
  );
}

type GivenProps = Pick<Props, 'item' | 'score' | 'option' | 'labels'> & { state?: Props['state'] };

/** A score already given (a rating, a kept or final score): compact, read the way its item's scale reads. */
export function GivenScore({ item, score, option, labels, state = 'scored' }: GivenProps) {
  return (
    <ScoreValue
      item={item}
      display={item.scale.id === FIVE_POINT_SCALE.id ? 'number' : 'option'}
      score={score}
      option={option}
      state={state}
      running={false}
      labels={labels}
      compact
    />
  );
}
