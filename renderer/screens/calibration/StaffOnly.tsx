// What trainees see on a supervision screen (calibration, class dashboard, exports): these are for
// supervisors and instructors, and a trainee's own feedback is under My progress.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';

export function StaffOnly({ title, body, testId }: { title: string; body: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <section className="card cal-staff-only" data-testid={testId}>
      <span className="cal-staff-only-icon" aria-hidden="true">
        <Icon name="lock" />
      </span>
      <div>
        <h1>{title}</h1>
        <p>{body}</p>
        <p className="cal-staff-only-links">
          <Link to="/history">{t('calibration:staffOnly.toProgress')}</Link>
          <Link to="/">{t('calibration:staffOnly.home')}</Link>
        </p>
      </div>
    </section>
  );
}
