// Opening a feedback file from the supervisor: only feedback meant for the signed-in trainee opens;
// it then shows under My progress and on the attempt.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FeedbackImportReport } from '../../../shared/exchange/types';
import { useApiMutation } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import { ExchangeCard } from './ExchangeCard';
import { FilesInput } from './FilesInput';
import { readChosen } from './files';

export function OpenFeedbackCard() {
  const { t } = useTranslation();
  const open = useApiMutation('exchange.importFeedback');
  const [report, setReport] = useState<FeedbackImportReport | null>(null);
  const choose = async (list: FileList | null) => {
    setReport(null);
    const [file] = await readChosen(list);
    if (file) setReport(await open.mutateAsync({ fileName: file.fileName, content: file.content }));
  };
  return (
    <ExchangeCard titleId="open-feedback" title={t('exchange:openFeedback.title')}>
      <FilesInput
        label={t('exchange:openFeedback.choose')}
        accept=".ccfeedback"
        onFiles={(list) => void choose(list).catch(() => undefined)}
      />
      {open.error !== null && <ErrorText error={open.error} />}
      {report && (
        <p role="status">
          {t('exchange:openFeedback.done', { n: report.reviews, unchanged: report.unchanged })}{' '}
          <Link to="/history">{t('exchange:openFeedback.toProgress')}</Link>
        </p>
      )}
    </ExchangeCard>
  );
}
