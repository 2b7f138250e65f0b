// Where API keys are kept on this computer (OS keychain in the desktop app, encrypted file in browser mode).
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import type { KeyStorage } from './useJudgesData';

export function KeyStorageNote({ storage }: { storage: KeyStorage | null }) {
  const { t } = useTranslation();
  return (
    <section className="judge-key-storage" aria-labelledby="judges-key-storage-title" data-testid="judges-key-storage">
      <h3 id="judges-key-storage-title">
        <Icon name="lock" size={18} />
        {t('judges:keyStorage.title')}
      </h3>
      <p>
        {storage === null
          ? '…'
          : storage === 'os-keychain'
            ? t('judges:keyStorage.osKeychain')
            : t('judges:keyStorage.encryptedFile')}
      </p>
      <p className="muted">{t('judges:keyStorage.neverShown')}</p>
    </section>
  );
}
