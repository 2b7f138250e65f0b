// Shows an API or form error in the user's language; the service's own message is kept as a tooltip.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../shared/api/result';
import { readConnectionFailure } from '../../shared/domain/connection-failure-kinds';
import { ApiCallError } from '../api/client';
import { EnglishDetail } from './EnglishDetail';

// What failed on a judge or model server and what to try: shown only after such a failure, so its eleven kinds' wording
// is loaded then, not with the first screen (which shows ErrorText on sign-in).
const ConnectionFailureText = lazy(() =>
  import('./connection/ConnectionFailureText').then((m) => ({ default: m.ConnectionFailureText })),
);

export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  const byCode: Record<ErrorCode, string> = {
    invalid_request: t('errors:invalid_request'),
    unknown_method: t('errors:unknown_method'),
    not_signed_in: t('errors:not_signed_in'),
    forbidden: t('errors:forbidden'),
    not_found: t('errors:not_found'),
    conflict: t('errors:conflict'),
    wrong_passcode: t('errors:wrong_passcode'),
    passcode_required: t('errors:passcode_required'),
    cancelled: t('errors:cancelled'),
    database: t('errors:database'),
    busy: t('errors:busy'),
    disk_full: t('errors:disk_full'),
    read_only: t('errors:read_only'),
    too_many_attempts: t('errors:too_many_attempts'),
    secret_unreadable: t('errors:secret_unreadable'),
    internal: t('errors:internal'),
  };
  return (error) => {
    if (!(error instanceof ApiCallError)) return t('errors:internal');
    // Browser mode refused this tab's token: it belongs to an earlier run (see StaleTabNotice).
    if ((error.details as { reason?: unknown } | undefined)?.reason === 'token') return t('staletab:short');
    return byCode[error.code];
  };
}

/**
 * The translated message for the error's code. The service's own message is more specific but
 * written in English: in English it replaces the generic text; in other languages it is offered
 * under "Details" so nothing useful is hidden.
 */
export function ErrorText({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  const message = useErrorMessage();
  if (!error) return null;
  const detail = error instanceof ApiCallError && error.message ? error.message : null;
  // A judge or model server that could not be used: say what failed and what to try.
  const connection = error instanceof ApiCallError ? readConnectionFailure(error.details) : null;
  if (detail && !connection && i18n.language === 'en') {
    return (
      <p className="error-text" role="alert">
        {detail}
      </p>
    );
  }
  return (
    <div className="error-text" role="alert">
      {connection ? (
        <Suspense fallback={<p>{message(error)}</p>}>
          <ConnectionFailureText failure={connection} />
        </Suspense>
      ) : (
        <p>{message(error)}</p>
      )}
      {detail && <EnglishDetail summary={t('errors:details')} text={detail} />}
    </div>
  );
}
