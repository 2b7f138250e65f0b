// One opened feedback file (.ccfeedback): a supervisor's released ratings and comments for one
// trainee. The trainee opens it and finds it under My progress and on the attempt; only feedback
// meant for the signed-in trainee opens. Staff are told whose computer it belongs on.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FeedbackImportReport } from '../../../shared/exchange/types';
import { api } from '../../api/client';
import { exchangeFileText } from './exchangeFileText';
import { OpenedFileCard, useOpenedAction, type OpenedCardProps } from './OpenedFileCard';

export function OpenedFeedbackCard(props: OpenedCardProps<FeedbackImportReport> & { trainee: boolean }) {
  const { t } = useTranslation();
  const { file, trainee, result } = props;
  const see = useOpenedAction();
  return (
    <OpenedFileCard
      card={props}
      {...exchangeFileText(t, trainee).feedback}
      run={see}
      action={
        trainee && !file.problem
          ? {
              testId: 'opened-see-feedback',
              label: t('openedExchange:feedback.see'),
              onClick: () => void see.run(() => api.call('files.importFeedback', { id: file.id }), props.onDone),
            }
          : null
      }
    >
      {result && (
        <p role="status" data-testid="opened-feedback-done">
          {t('exchange:openFeedback.done', { n: result.reviews, unchanged: result.unchanged })}{' '}
          <Link to="/history">{t('exchange:openFeedback.toProgress')}</Link>
        </p>
      )}
    </OpenedFileCard>
  );
}
