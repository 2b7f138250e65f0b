// "Back to the library" link; the arrow turns with the page direction.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/library" className="scenario-back" data-testid="back-to-library">
      <span className="scenario-back-arrow" aria-hidden="true">
        ←
      </span>
      {t('scenario:back')}
    </Link>
  );
}
