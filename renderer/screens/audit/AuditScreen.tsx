// Audit log (/accounts/audit, class server, instructors): who did which staff action when (account
// changes, exports, releases, judge changes, imports, backups, failed sign-ins), newest first,
// filtered by action, fifty at a time.
import '../accounts/accounts.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable/DataTable';
import { PageFrame } from '../../components/layout/PageFrame';
import { RolePage } from '../../components/RolePage';
import { AccountsNav } from '../accounts/AccountsNav';
import { auditActionLabels } from './auditActions';
import { AuditPage } from './AuditPage';

export function AuditScreen() {
  return <RolePage screen="audit">{() => <AuditLog />}</RolePage>;
}

function AuditLog() {
  const { t, i18n } = useTranslation();
  const [action, setAction] = useState<string | null>(null);
  const [more, setMore] = useState(0);
  const labels = useMemo(() => auditActionLabels(t), [t]);
  const collator = useMemo(() => new Intl.Collator(i18n.language), [i18n.language]);
  const options = useMemo(
    () => Object.entries(labels).sort(([, a], [, b]) => collator.compare(a, b)),
    [labels, collator],
  );

  const filter = (
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
  );

  return (
    <PageFrame
      className="acc-page"
      testId="audit-screen"
      nav={<AccountsNav />}
      header={{ title: t('accounts:audit.title'), lead: t('accounts:audit.lead'), actions: filter }}
    >
      <section className="card">
        <DataTable
          wrap="table-scroll"
          className="table audit-table"
          testId="audit-table"
          caption={t('accounts:audit.caption')}
          hiddenCaption
          bodies
          columns={[
            t('accounts:audit.time'),
            t('accounts:audit.who'),
            t('accounts:audit.action'),
            t('accounts:audit.target'),
            t('accounts:audit.details'),
          ]}
        >
          <AuditPage
            key={action ?? ''}
            action={action}
            before={undefined}
            more={more}
            onMore={() => setMore((n) => n + 1)}
            actionLabel={(name) => labels[name] ?? name}
          />
        </DataTable>
      </section>
    </PageFrame>
  );
}
