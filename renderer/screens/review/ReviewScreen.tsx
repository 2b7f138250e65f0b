// One review (/review/:attemptId), blind first: rate the trainee's final reply and critique without
// seeing any AI score; then reconcile with the judges, comment on spans, and release the feedback.
// Trainees are pointed to their own progress; signed-out visitors go home.
import '../../styles/practice.css';
import '../../styles/coaching.css';
import '../../styles/review.css';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { useSession } from '../../app/session-context';
import { ErrorText } from '../../components/ErrorText';
import { usePageTitle } from '../../app/pageTitle';
import { cultureNamer } from '../library/cultureNames';
import { BlindStep } from './BlindStep';
import { CommentsStep } from './CommentsStep';
import { ReconcileStep } from './ReconcileStep';
import { ReleaseStep } from './ReleaseStep';
import { ReviewHeader } from './ReviewHeader';
import { ReviewRoleplays } from './ReviewRoleplays';
import { firstStep, ReviewStepper, type ReviewStep } from './ReviewStepper';
import { SupervisionNav } from './SupervisionNav';
import { OnlyFor } from '../../components/RolePage';
import { useCultures } from './useCultures';
import { useReview } from './useReview';
import { StatusText } from '../../components/StatusText';

function Review({ attemptId }: { attemptId: number }) {
  const { t } = useTranslation();
  const { state, error, update } = useReview(attemptId);
  const cultures = useCultures();
  const [chosen, setChosen] = useState<ReviewStep | null>(null);
  const top = useRef<HTMLDivElement>(null);
  usePageTitle(t('a11y:page.reviewAttempt'), state?.scenario.title, state?.trainee.name);
  // The step to open with follows the status on arrival, and stays put when the status changes later (withdrawing).
  if (state && chosen === null) setChosen(firstStep(state.status));
  const step: ReviewStep = chosen ?? 'blind';
  // The later steps stay closed until the blind rating is submitted.
  const shown: ReviewStep = state?.status === 'awaiting' ? 'blind' : step;

  const moveTo = (next: ReviewStep) => {
    setChosen(next);
    requestAnimationFrame(() => top.current?.scrollIntoView({ block: 'start' }));
  };

  if (!state)
    return (
      <div className="rv-page">
        <SupervisionNav current="review" />
        <ErrorText error={error} />
        {!error && <StatusText>{t('review:review.loading')}</StatusText>}
      </div>
    );

  const namer = cultureNamer(t, cultures);
  const cultureName =
    namer(state.scenario.cultureId) === state.scenario.cultureId
      ? state.scenario.cultureName
      : namer(state.scenario.cultureId);

  return (
    <div className="rv-page" data-testid="review-screen" data-status={state.status}>
      <SupervisionNav current="review" />
      <ReviewHeader state={state} cultureName={cultureName} />
      <ReviewRoleplays traineeId={state.trainee.id} exerciseId={state.exerciseId} />
      <div ref={top} className="rv-stepper-anchor">
        <ReviewStepper step={shown} status={state.status} onStep={moveTo} />
      </div>
      {shown === 'blind' && <BlindStep state={state} onState={update} onSubmitted={() => moveTo('reconcile')} />}
      {shown === 'reconcile' && <ReconcileStep state={state} onState={update} onNext={() => moveTo('comments')} />}
      {shown === 'comments' && <CommentsStep state={state} onState={update} onNext={() => moveTo('release')} />}
      {shown === 'release' && <ReleaseStep state={state} onState={update} />}
    </div>
  );
}

export function ReviewScreen() {
  const { profile } = useSession();
  const params = useParams();
  const attemptId = Number(params.attemptId);
  if (!profile) return <Navigate to="/" replace />;
  if (profile.role === 'trainee') return <OnlyFor screen="review" />;
  if (!Number.isInteger(attemptId) || attemptId <= 0) return <Navigate to="/review" replace />;
  return <Review key={attemptId} attemptId={attemptId} />;
}
