// The current stage of the attempt, each step getting the one AttemptState and `onAttempt`.
import type { StepProps } from './stepProps';
import { CritiqueStep } from '../critique/CritiqueStep';
import { DoneStep } from '../done/DoneStep';
import { DraftStep } from '../draft/DraftStep';
import { EmotionsStep } from '../emotions/EmotionsStep';
import { FeedbackStep } from '../feedback/FeedbackStep';
import { RevealStep } from '../reveal/RevealStep';
import { SpotReviewStep } from '../review/SpotReviewStep';
import { SpotStep } from '../spot/SpotStep';
import { WarningStep } from '../warning/WarningStep';
import { WorkStage } from '../work/WorkStage';

type Props = StepProps;

export function StageView({ attempt, onAttempt, focus }: Props) {
  const props = { attempt, onAttempt, focus };
  switch (attempt.stage) {
    case 'warning':
      return <WarningStep {...props} />;
    case 'spot':
      return <SpotStep {...props} />;
    case 'spot_review':
      return <SpotReviewStep {...props} />;
    case 'emotions':
      return <EmotionsStep {...props} />;
    case 'draft':
      return (
        <WorkStage attempt={attempt} testId="stage-draft">
          <DraftStep attempt={attempt} onAttempt={onAttempt} />
        </WorkStage>
      );
    case 'feedback':
      return (
        <WorkStage attempt={attempt} testId="stage-feedback">
          <FeedbackStep attempt={attempt} onAttempt={onAttempt} />
        </WorkStage>
      );
    case 'reveal':
      return <RevealStep {...props} />;
    case 'critique':
      return <CritiqueStep {...props} />;
    case 'done':
      return <DoneStep attempt={attempt} focus={focus} />;
  }
}
