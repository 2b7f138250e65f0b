// Opening a feedback file from the supervisor: only feedback meant for the signed-in trainee opens;
// it then shows under My progress and on the attempt.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FeedbackImportReport } from '../../../shared/exchange/types';
import { useApiMutation } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
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
    <section className="card exchange-card" aria-labelledby="open-feedback">
      <h2 id="open-feedback">{t('exchange:openFeedback.title')}</h2>
      <label>
        {t('exchange:openFeedback.choose')}
        <input type="file" accept=".ccfeedback" onChange={(e) => void choose(e.target.files).catch(() => undefined)} />
      </label>
      {open.error !== null && <ErrorText error={open.error} />}
      {report && (
        <p role="status">
          {t('exchange:openFeedback.done', { n: report.reviews, unchanged: report.unchanged })}{' '}
          <Link to="/history">{t('exchange:openFeedback.toProgress')}</Link>
        </p>
      )}
    </section>
  );
}
