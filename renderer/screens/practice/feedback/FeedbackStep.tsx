// Feedback step: the AI judges' scores on the latest version, streamed in with progress and
// cancellable; per rubric a table of items with rationales; a failed judge never blocks. When the
// exercise keeps scores for the supervisor, says so. With a previous version: the word-level diff
// and per-item score changes. Then revise or keep this version as the final one. When no score at all
// arrived, says that nothing was scored and the round was not used.
import { useTranslation } from 'react-i18next';
import type { AttemptProps } from '../attempt/stepProps';
import { feedbackTally } from '../../../../shared/practice/feedback-tally';
import { useAnnounceWhenDone } from '../../../components/a11y/useAnnounceWhenDone';
import { Button } from '../../../components/Button';
import { ErrorText } from '../../../components/ErrorText';
import { StoredFailureText } from '../../../components/connection/StoredFailureText';
import { FeedbackActions } from './FeedbackActions';
import { CoachNotePanel } from '../note/CoachNotePanel';
import { RevisionView } from './RevisionView';
import { rubricLabels } from './rubric-labels';
import { RubricFeedback } from './RubricFeedback';
import { useJudgeLabels } from './useJudgeLabels';
import { useScoring } from './useScoring';
import '../../../styles/coaching.css';

export function FeedbackStep({ attempt, onAttempt }: AttemptProps) {
  const { t } = useTranslation();
  const scoring = useScoring(attempt, onAttempt);
  const judgeLabel = useJudgeLabels();
  const labels = rubricLabels(t);
  const current = attempt.versions.at(-1) ?? null;
  const previous = attempt.versions.at(-2) ?? null;
  const visible = attempt.config.aiScoresVisible;
  const lang = attempt.scenario.language;
  const progress = scoring.progress;
  // Said once when scoring ends: how many items got a score when the trainee sees scores.
  const tally = current && visible ? feedbackTally(current.feedback) : null;
  // Busy until the stored feedback has arrived too (the task ends a moment before the attempt is re-read).
  const owed = current?.feedback.some((f) => f.status === 'pending' || f.status === 'running') ?? false;
  useAnnounceWhenDone(
    progress !== null || owed,
    tally
      ? t('a11yflow:feedbackReady', { scored: tally.scored, total: tally.total })
      : t('a11y:announce.feedbackReady'),
  );
  if (!current) return null;
  // Scoring finished and not one score arrived: the service gave the round back; say so plainly.
  const nothingScored =
    !scoring.running &&
    current.forFeedback &&
    !current.usesRound &&
    current.feedback.length > 0 &&
    current.feedback.every((f) => f.status !== 'pending' && f.status !== 'running');

  return (
    <div className="feedback-step" data-testid="feedback-step">
      <section className="card fb-intro" aria-labelledby="fb-title">
        <h2 id="fb-title">{t('coaching:feedback.title', { number: current.number })}</h2>
        <p className="muted">{visible ? t('coaching:feedback.intro') : t('coaching:feedback.hiddenIntro')}</p>
        {progress && (
          <div className="fb-progress" role="status" data-testid="feedback-progress">
            <progress
              max={Math.max(progress.total, 1)}
              value={progress.done}
              aria-label={t('coaching:feedback.scoring')}
            />
            <span className="muted">
              {progress.total > 0
                ? t('coaching:feedback.progress', { done: progress.done, total: progress.total })
                : t('coaching:feedback.starting')}
            </span>
            <Button small onClick={scoring.cancel} testId="feedback-cancel">
              {t('common:cancel')}
            </Button>
          </div>
        )}
        {progress && <p className="muted fb-carry-on">{t('coaching:feedback.carryOn')}</p>}
        <ErrorText error={scoring.error} />
        {nothingScored && (
          <div className="spread-row fb-notice fb-nothing" role="status" data-testid="feedback-nothing-scored">
            <p>
              <strong>{t('outage:feedback.nothingTitle')}</strong>
            </p>
            <p>{t('outage:feedback.nothing')}</p>
            <StoredFailureText
              messages={current.feedback.flatMap((f) => [
                f.errorMessage,
                ...(f.result?.judgements ?? []).map((j) => j.errorMessage),
              ])}
            />
          </div>
        )}
        <details className="fb-version-text">
          <summary>{t('coaching:feedback.yourVersion', { number: current.number })}</summary>
          <p dir="auto" lang={lang}>
            {current.text}
          </p>
        </details>
      </section>

      {!visible ? (
        <section className="card fb-hidden" data-testid="feedback-hidden">
          <p>{t('coaching:feedback.hidden')}</p>
        </section>
      ) : current.feedback.length === 0 ? (
        <section className="card" data-testid="feedback-none">
          <p className="muted">{t('coaching:feedback.noRubrics')}</p>
        </section>
      ) : (
        current.feedback.map((f) => (
          <RubricFeedback
            key={f.rubricId}
            feedback={f}
            live={scoring.live[f.rubricId] ?? []}
            configuredJudges={attempt.config.judgeIds}
            running={scoring.running}
            onRetry={() => void scoring.start()}
            judgeLabel={judgeLabel}
            labels={labels}
          />
        ))
      )}

      <CoachNotePanel attempt={attempt} onAttempt={onAttempt} />

      {previous && (
        <RevisionView previous={previous} current={current} lang={lang} showScores={visible} labels={labels} />
      )}

      <FeedbackActions attempt={attempt} onAttempt={onAttempt} />
    </div>
  );
}
