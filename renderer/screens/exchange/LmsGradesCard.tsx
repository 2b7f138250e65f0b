// Supervisors and instructors: grade files for Moodle's and Canvas's gradebook import, with the
// grading rule stated and the trainees the LMS could not match (no email or LMS id) named.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LmsGradesFile, LmsKind } from '../../../shared/exchange/types';
import { useApiMutation } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import { ExchangeCard } from './ExchangeCard';
import { SaveFileButton } from './SaveFileButton';

export function LmsGradesCard() {
  const { t } = useTranslation();
  const grades = useApiMutation('exchange.lmsGrades');
  const [file, setFile] = useState<LmsGradesFile | null>(null);
  const make = (kind: LmsKind) => void grades.mutateAsync({ kind }).then(setFile, () => undefined);
  return (
    <ExchangeCard titleId="lms-grades" title={t('exchange:lms.title')}>
      <p>{t('exchange:lms.rule')}</p>
      <p className="muted">{t('exchange:lms.layouts')}</p>
      <div className="exchange-actions">
        <button type="button" onClick={() => make('moodle')}>
          {t('exchange:lms.moodle')}
        </button>
        <button type="button" onClick={() => make('canvas')}>
          {t('exchange:lms.canvas')}
        </button>
      </div>
      {grades.error !== null && <ErrorText error={grades.error} />}
      {file && (
        <div data-testid="lms-file">
          <p>{t('exchange:lms.holds', { n: file.rows })}</p>
          {file.unmatched.length > 0 && (
            <p role="note" dir="auto">
              {t('exchange:lms.unmatched', { names: file.unmatched.join(', ') })}
            </p>
          )}
          <SaveFileButton file={file} type="text/csv" />
        </div>
      )}
    </ExchangeCard>
  );
}
