// Route /practice: the signed-in trainee's assigned exercises with each scenario's status and the
// button to start, continue or review it; a link to My progress.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../app/session-context';
import { ErrorText } from '../../components/ErrorText';
import { AssignedExerciseCard } from './list/AssignedExerciseCard';
import { useAssigned } from './list/useAssigned';
import '../../styles/scenario.css';
import '../../styles/practice.css';
import { StatusText } from '../../components/StatusText';

export function PracticeScreen() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const load = useAssigned(profile?.id ?? null);

  return (
    <div className="pr-list">
      <header className="title-row pr-list-header">
        <div>
          <h1>{t('practice:list.title')}</h1>
          <p className="pr-lead">{t('practice:list.lead')}</p>
        </div>
        {profile && (
          <Link to="/history" className="button secondary" data-testid="practice-progress">
            {t('practice:list.progressLink')}
          </Link>
        )}
      </header>
      {!profile ? (
        <p className="card" data-testid="practice-signed-out">
          {t('practice:list.signedOut')} <Link to="/">{t('practice:list.signIn')}</Link>
        </p>
      ) : (
        <>
          {profile.role !== 'trainee' && (
            <p className="pr-note" data-testid="practice-staff-note">
              {t('practice:list.staffNote')} <Link to="/exercises">{t('practice:list.staffLink')}</Link>
            </p>
          )}
          {load.status === 'loading' && <StatusText>{t('common:loading')}</StatusText>}
          {load.status === 'error' && <ErrorText error={load.error} />}
          {load.status === 'ready' &&
            (load.exercises.length === 0 ? (
              <section className="card pr-empty" data-testid="practice-empty">
                <h2>{t('practice:list.emptyTitle')}</h2>
                <p>{t('practice:list.emptyBody')}</p>
                <p className="muted">{t('practice:list.emptyLibrary')}</p>
                <Link to="/library" className="button secondary">
                  {t('practice:list.emptyLibraryLink')}
                </Link>
              </section>
            ) : (
              load.exercises.map((exercise) => (
                <AssignedExerciseCard key={exercise.id} exercise={exercise} cultures={load.cultures} />
              ))
            ))}
        </>
      )}
    </div>
  );
}
