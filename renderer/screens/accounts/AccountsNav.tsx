// The two pages of account administration on a class server: the people, and the audit log.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

export function AccountsNav() {
  const { t } = useTranslation();
  return (
    <nav className="acc-nav acc-no-print" aria-label={t('accounts:subnav')}>
      <NavLink to="/accounts" end data-testid="accounts-nav-people">
        {t('accounts:list.title')}
      </NavLink>
      <NavLink to="/accounts/audit" data-testid="accounts-nav-audit">
        {t('accounts:audit.title')}
      </NavLink>
    </nav>
  );
}
