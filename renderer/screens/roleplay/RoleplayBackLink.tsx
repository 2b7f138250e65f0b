// "All role cards" link back to /roleplay; the arrow turns with the page direction.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function RoleplayBackLink({ to = '/roleplay', label }: { to?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="rp-back" data-testid="rp-back">
      <span className="rp-back-arrow" aria-hidden="true">
        ←
      </span>
      {label ?? t('roleplay:back')}
    </Link>
  );
}
