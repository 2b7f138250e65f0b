// "All role cards" link back to /roleplay; the arrow turns with the page direction.
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/BackLink/BackLink';

export function RoleplayBackLink({ to = '/roleplay', label }: { to?: string; label?: string }) {
  const { t } = useTranslation();
  return <BackLink to={to} label={label ?? t('roleplay:back')} testId="rp-back" />;
}
