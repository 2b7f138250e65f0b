// One judge's score on one item: a number out of 5 with a small meter, or the chosen option's
// label; "no score" (never 0) when the answer could not be read, "judge unavailable" on an error.
import { useTranslation } from 'react-i18next';
import type { TranscriptJudgement } from '../../../../shared/domain/roleplay';
import { rubricText } from '../../../components/rubricText';
import { useScoreFormat } from '../../practice/feedback/useScoreFormat';

const MAX = 5;

export function JudgementScore({ judgement }: { judgement: TranscriptJudgement }) {
  const { t } = useTranslation();
  const r = rubricText(t);
  const format = useScoreFormat();
  if (judgement.status === 'error')
    return <span className="rp-score is-unavailable">{t('roleplay:scores.unavailable')}</span>;
  if (judgement.status === 'missing')
    return (
      <span className="rp-score is-missing" title={t('roleplay:scores.missingHelp')}>
        {t('roleplay:scores.noScore')}
      </span>
    );
  // Named options (yes / somewhat / no, agreement...) show their label; the 1-5 scales their number.
  if (judgement.option !== null && !/^\d+$/.test(judgement.option))
    return <span className="rp-score is-option">{r.option(judgement.option)}</span>;
  if (judgement.score === null) return <span className="rp-score is-missing">{t('roleplay:scores.noScore')}</span>;
  const share = Math.min(1, Math.max(0, (judgement.score - 1) / (MAX - 1)));
  return (
    <span className="rp-score is-number">
      <span aria-hidden="true">
        {format(judgement.score)}
        <span className="rp-score-max">/{format(MAX)}</span>
      </span>
      <span className="visually-hidden">
        {t('roleplay:scores.outOf', { score: format(judgement.score), max: format(MAX) })}
      </span>
      <span className="rp-meter" aria-hidden="true">
        <span style={{ inlineSize: `${share * 100}%` }} />
      </span>
    </span>
  );
}
