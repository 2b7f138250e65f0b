// What calibration shows before any reply has been rated by both a supervisor and an AI judge.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/StateCard';

export function CalibrationEmpty({ rubricName }: { rubricName: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState icon="review" testId="calibration-empty">
      <h2>{t('calibration:empty.title', { rubric: rubricName })}</h2>
      <p className="muted">{t('calibration:empty.body')}</p>
      <Link className="button secondary" to="/review">
        {t('calibration:empty.toReview')}
      </Link>
    </EmptyState>
  );
}
