// Accounts (/accounts, class server, instructors): everyone who may sign in, adding people one by
// one or from a roster CSV, and new join codes when a password is forgotten. Codes are shown once.
import '../../styles/library.css';
import './accounts.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import type { Account, RosterReport } from '../../../shared/domain/accounts';
import { useApiQuery } from '../../api/hooks';
import { useSession } from '../../app/session-context';
import { ErrorText } from '../../components/ErrorText';
import { Icon } from '../../components/Icon';
import { RoleGate } from '../../components/StateCard';
import { AccountsNav } from './AccountsNav';
import { AccountsTable } from './AccountsTable';
import { AddAccountDialog } from './AddAccountDialog';
import { IssuedCodesPanel } from './IssuedCodesPanel';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { RosterDialog } from './RosterDialog';

type Dialog = { kind: 'add' } | { kind: 'roster' } | { kind: 'reset'; account: Account } | null;

export function AccountsScreen() {
  const { t } = useTranslation();
  const { profile, info } = useSession();
  const instructor = info.mode === 'server' && profile?.role === 'instructor';
  const accounts = useApiQuery('accounts.list', {}, { enabled: instructor });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [imported, setImported] = useState<RosterReport | null>(null);
  const cohorts = useMemo(
    () => [...new Set((accounts.data ?? []).map((a) => a.cohort).filter((c): c is string => !!c))].sort(),
    [accounts.data],
  );

  if (!profile || info.mode !== 'server') return <Navigate to="/" replace />;
  if (!instructor)
    return (
      <RoleGate
        title={t('accounts:instructorsOnly.title')}
        body={t('accounts:instructorsOnly.body')}
        links={[{ to: '/', label: t('accounts:instructorsOnly.home') }]}
        testId="accounts-instructors-only"
      />
    );

  return (
    <div className="acc-page" data-testid="accounts-screen">
      <AccountsNav />
      <header className="acc-header acc-no-print">
        <div>
          <h1>{t('accounts:list.title')}</h1>
          <p className="muted">{t('accounts:list.lead')}</p>
        </div>
        <div className="button-row">
          <button
            type="button"
            className="button secondary"
            onClick={() => setDialog({ kind: 'roster' })}
            data-testid="accounts-import"
          >
            {t('accounts:roster.title')}
          </button>
          <button
            type="button"
            className="button primary"
            onClick={() => setDialog({ kind: 'add' })}
            data-testid="accounts-add"
          >
            <Icon name="plus" size={18} />
            {t('accounts:add.title')}
          </button>
        </div>
      </header>
      {imported && <IssuedCodesPanel report={imported} onDone={() => setImported(null)} />}
      <section className="card acc-no-print" aria-labelledby="accounts-count">
        <h2 id="accounts-count" className="acc-count" data-testid="accounts-count">
          {t('accounts:list.count', { count: accounts.data?.length ?? 0 })}
        </h2>
        {accounts.isPending && (
          <p className="muted" role="status">
            {t('common:loading')}
          </p>
        )}
        <ErrorText error={accounts.error} />
        {accounts.data && (
          <AccountsTable
            accounts={accounts.data}
            selfId={profile.id}
            onReset={(account) => setDialog({ kind: 'reset', account })}
          />
        )}
      </section>
      {dialog?.kind === 'add' && <AddAccountDialog cohorts={cohorts} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'roster' && (
        <RosterDialog
          onClose={() => setDialog(null)}
          onImported={(report) => {
            setDialog(null);
            setImported(report);
          }}
        />
      )}
      {dialog?.kind === 'reset' && <ResetPasswordDialog account={dialog.account} onClose={() => setDialog(null)} />}
    </div>
  );
}
