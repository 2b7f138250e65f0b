// One exercise in the list: title, scenarios and cultures, steps as chips, feedback rounds, who it
// is assigned to, attempts started, last change; instructors get Edit, Duplicate and Archive.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Exercise } from '../../../shared/domain/practice';
import { useDateFormat } from '../library/useDateFormat';
import { stepLabels } from './stepLabels';
import { Button } from '../../components/Button';

type Props = {
  exercise: Exercise;
  cultureName: (id: string) => string;
  canEdit: boolean;
  busy: boolean;
  onDuplicate: () => void;
  onArchive: (archived: boolean) => void;
};

export function ExerciseCard({ exercise: ex, cultureName, canEdit, busy, onDuplicate, onArchive }: Props) {
  const { t, i18n } = useTranslation();
  const formatDate = useDateFormat();
  const labels = stepLabels(t);
  const titleId = useId();
  const list = (items: string[]) => new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(items);
  const cultures = [...new Set(ex.scenarios.map((s) => s.cultureId))].map(cultureName);
  const assigned = [
    ex.assignees.profileIds.length > 0 && t('exercises:list.trainees', { count: ex.assignees.profileIds.length }),
    ex.assignees.cohorts.length > 0 && t('exercises:list.cohorts', { count: ex.assignees.cohorts.length }),
  ].filter((part): part is string => typeof part === 'string');
  const drafting = ex.steps.includes('draft');

  return (
    <li
      className={`ex-card${ex.archived ? ' is-archived' : ''}`}
      aria-labelledby={titleId}
      data-testid="exercise-card"
      data-title={ex.title}
    >
      <div className="ex-card-main">
        <div className="ex-card-head">
          <h2 id={titleId} className="ex-card-title" dir="auto">
            {ex.title}
          </h2>
          {ex.archived && (
            <span className="badge ex-archived-badge" data-testid="exercise-archived-badge">
              {t('exercises:list.archived')}
            </span>
          )}
          {!ex.aiScoresVisible && (
            <span className="badge ex-supervisor-badge">{t('exercises:list.scoresForSupervisor')}</span>
          )}
        </div>
        <p className="ex-card-meta">
          <span data-testid="exercise-scenario-count">
            {t('exercises:list.scenarios', { count: ex.scenarios.length })}
          </span>
          {cultures.length > 0 && <span dir="auto">{list(cultures)}</span>}
          <span>{t('exercises:list.updated', { date: formatDate(ex.updatedAt) })}</span>
        </p>
        <ul className="bare-list ex-card-steps" aria-label={t('exercises:list.stepsLabel')}>
          {ex.steps.map((step) => (
            <li key={step} className="ex-tag">
              {labels[step].label}
            </li>
          ))}
          {drafting && (
            <li className="ex-tag ex-tag-rounds">{t('exercises:list.rounds', { count: ex.feedbackRounds })}</li>
          )}
        </ul>
        <p className="ex-card-facts">
          <span className={assigned.length === 0 ? 'ex-unassigned' : undefined} data-testid="exercise-assigned">
            {assigned.length === 0
              ? t('exercises:list.notAssigned')
              : t('exercises:list.assignedTo', { who: list(assigned) })}
          </span>
          <span data-testid="exercise-attempts">{t('exercises:list.attempts', { count: ex.attemptCount })}</span>
        </p>
      </div>
      <div className="ex-card-actions">
        <Link to={`/exercises/${ex.id}/edit`} className="button secondary small" data-testid="exercise-edit">
          {canEdit ? t('exercises:list.edit') : t('exercises:list.view')}
        </Link>
        {canEdit && (
          <>
            <Button small disabled={busy} onClick={onDuplicate} testId="exercise-duplicate">
              {t('exercises:list.duplicate')}
            </Button>
            <Button small disabled={busy} onClick={() => onArchive(!ex.archived)} testId="exercise-archive">
              {ex.archived ? t('exercises:list.unarchive') : t('exercises:list.archive')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
