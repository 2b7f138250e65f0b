// What failed when a judge or model server could not be used, and what to try, in the user's
// language (the services classify the failure; see shared/domain/connection-failure.ts).
import { useTranslation } from 'react-i18next';
import type {
  ConnectionFailureShape as ConnectionFailure,
  ConnectionFailureKind,
} from '../../../shared/domain/connection-failure-kinds';

export function ConnectionFailureText({ failure }: { failure: ConnectionFailure }) {
  const { t, i18n } = useTranslation();
  const values = { host: failure.host ?? t('connection:unknownHost'), status: failure.status ?? '' };
  const texts: Record<ConnectionFailureKind, [string, string]> = {
    refused: [t('connection:refused.what', values), t('connection:refused.try', values)],
    dns: [t('connection:dns.what', values), t('connection:dns.try', values)],
    tls: [t('connection:tls.what', values), t('connection:tls.try', values)],
    unauthorized: [t('connection:unauthorized.what', values), t('connection:unauthorized.try', values)],
    forbidden: [t('connection:forbidden.what', values), t('connection:forbidden.try', values)],
    model_not_found: [t('connection:model_not_found.what', values), t('connection:model_not_found.try', values)],
    timeout: [t('connection:timeout.what', values), t('connection:timeout.try', values)],
    rate_limited: [t('connection:rate_limited.what', values), t('connection:rate_limited.try', values)],
    server_error: [t('connection:server_error.what', values), t('connection:server_error.try', values)],
    bad_response: [t('connection:bad_response.what', values), t('connection:bad_response.try', values)],
    network: [t('connection:network.what', values), t('connection:network.try', values)],
  };
  const [said, toTry] = texts[failure.kind];
  // "the server had an error" opens the sentence when the address is not known: capitalised where the script has case.
  const what = failure.host ? said : said.charAt(0).toLocaleUpperCase(i18n.language) + said.slice(1);
  return (
    <div className="connection-failure" data-testid="connection-failure" data-kind={failure.kind}>
      <p className="connection-failure-what">{what}</p>
      <p className="connection-failure-try">
        <span className="muted">{t('connection:tryLabel')}</span> {toTry}
      </p>
    </div>
  );
}
