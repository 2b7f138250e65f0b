// Where API keys are kept on this computer, said honestly: the OS keychain, or an encrypted file in
// the data folder (browser mode, or a desktop without a keychain), and any stored key that cannot be read.
import { useTranslation } from 'react-i18next';
import type { JudgeProvider } from '../../../../shared/domain/judging';
import { Icon } from '../../../components/Icon';
import { isolate } from '../../../i18n/isolate';
import type { KeyStorage } from './useJudgesData';

export function KeyStorageNote({ storage, judges }: { storage: KeyStorage | null; judges: JudgeProvider[] }) {
  const { t, i18n } = useTranslation();
  const unreadable = (storage?.unreadableJudges ?? []).map((id) => judges.find((j) => j.id === id)?.label ?? id);
  return (
    <section className="judge-key-storage" aria-labelledby="judges-key-storage-title" data-testid="judges-key-storage">
      <h3 id="judges-key-storage-title">
        <Icon name="lock" size={18} />
        {t('judges:keyStorage.title')}
      </h3>
      <p>
        {storage === null
          ? '…'
          : storage.storage === 'os-keychain'
            ? t('judges:keyStorage.osKeychain')
            : storage.why === 'no-keychain'
              ? t('secrets:noKeychain')
              : t('judges:keyStorage.encryptedFile')}
      </p>
      {storage?.storage === 'encrypted-file' && <p className="muted">{t('secrets:fileCaveat')}</p>}
      {unreadable.length > 0 && (
        <p className="error-text" role="alert" data-testid="keys-unreadable">
          {t('secrets:unreadable', {
            judges: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(unreadable.map(isolate)),
          })}
        </p>
      )}
      <p className="muted">{t('judges:keyStorage.neverShown')}</p>
    </section>
  );
}
