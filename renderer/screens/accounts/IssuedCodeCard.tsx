// One person's new join code and join link, shown once (only a hash is kept): copy buttons, the
// expiry date, and the note that it cannot be shown again.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssuedJoinCode } from '../../../shared/domain/accounts';
import { isolate } from '../../i18n/isolate';
import { CopyButton } from './CopyButton';
import { joinLink } from './joinLink';
import { useDateText } from './useDateText';

export function IssuedCodeCard({ issued }: { issued: IssuedJoinCode }) {
  const { t } = useTranslation();
  const { date } = useDateText();
  const codeField = useRef<HTMLInputElement>(null);
  const linkField = useRef<HTMLInputElement>(null);
  const link = joinLink(issued.code);
  return (
    <div className="acc-issued stack" data-testid="issued-code">
      <p>{t('accounts:codes.forPerson', { name: isolate(issued.displayName), date: date(issued.expiresAt) })}</p>
      <div className="field">
        <label htmlFor={`code-${issued.profileId}`}>{t('accounts:codes.code')}</label>
        <div className="acc-copy-row">
          <input
            ref={codeField}
            id={`code-${issued.profileId}`}
            className="acc-code"
            readOnly
            dir="ltr"
            value={issued.code}
            data-testid="issued-code-value"
          />
          <CopyButton
            text={issued.code}
            label={t('accounts:codes.copyCode')}
            field={() => codeField.current}
            testId="copy-code"
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`link-${issued.profileId}`}>{t('accounts:codes.link')}</label>
        <div className="acc-copy-row">
          <input
            ref={linkField}
            id={`link-${issued.profileId}`}
            className="acc-link"
            readOnly
            dir="ltr"
            value={link}
            data-testid="issued-link-value"
          />
          <CopyButton
            text={link}
            label={t('accounts:codes.copyLink')}
            field={() => linkField.current}
            testId="copy-link"
          />
        </div>
      </div>
      <p className="acc-once" role="note">
        {t('accounts:codes.shownOnce')}
      </p>
    </div>
  );
}
