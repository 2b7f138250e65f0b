// Where the conversation goes: the model server's host, whether it leaves this computer, and that
// profile names are never sent.
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../i18n/isolate';

type Props = { destination: { host: string; offMachine: boolean }; testId: string };

export function Destination({ destination, testId }: Props) {
  const { t } = useTranslation();
  return (
    <p className={`rp-destination${destination.offMachine ? ' off-machine' : ''}`} data-testid={testId}>
      {destination.offMachine
        ? t('roleplay:destination.sendsTo', { host: isolate(destination.host) })
        : t('roleplay:destination.staysHere', { host: isolate(destination.host) })}{' '}
      {t('roleplay:destination.noNames')}
    </p>
  );
}
