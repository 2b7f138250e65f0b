// The review queue (/review): submitted attempts for supervisors and instructors, filterable by
// cohort, trainee, exercise, culture and status, each opening the blind-first review. Trainees are
// pointed to their own progress; signed-out visitors go home.
import '../../styles/practice.css';
import '../../styles/review.css';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../app/session-context';
import { ErrorText } from '../../components/ErrorText';
import { cultureNamer } from '../library/cultureNames';
import { QueueFilters } from './QueueFilters';
import { QueueTable } from './QueueTable';
import { SupervisionNav } from './SupervisionNav';
import { OnlyFor } from '../../components/RolePage';
import { useClassOptions } from '../dashboard/useClassOptions';
import { useQueue, useQueueFilter } from './useQueue';
import { Button } from '../../components/Button';
import { StatusText } from '../../components/StatusText';

function Queue() {
  const { t } = useTranslation();
  const { filter, set, clear, active } = useQueueFilter();
  const { items, error, loading } = useQueue(filter);
  const { options, error: optionsError } = useClassOptions();
  const namer = cultureNamer(t, options?.cultures ?? []);
  const cultureName = (id: string, fallback: string) => {
    const name = namer(id);
    return name === id ? fallback : name;
  };

  return (
    <div className="rv-page" data-testid="review-queue-screen">
      <SupervisionNav current="review" />
      <header className="rv-header">
        <h1>{t('review:queue.title')}</h1>
        <p className="muted rv-lead">{t('review:queue.lead')}</p>
      </header>
      <QueueFilters
        filter={filter}
        options={options}
        cultureName={(id) => namer(id)}
        active={active}
        onFilter={set}
        onClear={clear}
      />
      <ErrorText error={error ?? optionsError} />
      {items === null ? (
        !error && <StatusText>{t('review:queue.loading')}</StatusText>
      ) : (
        <>
          <p className="rv-count-line" aria-live="polite" data-testid="queue-count">
            {t('review:queue.count', { count: items.length })}
          </p>
          {items.length === 0 ? (
            <section className="card rv-empty" data-testid="queue-empty">
              <h2>{active ? t('review:queue.emptyFilteredTitle') : t('review:queue.emptyTitle')}</h2>
              <p className="muted">{active ? t('review:queue.emptyFilteredBody') : t('review:queue.emptyBody')}</p>
              {active && <Button onClick={clear}>{t('review:queue.clearFilters')}</Button>}
            </section>
          ) : (
            <QueueTable items={items} cultureName={cultureName} busy={loading} />
          )}
        </>
      )}
    </div>
  );
}

export function ReviewQueueScreen() {
  const { profile } = useSession();
  if (!profile) return <Navigate to="/" replace />;
  if (profile.role === 'trainee') return <OnlyFor screen="review" />;
  return <Queue />;
}
