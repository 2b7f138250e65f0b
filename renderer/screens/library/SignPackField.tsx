// The export dialog's choice to sign a pack: unsigned packs carry no profile name at all.
import { useTranslation } from 'react-i18next';
import '../../styles/privacy.css';
import { useSession } from '../../app/session-context';
import { isolate } from '../../i18n/isolate';
import { CheckToggle } from '../../components/CheckToggle';

export function SignPackField({ sign, onChange }: { sign: boolean; onChange: (sign: boolean) => void }) {
  const { t } = useTranslation();
  const { profile } = useSession();
  return (
    <div className="field">
      <CheckToggle className="check-row" checked={sign} onChange={onChange} testId="export-sign">
        {t('privacy:pack.sign', { name: isolate(profile?.displayName ?? '') })}
      </CheckToggle>
      <small>{t('privacy:pack.signHelp')}</small>
    </div>
  );
}
