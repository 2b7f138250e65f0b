// Route /practice/:attemptId: one attempt on one scenario, its steps in a stepper and the current
// step below. The attempt is kept here, once; every step saves as it goes and reopening resumes.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { AttemptProps } from './attempt/stepProps';
import { LoadFailure, RecordRoute } from '../../components/RecordRoute';
import { useStepFocus } from '../../components/a11y/useStepFocus';
import { usePageTitle } from '../../app/pageTitle';
import { AttemptHeader } from './attempt/AttemptHeader';
import { PendingSavesContext, usePendingSavesRoot } from '../../components/autosave/pendingSaves';
import { SkipLink } from './attempt/SkipLink';
import { SkippedNote } from './attempt/SkippedNote';
import { StageView } from './attempt/StageView';
import { Stepper } from './attempt/Stepper';
import { useAttempt } from './attempt/useAttempt';
import { PracticeBackLink } from './PracticeBackLink';
import { stageNames } from './stageNames';
import '../../styles/scenario.css';
import '../../styles/practice.css';
import { StatusText } from '../../components/StatusText';

/** Where a step's heading is: the work column's first h2 beside the post, else the step's first h2. */
const STEP_HEADINGS = ['.pr-work-main h2', 'h2'] as const;

function AttemptView({ attempt, onAttempt }: AttemptProps) {
  const [firstStage] = useState(attempt.stage);
  const [moved, setMoved] = useState(false);
  if (!moved && attempt.stage !== firstStage) setMoved(true);
  // "Do it after all" shows the step where the trainee left off; working on it resumes the attempt.
  const [resumedSkip, setResumedSkip] = useState<string | null>(null);
  const skipped = attempt.status === 'skipped' && resumedSkip !== (attempt.skipped?.at ?? '');
  const saves = usePendingSavesRoot();
  const { t } = useTranslation();
  // "Draft — Scenario title — CultureCare Trainer"; the new step's heading takes a focus that was lost.
  usePageTitle(skipped ? t('practice:skipped.title') : stageNames(t)[attempt.stage], attempt.scenario.title);
  const stage = useRef<HTMLDivElement>(null);
  // Beside the post (drafting, feedback) the step's heading is the work column's, not the post's.
  useStepFocus(stage, `${attempt.stage}:${skipped}`, moved, STEP_HEADINGS);

  // A new step starts at the top of the page (its heading takes the focus, see StepFrame).
  useEffect(() => {
    if (moved) window.scrollTo({ top: 0 });
  }, [attempt.stage, skipped, moved]);

  return (
    <PendingSavesContext value={saves}>
      <div className="pr-attempt" data-stage={attempt.stage} data-status={attempt.status} ref={stage}>
        <AttemptHeader attempt={attempt} />
        {skipped ? (
          <SkippedNote
            attempt={attempt}
            onResume={() => {
              setResumedSkip(attempt.skipped?.at ?? '');
              setMoved(true);
            }}
          />
        ) : (
          <>
            <div className="panel spread-row pr-stepper-row">
              <Stepper config={attempt.config} stage={attempt.stage} />
              {attempt.stage !== 'warning' && attempt.stage !== 'done' && (
                <SkipLink attempt={attempt} onAttempt={onAttempt} />
              )}
            </div>
            <StageView key={attempt.stage} attempt={attempt} onAttempt={onAttempt} focus={moved} />
          </>
        )}
      </div>
    </PendingSavesContext>
  );
}

function AttemptLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const load = useAttempt(id);
  if (load.status === 'loading') return <StatusText>{t('common:loading')}</StatusText>;
  if (load.status === 'error')
    return <LoadFailure className="pr-attempt" back={<PracticeBackLink />} error={load.error} />;
  return <AttemptView attempt={load.attempt} onAttempt={load.onAttempt} />;
}

export function AttemptScreen() {
  const { attemptId } = useParams();
  return (
    <RecordRoute
      param={attemptId}
      what="attempt"
      className="pr-attempt"
      back={<PracticeBackLink />}
      screen={AttemptLoader}
    />
  );
}
