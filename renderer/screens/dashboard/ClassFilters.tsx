// The cohort and exercise filters of the class dashboard and the exports ("all" when none is chosen).
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassOptions } from './useClassOptions';

export type ClassFilter = { cohort: string; exerciseId: number | null };

type Props = {
  options: ClassOptions | null;
  value: ClassFilter;
  onChange: (next: ClassFilter) => void;
  testIdPrefix: string;
  /** Extra fields after the two filters (e.g. the trainee for a trainee report). */
  children?: ReactNode;
  /** The exercise filter may not be cleared (e.g. an exercise report needs one). */
  exerciseRequired?: boolean;
  disabled?: boolean;
};

export function ClassFilters({
  options,
  value,
  onChange,
  testIdPrefix,
  children,
  exerciseRequired = false,
  disabled = false,
}: Props) {
  const { t } = useTranslation();
  const cohortId = useId();
  const exerciseId = useId();
  return (
    <div className="panel dash-filters" role="group" aria-label={t('dashboard:filters.label')}>
      <div className="field">
        <label htmlFor={cohortId}>{t('dashboard:filters.cohort')}</label>
        <select
          id={cohortId}
          value={value.cohort}
          onChange={(e) => onChange({ ...value, cohort: e.target.value })}
          disabled={disabled || !options}
          data-testid={`${testIdPrefix}-cohort`}
        >
          <option value="">{t('dashboard:filters.allCohorts')}</option>
          {(options?.cohorts ?? []).map((cohort) => (
            <option key={cohort} value={cohort}>
              {cohort}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={exerciseId}>{t('dashboard:filters.exercise')}</label>
        <select
          id={exerciseId}
          value={value.exerciseId === null ? '' : String(value.exerciseId)}
          onChange={(e) => onChange({ ...value, exerciseId: e.target.value === '' ? null : Number(e.target.value) })}
          disabled={disabled || !options}
          data-testid={`${testIdPrefix}-exercise`}
        >
          <option value="" disabled={exerciseRequired}>
            {exerciseRequired ? t('dashboard:filters.chooseExercise') : t('dashboard:filters.allExercises')}
          </option>
          {(options?.exercises ?? []).map((exercise) => (
            <option key={exercise.id} value={exercise.id}>
              {exercise.archived ? t('dashboard:filters.archived', { title: exercise.title }) : exercise.title}
            </option>
          ))}
        </select>
      </div>
      {children}
    </div>
  );
}
