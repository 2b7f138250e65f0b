// Accounts (/accounts, class server, instructors): everyone who may sign in, adding people one by
// one or from a roster CSV, and new join codes when a password is forgotten. Codes are shown once.
import '../../styles/library.css';
import './accounts.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account, RosterReport } from '../../../shared/domain/accounts';
import { useApiQuery } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import { Button } from '../../components/Button';
import { PageFrame } from '../../components/layout/PageFrame';
import { RolePage } from '../../components/RolePage';
import { StatusText } from '../../components/StatusText';
import { AccountsNav } from './AccountsNav';
import { AccountsTable } from './AccountsTable';
import { AddAccountDialog } from './AddAccountDialog';
import { IssuedCodesPanel } from './IssuedCodesPanel';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { RosterDialog } from './RosterDialog';

type Dialog = { kind: 'add' } | { kind: 'roster' } | { kind: 'reset'; account: Account } | null;

export function AccountsScreen() {
  return <RolePage screen="accounts">{(profile) => <Accounts selfId={profile.id} />}</RolePage>;
}

function Accounts({ selfId }: { selfId: number }) {
  const { t } = useTranslation();
  const accounts = useApiQuery('accounts.list', {});
  const [dialog, setDialog] = useState<Dialog>(null);
  const [imported, setImported] = useState<RosterReport | null>(null);
  const cohorts = useMemo(
    () => [...new Set((accounts.data ?? []).map((a) => a.cohort).filter((c): c is string => !!c))].sort(),
    [accounts.data],
  );

  const actions = (
    <div className="button-row">
      <Button onClick={() => setDialog({ kind: 'roster' })} testId="accounts-import">
        {t('accounts:roster.title')}
      </Button>
      <Button tone="primary" icon="plus" onClick={() => setDialog({ kind: 'add' })} testId="accounts-add">
        {t('accounts:add.title')}
      </Button>
    </div>
  );

  return (
    <PageFrame
      className="acc-page"
      testId="accounts-screen"
      nav={<AccountsNav />}
      header={{ title: t('accounts:list.title'), lead: t('accounts:list.lead'), actions, className: 'acc-no-print' }}
    >
      {imported && <IssuedCodesPanel report={imported} onDone={() => setImported(null)} />}
      <section className="card acc-no-print" aria-labelledby="accounts-count">
        <h2 id="accounts-count" className="acc-count" data-testid="accounts-count">
          {t('accounts:list.count', { count: accounts.data?.length ?? 0 })}
        </h2>
        {accounts.isPending && <StatusText>{t('common:loading')}</StatusText>}
        <ErrorText error={accounts.error} />
        {accounts.data && (
          <AccountsTable
            accounts={accounts.data}
            selfId={selfId}
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
    </PageFrame>
  );
}
