// Every account on the server: name, role, cohort, email, whether it is in use or waiting to join,
// last sign-in and open sessions; a password reset (or a new join code) for everyone but oneself.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '../../../shared/domain/accounts';
import { roleLabel } from '../../components/roleLabels';
import { isolate } from '../../i18n/isolate';
import { AccountStatus } from './AccountStatus';
import { useDateText } from './useDateText';
import { DataTable } from '../../components/DataTable/DataTable';

export function AccountsTable(props: { accounts: Account[]; selfId: number; onReset: (account: Account) => void }) {
  const { t } = useTranslation();
  const { dateTime } = useDateText();
  const [now] = useState(() => Date.now());
  return (
    <DataTable
      wrap="table-scroll"
      className="table acc-table"
      testId="accounts-table"
      hiddenCaption
      caption={t('accounts:list.caption')}
      columns={[
        t('accounts:list.name'),
        t('accounts:list.role'),
        t('accounts:list.cohort'),
        t('accounts:list.email'),
        t('accounts:list.status'),
        t('accounts:list.lastSignIn'),
        t('accounts:list.sessions'),
        <span className="visually-hidden">{t('accounts:list.actions')}</span>,
      ]}
    >
      {props.accounts.map((account) => (
        <tr key={account.id} data-testid="account-row" data-name={account.displayName}>
          <th scope="row" dir="auto" className="acc-name">
            {account.displayName}
          </th>
          <td>
            <span className={`badge role-${account.role}`}>{roleLabel(t, account.role)}</span>
          </td>
          <td dir="auto">{account.cohort ?? <span className="muted">{t('accounts:list.none')}</span>}</td>
          <td dir="ltr" className="acc-email">
            {account.email ?? <span className="muted">{t('accounts:list.none')}</span>}
          </td>
          <td>
            <AccountStatus account={account} now={now} />
          </td>
          <td>
            {account.lastSignInAt ? (
              dateTime(account.lastSignInAt)
            ) : (
              <span className="muted">{t('accounts:list.never')}</span>
            )}
          </td>
          <td className="acc-number" data-testid="account-sessions">
            {account.activeSessions}
          </td>
          <td>
            <div className="row-actions">
              {account.id === props.selfId ? (
                <span className="muted">{t('accounts:list.you')}</span>
              ) : (
                <button
                  type="button"
                  className="button secondary small"
                  onClick={() => props.onReset(account)}
                  aria-label={
                    account.joinPending
                      ? t('accounts:reset.newCodeActionFor', { name: isolate(account.displayName) })
                      : t('accounts:reset.actionFor', { name: isolate(account.displayName) })
                  }
                  data-testid="account-reset"
                >
                  {account.joinPending ? t('accounts:reset.newCodeAction') : t('accounts:reset.action')}
                </button>
              )}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
