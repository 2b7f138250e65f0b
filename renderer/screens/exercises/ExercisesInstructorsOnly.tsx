// What trainees and signed-out visitors see on the exercise routes: instructors make exercises; a
// trainee's own exercises are under Practice.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';

export function ExercisesInstructorsOnly({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="card ex-only" data-testid="exercises-instructors-only">
      <span className="ex-only-icon" aria-hidden="true">
        <Icon name="lock" />
      </span>
      <div>
        <h1>{t('exercises:instructorsOnly.title')}</h1>
        <p>{t('exercises:instructorsOnly.body')}</p>
        <p className="ex-only-links">
          {signedIn && <Link to="/practice">{t('exercises:instructorsOnly.toPractice')}</Link>}
          <Link to="/">{t('exercises:instructorsOnly.home')}</Link>
        </p>
      </div>
    </section>
  );
}
