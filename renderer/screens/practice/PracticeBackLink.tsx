// "Back to practice" link; the arrow turns with the page direction.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function PracticeBackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/practice" className="scenario-back" data-testid="back-to-practice">
      <span className="scenario-back-arrow" aria-hidden="true">
        ←
      </span>
      {t('practice:attempt.back')}
    </Link>
  );
}
