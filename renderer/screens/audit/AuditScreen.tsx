// Audit log (/accounts/audit, class server, instructors): who did which staff action when (account
// changes, exports, releases, judge changes, imports, backups, failed sign-ins), newest first,
// filtered by action, fifty at a time.
import '../accounts/accounts.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../app/session-context';
import { RoleGate } from '../../components/StateCard';
import { AccountsNav } from '../accounts/AccountsNav';
import { auditActionLabels } from './auditActions';
import { AuditPage } from './AuditPage';

export function AuditScreen() {
  const { t, i18n } = useTranslation();
  const { profile, info } = useSession();
  const [action, setAction] = useState<string | null>(null);
  const [more, setMore] = useState(0);
  const labels = useMemo(() => auditActionLabels(t), [t]);
  const collator = useMemo(() => new Intl.Collator(i18n.language), [i18n.language]);
  const options = useMemo(
    () => Object.entries(labels).sort(([, a], [, b]) => collator.compare(a, b)),
    [labels, collator],
  );

  if (!profile || info.mode !== 'server') return <Navigate to="/" replace />;
  if (profile.role !== 'instructor')
    return (
      <RoleGate
        title={t('accounts:instructorsOnly.title')}
        body={t('accounts:instructorsOnly.auditBody')}
        links={[{ to: '/', label: t('accounts:instructorsOnly.home') }]}
        testId="audit-instructors-only"
      />
    );

  return (
    <div className="acc-page" data-testid="audit-screen">
      <AccountsNav />
      <header className="acc-header">
        <div>
          <h1>{t('accounts:audit.title')}</h1>
          <p className="muted">{t('accounts:audit.lead')}</p>
        </div>
        <label className="field audit-filter">
          <span>{t('accounts:audit.filter')}</span>
          <select
            value={action ?? ''}
            onChange={(event) => {
              setAction(event.target.value || null);
              setMore(0);
            }}
            data-testid="audit-filter"
          >
            <option value="">{t('accounts:audit.allActions')}</option>
            {options.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </header>
      <section className="card">
        <div className="table-scroll">
          <table className="table audit-table" data-testid="audit-table">
            <caption className="visually-hidden">{t('accounts:audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('accounts:audit.time')}</th>
                <th scope="col">{t('accounts:audit.who')}</th>
                <th scope="col">{t('accounts:audit.action')}</th>
                <th scope="col">{t('accounts:audit.target')}</th>
                <th scope="col">{t('accounts:audit.details')}</th>
              </tr>
            </thead>
            <AuditPage
              key={action ?? ''}
              action={action}
              before={undefined}
              more={more}
              onMore={() => setMore((n) => n + 1)}
              actionLabel={(name) => labels[name] ?? name}
            />
          </table>
        </div>
      </section>
    </div>
  );
}
