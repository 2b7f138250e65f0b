// One attempt in the history: exercise, scenario, culture, status, spotting F1, its versions with
// their scores, and a link to continue or open it.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HistoryAttempt } from '../../../shared/domain/practice';
import type { Rubric } from '../../../shared/rubrics/types';
import type { Labels } from './rubricLabels';
import { ReleasedFeedbackPanel } from '../review/ReleasedFeedbackPanel';
import { StatusBadge } from './StatusBadge';
import type { HistoryFormat } from './useHistoryFormat';
import { VersionScores } from './VersionScores';
import { textLangAttrs } from '../../../shared/i18n/text-language';

type Props = { attempt: HistoryAttempt; rubrics: Rubric[]; labels: Labels; format: HistoryFormat };

export function AttemptCard({ attempt, rubrics, labels, format }: Props) {
  const { t } = useTranslation();
  const titleId = `hist-attempt-${attempt.attemptId}`;
  return (
    <article
      className={`panel raised hist-attempt is-${attempt.status}`}
      aria-labelledby={titleId}
      data-testid={`history-attempt-${attempt.attemptId}`}
    >
      <header className="hist-attempt-head">
        <div className="hist-attempt-titles">
          <h3 id={titleId} dir="auto">
            {attempt.exerciseTitle}
          </h3>
          <p className="hist-attempt-meta">
            <span {...textLangAttrs(attempt.scenarioTitle)}>{attempt.scenarioTitle}</span>
            <span className="badge hist-culture">{labels.culture(attempt.cultureId, attempt.cultureName)}</span>
            <StatusBadge status={attempt.status} />
          </p>
          <p className="hist-attempt-facts muted">
            <span>{t('history:started', { date: format.dateTime(attempt.startedAt) })}</span>
            {attempt.spotF1 !== null && <span>{t('history:spotF1', { value: format.percent(attempt.spotF1) })}</span>}
          </p>
        </div>
        <Link
          className="button secondary small"
          to={`/practice/${attempt.attemptId}`}
          data-testid={`history-open-${attempt.attemptId}`}
        >
          {attempt.status === 'in_progress' ? t('history:continue') : t('history:open')}
        </Link>
      </header>
      {attempt.versions.length > 0 ? (
        <VersionScores attempt={attempt} rubrics={rubrics} labels={labels} format={format} />
      ) : attempt.status === 'skipped' ? (
        <p className="muted hist-no-versions">{t('history:skippedNoVersions')}</p>
      ) : (
        // An attempt that only spotted signals shows its F1 above; otherwise say no version exists yet.
        attempt.spotF1 === null && <p className="muted hist-no-versions">{t('history:noVersions')}</p>
      )}
      <ReleasedFeedbackPanel attemptId={attempt.attemptId} />
    </article>
  );
}
