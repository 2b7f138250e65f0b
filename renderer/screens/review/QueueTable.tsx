// The review queue as a table: trainee and cohort, exercise, scenario, culture, when it was
// completed, this reviewer's status, how many supervisors rated it, and the way in.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ReviewQueueItem } from '../../../shared/domain/review';
import { useDateFormat } from '../library/useDateFormat';
import { ReviewStatusBadge } from './ReviewStatusBadge';

type Props = { items: ReviewQueueItem[]; cultureName: (id: string, fallback: string) => string; busy: boolean };

export function QueueTable({ items, cultureName, busy }: Props) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const action = (item: ReviewQueueItem) =>
    item.status === 'awaiting'
      ? t('review:queue.rate')
      : item.status === 'blind_done'
        ? t('review:queue.continue')
        : t('review:queue.view');
  return (
    <div className="card rv-queue-card table-scroll">
      <table className="table rv-queue" aria-busy={busy} data-testid="review-queue">
        <caption className="visually-hidden">{t('review:queue.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('review:queue.trainee')}</th>
            <th scope="col">{t('review:queue.exercise')}</th>
            <th scope="col">{t('review:queue.scenario')}</th>
            <th scope="col">{t('review:queue.culture')}</th>
            <th scope="col">{t('review:queue.completed')}</th>
            <th scope="col">{t('review:queue.status')}</th>
            <th scope="col">{t('review:queue.reviewers')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('review:queue.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.attemptId} data-testid={`queue-row-${item.attemptId}`} data-status={item.status}>
              <td>
                <span className="rv-name" dir="auto">
                  {item.trainee.name}
                </span>
                {item.trainee.cohort && (
                  <span className="rv-sub muted" dir="auto">
                    {item.trainee.cohort}
                  </span>
                )}
              </td>
              <td dir="auto">{item.exercise.title}</td>
              <td>
                <span dir="auto">{item.scenario.title}</span>
                <span className="rv-sub rv-dotted muted">
                  <span>{t('review:queue.versions', { count: item.versions })}</span>
                  {item.hasCritique && <span>{t('review:queue.withCritique')}</span>}
                </span>
              </td>
              <td>
                <span className="badge rv-culture">
                  {cultureName(item.scenario.cultureId, item.scenario.cultureName)}
                </span>
              </td>
              <td className="rv-nowrap">
                {item.completedAt ? date(item.completedAt) : t('review:queue.notCompleted')}
              </td>
              <td>
                <ReviewStatusBadge status={item.status} />
              </td>
              <td className="rv-count" data-testid="queue-reviewers">
                {t('review:queue.reviewerCount', { count: item.reviewers })}
              </td>
              <td className="rv-row-action">
                <Link
                  className={`button small ${item.status === 'awaiting' ? 'primary' : 'secondary'}`}
                  to={`/review/${item.attemptId}`}
                  data-testid={`queue-open-${item.attemptId}`}
                >
                  {action(item)}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
