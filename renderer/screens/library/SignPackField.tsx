// The export dialog's choice to sign a pack: unsigned packs carry no profile name at all.
import { useTranslation } from 'react-i18next';
import '../../styles/privacy.css';
import { useSession } from '../../app/session-context';
import { isolate } from '../../i18n/isolate';

export function SignPackField({ sign, onChange }: { sign: boolean; onChange: (sign: boolean) => void }) {
  const { t } = useTranslation();
  const { profile } = useSession();
  return (
    <div className="field">
      <label className="check-row">
        <input
          type="checkbox"
          checked={sign}
          onChange={(event) => onChange(event.target.checked)}
          data-testid="export-sign"
        />
        <span>{t('privacy:pack.sign', { name: isolate(profile?.displayName ?? '') })}</span>
      </label>
      <small>{t('privacy:pack.signHelp')}</small>
    </div>
  );
}
