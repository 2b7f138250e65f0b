// Sub-navigation shared by the supervision screens: review queue, calibration, class dashboard, exports.
import '../../styles/review.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export type SupervisionSection = 'review' | 'calibration' | 'dashboard' | 'exports';

export function SupervisionNav({ current }: { current: SupervisionSection }) {
  const { t } = useTranslation();
  const sections: { id: SupervisionSection; to: string; label: string }[] = [
    { id: 'review', to: '/review', label: t('review:nav.review') },
    { id: 'calibration', to: '/calibration', label: t('review:nav.calibration') },
    { id: 'dashboard', to: '/dashboard', label: t('review:nav.dashboard') },
    { id: 'exports', to: '/exports', label: t('review:nav.exports') },
  ];
  return (
    <nav className="sv-nav" aria-label={t('review:nav.label')} data-testid="supervision-nav">
      {sections.map((s) => (
        <Link
          key={s.id}
          to={s.to}
          className={s.id === current ? 'sv-nav-link active' : 'sv-nav-link'}
          aria-current={s.id === current ? 'page' : undefined}
          data-testid={`supervision-nav-${s.id}`}
        >
          {s.label}
        </Link>
      ))}
    </nav>
  );
}
