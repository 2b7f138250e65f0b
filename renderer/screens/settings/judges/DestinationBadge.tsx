// Badge saying where a judge sends text: "Runs on this computer" (loopback) or, in a warm colour, "Sends text to <host>".
import { useTranslation } from 'react-i18next';
import type { JudgeProvider } from '../../../../shared/domain/judging';
import { Icon } from '../../../components/Icon';
import { isolate } from '../../../i18n/isolate';

export function DestinationBadge({ destination }: { destination: JudgeProvider['destination'] }) {
  const { t } = useTranslation();
  return destination.offMachine ? (
    <span className="badge outlined tone-warn">
      <Icon name="globe" size={14} />
      {t('judges:destination.remote', { host: isolate(destination.host) })}
    </span>
  ) : (
    <span className="badge outlined tone-ok">
      <Icon name="lock" size={14} />
      {t('judges:destination.local')}
    </span>
  );
}
