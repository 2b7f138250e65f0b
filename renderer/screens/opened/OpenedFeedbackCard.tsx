// One opened feedback file (.ccfeedback): a supervisor's released ratings and comments for one
// trainee. The trainee opens it and finds it under My progress and on the attempt; only feedback
// meant for the signed-in trainee opens. Staff are told whose computer it belongs on.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OpenedFile } from '../../../shared/api/contract';
import type { FeedbackImportReport } from '../../../shared/exchange/types';
import { useApiMutation } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import { OpenedFileHeader } from './OpenedFileHeader';

export function OpenedFeedbackCard(props: {
  file: OpenedFile;
  trainee: boolean;
  result: FeedbackImportReport | null;
  onDismiss: () => void;
  onDone: (result: FeedbackImportReport) => void;
}) {
  const { t } = useTranslation();
  const { file, trainee, result } = props;
  const open = useApiMutation('files.importFeedback');
  const [error, setError] = useState<unknown>(null);
  const see = async () => {
    setError(null);
    try {
      props.onDone(await open.mutateAsync({ id: file.id }));
    } catch (e) {
      setError(e);
    }
  };
  return (
    <OpenedFileHeader file={file} kind={t('openedExchange:kind.feedback')}>
      <p>{trainee ? t('openedExchange:feedback.forTrainee') : t('openedExchange:feedback.forStaff')}</p>
      {error !== null && <ErrorText error={error} />}
      {result ? (
        <p role="status" data-testid="opened-feedback-done">
          {t('exchange:openFeedback.done', { n: result.reviews, unchanged: result.unchanged })}{' '}
          <Link to="/history">{t('exchange:openFeedback.toProgress')}</Link>
        </p>
      ) : (
        <div className="opened-actions">
          {trainee && !file.problem && (
            <button
              type="button"
              className="button primary"
              disabled={open.isPending}
              onClick={() => void see()}
              data-testid="opened-see-feedback"
            >
              {t('openedExchange:feedback.see')}
            </button>
          )}
          <button type="button" className="button secondary" onClick={props.onDismiss} data-testid="opened-dismiss">
            {t('opened:dismiss')}
          </button>
        </div>
      )}
    </OpenedFileHeader>
  );
}
