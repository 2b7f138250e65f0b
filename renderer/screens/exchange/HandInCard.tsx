// Hand-in for one assigned exercise: first the judges' servers (allowed or not), then the file:
// the dialog lists exactly what it holds (every attempt with its versions, reported AI scores and
// critique, under the name and contact shown), and Save writes it for the LMS.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubmissionExport } from '../../../shared/exchange/types';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import { JudgeDestinations } from './JudgeDestinations';
import { ExchangeCard } from './ExchangeCard';
import { SaveFileButton } from './SaveFileButton';

export function HandInCard(props: { exerciseId: number; title: string }) {
  const { t } = useTranslation();
  const consent = useApiQuery('exchange.judgeConsent', { exerciseId: props.exerciseId });
  const allow = useApiMutation('exchange.allowJudges');
  const exportFile = useApiMutation('exchange.exportSubmission');
  const [file, setFile] = useState<SubmissionExport | null>(null);
  const headingId = `hand-in-${props.exerciseId}`;

  return (
    <ExchangeCard titleId={headingId} title={props.title} titleDir="auto" testId="hand-in">
      {consent.data && consent.data.judges.length > 0 && (
        <div data-testid="judge-consent">
          <h3>{t('exchange:consent.title')}</h3>
          <JudgeDestinations judges={consent.data.judges} />
          {consent.data.needed ? (
            <>
              <p>{t('exchange:consent.ask')}</p>
              <button type="button" onClick={() => void allow.mutateAsync({ exerciseId: props.exerciseId })}>
                {t('exchange:consent.allow')}
              </button>
            </>
          ) : (
            <p className="muted">{t('exchange:consent.allowed')}</p>
          )}
          {allow.error !== null && <ErrorText error={allow.error} />}
        </div>
      )}
      <h3>{t('exchange:handIn.title')}</h3>
      <button
        type="button"
        onClick={() => void exportFile.mutateAsync({ exerciseId: props.exerciseId }).then(setFile, () => undefined)}
      >
        {t('exchange:handIn.prepare')}
      </button>
      {exportFile.error !== null && <ErrorText error={exportFile.error} />}
      {file && (
        <div data-testid="submission-summary">
          <p>{t('exchange:handIn.holds', { name: file.summary.shownName })}</p>
          <ul>
            {file.summary.attempts.map((a, i) => (
              <li key={i}>
                <span dir="auto">{a.scenario}</span>:{' '}
                {t('exchange:handIn.attempt', { versions: a.versions, scores: a.scores })}
                {a.critique ? ` · ${t('exchange:handIn.critique')}` : ''}
              </li>
            ))}
          </ul>
          {file.summary.roleplays.length > 0 && (
            <>
              <h4>{t('exchange:handIn.roleplays')}</h4>
              <ul data-testid="submission-roleplays">
                {file.summary.roleplays.map((r, i) => (
                  <li key={i}>
                    <span dir="auto">{r.scenario}</span>: {t('exchange:handIn.roleplayTurns', { count: r.turns })}
                    {r.scored ? ` · ${t('exchange:handIn.roleplayScored')}` : ''}
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="muted">
            {t('exchange:handIn.contact', {
              email: file.summary.email ?? t('exchange:none'),
              lmsId: file.summary.lmsId ?? t('exchange:none'),
            })}
          </p>
          <p className="muted">{t('exchange:handIn.notIncluded')}</p>
          <SaveFileButton file={file} />
        </div>
      )}
    </ExchangeCard>
  );
}
