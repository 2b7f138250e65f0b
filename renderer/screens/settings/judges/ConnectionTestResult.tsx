// The outcome of a connection test: connected or not, latency, the server's message, and log-probability support.
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../../components/ErrorText';
import type { TestState } from './useConnectionTest';

export function ConnectionTestResult({ id, state }: { id: string; state: TestState }) {
  const { t, i18n } = useTranslation();
  if (state.status === 'idle') return null;
  const testId = `judge-test-result-${id}`;
  if (state.status === 'running')
    return (
      <div className="judge-test running" role="status" data-testid={testId}>
        {t('judges:test.waiting')}
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
  const logprobText = logprobs === null ? t('judges:test.logprobsNotAsked') : logprobs ? t('judges:test.logprobsYes') : t('judges:test.logprobsNo');
  return (
    <div className={`judge-test ${ok ? 'ok' : 'failed'}`} role="status" data-testid={testId}>
      <p className="judge-test-headline">{ok ? t('judges:test.ok', { latency }) : t('judges:test.failed', { latency })}</p>
      <p className="judge-test-message">
        <span className="muted">{t('judges:test.serverSaid')}</span>{' '}
        <bdi className="judge-test-quote" lang="en">
          {message}
        </bdi>
      </p>
      {ok && <p className="judge-test-logprobs">{logprobText}</p>}
    </div>
  );
}
