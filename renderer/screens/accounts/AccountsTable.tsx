// Every account on the server: name, role, cohort, email, whether it is in use or waiting to join,
// last sign-in and open sessions; a password reset (or a new join code) for everyone but oneself.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '../../../shared/domain/accounts';
import { roleLabel } from '../../components/roleLabels';
import { isolate } from '../../i18n/isolate';
import { AccountStatus } from './AccountStatus';
import { useDateText } from './useDateText';

export function AccountsTable(props: { accounts: Account[]; selfId: number; onReset: (account: Account) => void }) {
  const { t } = useTranslation();
  const { dateTime } = useDateText();
  const [now] = useState(() => Date.now());
  return (
    <div className="table-scroll">
      <table className="table acc-table" data-testid="accounts-table">
        <caption className="visually-hidden">{t('accounts:list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('accounts:list.name')}</th>
            <th scope="col">{t('accounts:list.role')}</th>
            <th scope="col">{t('accounts:list.cohort')}</th>
            <th scope="col">{t('accounts:list.email')}</th>
            <th scope="col">{t('accounts:list.status')}</th>
            <th scope="col">{t('accounts:list.lastSignIn')}</th>
            <th scope="col">{t('accounts:list.sessions')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('accounts:list.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
