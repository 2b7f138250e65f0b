// "What leaves this computer": per judge, the host it sends to and exactly what is sent; nothing for judges on this computer (loopback servers, local models).
import { useTranslation } from 'react-i18next';
import type { JudgeProvider } from '../../../../shared/domain/judging';
import { isolate } from '../../../i18n/isolate';
import { DestinationBadge } from './DestinationBadge';

export function PrivacyPanel({ judges }: { judges: JudgeProvider[] }) {
  const { t } = useTranslation();
  return (
    <section className="judge-privacy" aria-labelledby="judges-privacy-title" data-testid="judges-privacy">
      <h3 id="judges-privacy-title">{t('judges:privacy.title')}</h3>
      <p>{t('judges:privacy.intro')}</p>
      {judges.length === 0 ? (
        <p className="muted">{t('judges:privacy.none')}</p>
      ) : (
        <ul className="judge-privacy-list">
          {judges.map((judge) => (
            <li
              key={judge.id}
              className={judge.destination.offMachine ? 'remote' : 'local'}
              data-testid={`judges-privacy-${judge.id}`}
            >
              <div className="judge-privacy-who">
                <strong dir="auto">{judge.label}</strong>
                <DestinationBadge destination={judge.destination} />
              </div>
              <p>
                {judge.kind === 'local'
                  ? t('judges:privacy.localModel')
                  : judge.destination.offMachine
                    ? t('judges:privacy.remote', { host: isolate(judge.destination.host) })
                    : t('judges:privacy.local', { host: isolate(judge.destination.host) })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="judge-privacy-never">{t('judges:privacy.never')}</p>
    </section>
  );
}
