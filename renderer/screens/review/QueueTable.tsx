// The review queue as a table: trainee and cohort, exercise, scenario, culture, when it was
// completed, this reviewer's status, how many supervisors rated it, and the way in.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ReviewQueueItem } from '../../../shared/domain/review';
import { DataTable } from '../../components/DataTable/DataTable';
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
      <DataTable
        className="table rv-queue"
        busy={busy}
        testId="review-queue"
        caption={t('review:queue.caption')}
        hiddenCaption
        columns={[
          t('review:queue.trainee'),
          t('review:queue.exercise'),
          t('review:queue.scenario'),
          t('review:queue.culture'),
          t('review:queue.completed'),
          t('review:queue.status'),
          t('review:queue.reviewers'),
          <span className="visually-hidden">{t('review:queue.actions')}</span>,
        ]}
      >
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
            <td className="rv-nowrap">{item.completedAt ? date(item.completedAt) : t('review:queue.notCompleted')}</td>
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
      </DataTable>
    </div>
  );
}
