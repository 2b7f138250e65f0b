// The trainee's attempts, newest first, each with its versions and scores.
import { useTranslation } from 'react-i18next';
import type { HistoryAttempt } from '../../../shared/domain/practice';
import { newestFirst } from '../../../shared/practice/history-series';
import type { Rubric } from '../../../shared/rubrics/types';
import { AttemptCard } from './AttemptCard';
import type { Labels } from './rubricLabels';
import type { HistoryFormat } from './useHistoryFormat';

type Props = { attempts: HistoryAttempt[]; rubrics: Rubric[]; labels: Labels; format: HistoryFormat };

export function AttemptList({ attempts, rubrics, labels, format }: Props) {
  const { t } = useTranslation();
  return (
    <section className="hist-attempts" aria-labelledby="hist-attempts-title">
      <div className="hist-attempts-head">
        <h2 id="hist-attempts-title">{t('history:attemptsTitle')}</h2>
        <span className="muted">{t('history:attemptCount', { count: attempts.length })}</span>
      </div>
      <ul className="bare-list hist-attempt-list" data-testid="history-attempts">
        {newestFirst(attempts).map((attempt) => (
          <li key={attempt.attemptId}>
            <AttemptCard attempt={attempt} rubrics={rubrics} labels={labels} format={format} />
          </li>
        ))}
      </ul>
    </section>
  );
}
