// What trainees see on the review routes: reviewing is for supervisors and instructors; their own
// released feedback is under My progress.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';

export function SupervisorsOnly() {
  const { t } = useTranslation();
  return (
    <section className="card rv-only" data-testid="review-supervisors-only">
      <span className="rv-only-icon" aria-hidden="true">
        <Icon name="lock" />
      </span>
      <div>
        <h1>{t('review:only.title')}</h1>
        <p>{t('review:only.body')}</p>
        <p className="rv-only-links">
          <Link to="/history">{t('review:only.toProgress')}</Link>
          <Link to="/">{t('review:only.home')}</Link>
        </p>
      </div>
    </section>
  );
}
