// The review queue as a table: trainee and cohort, exercise, scenario, culture, when it was
// completed, this reviewer's status, how many supervisors rated it, and the way in.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ReviewQueueItem } from '../../../shared/domain/review';
import { RowTable } from '../../components/DataTable/RowTable';
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
    <RowTable
      wrap="card rv-queue-card table-scroll"
      className="table rv-queue"
      busy={busy}
      testId="review-queue"
      caption={t('review:queue.caption')}
      hiddenCaption
      rows={items}
      rowKey={(item) => item.attemptId}
      rowAttributes={(item) => ({ 'data-testid': `queue-row-${item.attemptId}`, 'data-status': item.status })}
      columns={[
        {
          head: t('review:queue.trainee'),
          cell: (item) => (
            <>
              <span className="rv-name" dir="auto">
                {item.trainee.name}
              </span>
              {item.trainee.cohort && (
                <span className="rv-sub muted" dir="auto">
                  {item.trainee.cohort}
                </span>
              )}
            </>
          ),
        },
        { head: t('review:queue.exercise'), cell: (item) => item.exercise.title, dir: 'auto' },
        {
          head: t('review:queue.scenario'),
          cell: (item) => (
            <>
              <span dir="auto">{item.scenario.title}</span>
              <span className="rv-sub rv-dotted muted">
                <span>{t('review:queue.versions', { count: item.versions })}</span>
                {item.hasCritique && <span>{t('review:queue.withCritique')}</span>}
              </span>
            </>
          ),
        },
        {
          head: t('review:queue.culture'),
          cell: (item) => (
            <span className="badge rv-culture">{cultureName(item.scenario.cultureId, item.scenario.cultureName)}</span>
          ),
        },
        {
          head: t('review:queue.completed'),
          cell: (item) => (item.completedAt ? date(item.completedAt) : t('review:queue.notCompleted')),
          className: 'rv-nowrap',
        },
        { head: t('review:queue.status'), cell: (item) => <ReviewStatusBadge status={item.status} /> },
        {
          head: t('review:queue.reviewers'),
          cell: (item) => t('review:queue.reviewerCount', { count: item.reviewers }),
          className: 'rv-count',
          testId: 'queue-reviewers',
        },
        {
          head: t('review:queue.actions'),
          hiddenHead: true,
          cell: (item) => (
            <Link
              className={`button small ${item.status === 'awaiting' ? 'primary' : 'secondary'}`}
              to={`/review/${item.attemptId}`}
              data-testid={`queue-open-${item.attemptId}`}
            >
              {action(item)}
            </Link>
          ),
          className: 'rv-row-action',
        },
      ]}
    />
  );
}
