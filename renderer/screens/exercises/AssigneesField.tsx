// Who gets the exercise: trainee profiles one by one and whole cohorts (taken from the profiles'
// cohort values), with how many trainees that reaches.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileSummary } from '../../../shared/domain/profile';
import { Link } from 'react-router-dom';

type Assignees = { profileIds: number[]; cohorts: string[] };

type Props = {
  profiles: ProfileSummary[];
  value: Assignees;
  onChange: (next: Assignees) => void;
  readOnly: boolean;
};

export function AssigneesField({ profiles, value, onChange, readOnly }: Props) {
  const { t, i18n } = useTranslation();
  const collator = useMemo(() => new Intl.Collator(i18n.language), [i18n.language]);
  const trainees = useMemo(
    () => profiles.filter((p) => p.role === 'trainee').sort((a, b) => collator.compare(a.displayName, b.displayName)),
    [profiles, collator],
  );
  const cohorts = useMemo(() => {
    const sizes = new Map<string, number>();
    for (const p of trainees) if (p.cohort) sizes.set(p.cohort, (sizes.get(p.cohort) ?? 0) + 1);
    for (const c of value.cohorts) if (!sizes.has(c)) sizes.set(c, 0);
    return [...sizes.entries()].sort(([a], [b]) => collator.compare(a, b));
  }, [trainees, value.cohorts, collator]);

  const reached = new Set(value.profileIds);
  for (const p of trainees) if (p.cohort && value.cohorts.includes(p.cohort)) reached.add(p.id);

  const toggleProfile = (id: number, on: boolean) =>
    onChange({
      ...value,
      profileIds: on
        ? trainees.filter((p) => p.id === id || value.profileIds.includes(p.id)).map((p) => p.id)
        : value.profileIds.filter((p) => p !== id),
    });
  const toggleCohort = (cohort: string, on: boolean) =>
    onChange({ ...value, cohorts: on ? [...value.cohorts, cohort] : value.cohorts.filter((c) => c !== cohort) });

  return (
    <div className="ex-assign" data-testid="exercise-assignees">
      <fieldset className="field ex-group">
        <legend>{t('exercises:assign.cohorts')}</legend>
        <small>{t('exercises:assign.cohortsHelp')}</small>
        {cohorts.length === 0 ? (
          <p className="muted ex-assign-empty">
            {t('exercises:assign.noCohorts')} <Link to="/settings">{t('exercises:assign.toSettings')}</Link>
          </p>
        ) : (
          <ul className="bare-list ex-assign-list">
            {cohorts.map(([cohort, size]) => (
              <li key={cohort}>
                <label className={`chip ex-chip${value.cohorts.includes(cohort) ? ' is-on' : ''}`}>
                  <input
                    type="checkbox"
                    checked={value.cohorts.includes(cohort)}
                    disabled={readOnly}
                    onChange={(e) => toggleCohort(cohort, e.target.checked)}
                    data-testid="assign-cohort"
                    data-cohort={cohort}
                  />
                  <span dir="auto">{cohort}</span>
                  <span className="ex-chip-count">{t('exercises:assign.cohortSize', { count: size })}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <fieldset className="field ex-group">
        <legend>{t('exercises:assign.trainees')}</legend>
        <small>{t('exercises:assign.traineesHelp')}</small>
        {trainees.length === 0 ? (
          <p className="muted ex-assign-empty">{t('exercises:assign.noTrainees')}</p>
        ) : (
          <ul className="bare-list ex-assign-list">
            {trainees.map((p) => (
              <li key={p.id}>
                <label className={`chip ex-chip${value.profileIds.includes(p.id) ? ' is-on' : ''}`}>
                  <input
                    type="checkbox"
                    checked={value.profileIds.includes(p.id)}
                    disabled={readOnly}
                    onChange={(e) => toggleProfile(p.id, e.target.checked)}
                    data-testid="assign-trainee"
                    data-name={p.displayName}
                  />
                  <span dir="auto">{p.displayName}</span>
                  {p.cohort && (
                    <span className="ex-chip-count" dir="auto">
                      {p.cohort}
                    </span>
                  )}
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <p
        className={`ex-assign-summary${reached.size === 0 ? ' is-empty' : ''}`}
        role="status"
        data-testid="assign-summary"
      >
        {reached.size === 0 ? t('exercises:assign.nobody') : t('exercises:assign.reaches', { count: reached.size })}
      </p>
    </div>
  );
}
