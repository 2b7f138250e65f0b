// A skipped scenario: when and why (if given), the reminder that skipping never counts against
// anyone, and the way to do it after all (working on it again resumes the attempt where it was).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AttemptState } from '../../../../shared/domain/practice';
import { useDateFormat } from '../../library/useDateFormat';
import { Button } from '../../../components/Button';

type Props = { attempt: AttemptState; onResume: () => void };

export function SkippedNote({ attempt, onResume }: Props) {
  const { t } = useTranslation();
  const date = useDateFormat();
  return (
    <section className="card pr-skipped" aria-labelledby="pr-skipped-title" data-testid="skipped-note">
      <h2 id="pr-skipped-title">{t('practice:skipped.title')}</h2>
      <p>
        {attempt.skipped ? t('practice:skipped.when', { date: date(attempt.skipped.at) }) : t('practice:skipped.body')}
      </p>
      {attempt.skipped && attempt.skipped.reason.trim() !== '' && (
        <p>
          {t('practice:skipped.reason')} <q dir="auto">{attempt.skipped.reason}</q>
        </p>
      )}
      <p className="pr-reassure">{t('practice:skipped.never')}</p>
      <div className="pr-step-actions">
        <Link to="/practice" className="button secondary">
          {t('practice:skipped.back')}
        </Link>
        <Button tone="primary" onClick={onResume} testId="skipped-resume">
          {t('practice:skipped.resume')}
        </Button>
      </div>
    </section>
  );
}
