// Whether an account is in use, still waiting for its owner to join (until when), or its join code
// has expired (a new one is needed).
import { useTranslation } from 'react-i18next';
import type { Account } from '../../../shared/domain/accounts';
import { useDateText } from './useDateText';

export function AccountStatus({ account, now }: { account: Account; now: number }) {
  const { t } = useTranslation();
  const { date } = useDateText();
  if (!account.joinPending)
    return (
      <span className="acc-status is-active" data-status="active">
        {t('accounts:status.active')}
      </span>
    );
  const expires = account.joinExpiresAt ? Date.parse(account.joinExpiresAt) : NaN;
  if (Number.isNaN(expires) || expires <= now)
    return (
      <span className="acc-status is-expired" data-status="expired">
        {t('accounts:status.expired')}
      </span>
    );
  return (
    <span className="acc-status is-waiting" data-status="waiting">
      {t('accounts:status.waiting', { date: date(account.joinExpiresAt!) })}
    </span>
  );
}
