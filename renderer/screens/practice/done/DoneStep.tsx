// The end of an attempt: a short summary (versions, spotting F1, critique) with links to My progress
// and back to Practice, and the trainee's work to look back on.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AttemptState } from '../../../../shared/domain/practice';
import { useDateFormat } from '../../library/useDateFormat';
import { StepFrame } from '../attempt/StepFrame';
import { emotionNames } from '../emotions/emotionNames';
import { FinalVersion } from '../reveal/FinalVersion';
import { FinalScores } from './FinalScores';
import { ReleasedFeedbackPanel } from '../../review/ReleasedFeedbackPanel';
import { SpotReview } from '../review/SpotReview';
import { usePercent } from '../review/usePercent';
import { textLangAttrs } from '../../../../shared/i18n/text-language';

type Props = { attempt: AttemptState; focus: boolean };

export function DoneStep({ attempt, focus }: Props) {
  const { t } = useTranslation();
  const percent = usePercent();
  const date = useDateFormat();
  const names = emotionNames(t);
  const steps = attempt.config.steps;
  const submitted = attempt.critique?.submittedAt ?? null;
  const critiqueText = attempt.critique?.text.trim() ?? '';
  const rows: { key: string; term: string; value: string }[] = [];
  if (steps.includes('spot'))
    rows.push({
      key: 'spot',
      term: t('practice:done.spotting'),
      value: attempt.spotScore ? percent(attempt.spotScore.overall.f1) : t('practice:done.notDone'),
    });
  if (steps.includes('emotions'))
    rows.push({
      key: 'emotions',
      term: t('practice:done.emotions'),
      value:
        attempt.emotions.length > 0
          ? attempt.emotions.map((e) => names[e] ?? e).join(t('practice:done.joiner'))
          : t('practice:done.notDone'),
    });
  if (steps.includes('draft'))
    rows.push({
      key: 'versions',
      term: t('practice:done.versions'),
      value: t('practice:done.versionCount', { count: attempt.versions.length }),
    });
  if (steps.includes('critique'))
    rows.push({
      key: 'critique',
      term: t('practice:done.critique'),
      value: submitted ? t('practice:done.critiqueOn', { date: date(submitted) }) : t('practice:done.notDone'),
    });

  return (
    <StepFrame title={t('practice:done.title')} focus={focus} testId="step-done">
      <section className="card pr-done">
        <p className="pr-headline">
          {attempt.completedAt
            ? t('practice:done.completedOn', { date: date(attempt.completedAt) })
            : t('practice:done.intro')}
        </p>
        <dl className="pr-summary" data-testid="done-summary">
          {rows.map((row) => (
            <div key={row.key} data-key={row.key}>
              <dt>{row.term}</dt>
              <dd dir={row.key === 'emotions' ? 'auto' : undefined}>{row.value}</dd>
            </div>
          ))}
        </dl>
        <div className="pr-done-links">
          <Link to="/history" className="button primary" data-testid="done-progress">
            {t('practice:done.progress')}
          </Link>
          <Link to="/practice" className="button secondary" data-testid="done-practice">
            {t('practice:done.back')}
          </Link>
        </div>
      </section>
      <FinalScores scores={attempt.finalScores} />
      <ReleasedFeedbackPanel attemptId={attempt.id} />
      {(attempt.spotScore || attempt.versions.length > 0 || critiqueText !== '') && (
        <h3 className="pr-look-back">{t('practice:done.lookBack')}</h3>
      )}
      {attempt.spotScore && (
        <details className="panel pr-details">
          <summary>{t('practice:done.yourSpotting')}</summary>
          <SpotReview attempt={attempt} score={attempt.spotScore} />
        </details>
      )}
      {attempt.versions.length > 0 && (
        <details className="panel pr-details">
          <summary>{t('practice:done.yourReply')}</summary>
          <FinalVersion attempt={attempt} />
        </details>
      )}
      {critiqueText !== '' && (
        <details className="panel pr-details">
          <summary>{t('practice:done.yourCritique')}</summary>
          <div className="card pr-final-text" {...textLangAttrs(critiqueText)}>
            {critiqueText}
          </div>
        </details>
      )}
    </StepFrame>
  );
}
