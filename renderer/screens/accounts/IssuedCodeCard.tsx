// One person's new join code and join link, shown once (only a hash is kept): copy buttons, the
// expiry date, and the note that it cannot be shown again.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssuedJoinCode } from '../../../shared/domain/accounts';
import { isolate } from '../../i18n/isolate';
import { CopyButton } from './CopyButton';
import { joinLink } from './joinLink';
import { useDateText } from './useDateText';

/** One read-only value with its copy button (the copy falls back to selecting the field). */
function CopyField(props: { id: string; label: string; value: string; copyLabel: string; kind: 'code' | 'link' }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <div className="acc-copy-row">
        <input
          ref={input}
          id={props.id}
          className={`acc-${props.kind}`}
          readOnly
          dir="ltr"
          value={props.value}
          data-testid={`issued-${props.kind}-value`}
        />
        <CopyButton
          text={props.value}
          label={props.copyLabel}
          field={() => input.current}
          testId={`copy-${props.kind}`}
        />
      </div>
    </div>
  );
}

export function IssuedCodeCard({ issued }: { issued: IssuedJoinCode }) {
  const { t } = useTranslation();
  const { date } = useDateText();
  return (
    <div className="acc-issued stack" data-testid="issued-code">
      <p>{t('accounts:codes.forPerson', { name: isolate(issued.displayName), date: date(issued.expiresAt) })}</p>
      <CopyField
        id={`code-${issued.profileId}`}
        kind="code"
        label={t('accounts:codes.code')}
        value={issued.code}
        copyLabel={t('accounts:codes.copyCode')}
      />
      <CopyField
        id={`link-${issued.profileId}`}
        kind="link"
        label={t('accounts:codes.link')}
        value={joinLink(issued.code)}
        copyLabel={t('accounts:codes.copyLink')}
      />
      <p className="acc-once" role="note">
        {t('accounts:codes.shownOnce')}
      </p>
    </div>
  );
}
