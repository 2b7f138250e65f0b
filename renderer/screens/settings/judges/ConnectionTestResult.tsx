// The outcome of a connection test: connected or not, latency, the server's message, and log-probability support; for a local judge, the model loaded and the probe's score.
import { useTranslation } from 'react-i18next';
import type { ConnectionTest } from '../../../../shared/domain/judging';
import { EnglishDetail } from '../../../components/EnglishDetail';
import { ErrorText } from '../../../components/ErrorText';
import { ConnectionFailureText } from '../../../components/connection/ConnectionFailureText';
import type { TestState } from './useConnectionTest';

function LocalFacts({ result }: { result: ConnectionTest }) {
  const { t, i18n } = useTranslation();
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(i18n.language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
      value,
    );
  const { loadMs, probeScore } = result.local ?? { loadMs: null, probeScore: null };
  return (
    <>
      {loadMs !== null && <p>{t('judges:test.loadTime', { ms: number(loadMs, 0) })}</p>}
      {probeScore !== null && <p>{t('judges:test.probeScore', { score: number(probeScore, 2) })}</p>}
    </>
  );
}

export function ConnectionTestResult({ id, local, state }: { id: string; local: boolean; state: TestState }) {
  const { t, i18n } = useTranslation();
  if (state.status === 'idle') return null;
  const testId = `judge-test-result-${id}`;
  if (state.status === 'running')
    return (
      <div className="judge-test running" role="status" data-testid={testId}>
        {local ? t('judges:test.waitingLocal') : t('judges:test.waiting')}
      </div>
    );
  if (state.status === 'failed')
    return (
      <div className="judge-test failed" data-testid={testId}>
        <ErrorText error={state.error} />
      </div>
    );
  const { ok, latencyMs, message, logprobs } = state.result;
  const latency = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }).format(latencyMs);
  const logprobText =
    logprobs === null
      ? t('judges:test.logprobsNotAsked')
      : logprobs
        ? t('judges:test.logprobsYes')
        : t('judges:test.logprobsNo');
  const headline = local
    ? ok
      ? t('judges:test.okLocal', { latency })
      : t('judges:test.failedLocal', { latency })
    : ok
      ? t('judges:test.ok', { latency })
      : t('judges:test.failed', { latency });
  return (
    <div className={`judge-test ${ok ? 'ok' : 'failed'}`} role="status" data-testid={testId}>
      <p className="judge-test-headline">{headline}</p>
      {!ok && state.result.failure && <ConnectionFailureText failure={state.result.failure} />}
      {local && ok ? (
        <LocalFacts result={state.result} />
      ) : !ok && state.result.failure ? (
        <EnglishDetail summary={t('judges:test.serverSaid')} text={message} />
      ) : (
        <p className="judge-test-message">
          <span className="muted">{t('judges:test.serverSaid')}</span>{' '}
          <bdi className="judge-test-quote" lang="en">
            {message}
          </bdi>
        </p>
      )}
      {ok && !local && <p className="judge-test-logprobs">{logprobText}</p>}
    </div>
  );
}
