// Step 1, blind rating: the post, the trainee's final reply (and their critique beside the Standard
// response) with the rating form: Rubric B and the exercise's other rubrics on the reply, Rubric B on
// the Standard response. Every item is required; ratings autosave; submitting locks them and only
// then are the AI judges' scores shown (nothing from the judges is on this screen).
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewState } from '../../../shared/domain/review';
import { localeDirection } from '../../../shared/i18n/locales';
import { api } from '../../api/client';
import { AnnotatedText } from '../../components/annotations/AnnotatedText';
import { ActionButton } from '../../components/ActionButton';
import { ConfirmRow } from '../../components/ConfirmRow/ConfirmRow';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { rubricText } from '../../components/rubricText';
import { SaveStatus } from '../../components/autosave/SaveStatus';
import { useAction } from '../../components/useAction';
import { useAutosave } from '../../components/autosave/useAutosave';
import { StandardResponse } from '../practice/critique/StandardResponse';
import { useDateFormat } from '../library/useDateFormat';
import {
  blindRequest,
  draftFrom,
  missingItems,
  missingKey,
  ratingParts,
  ratingsOf,
  withRating,
  type BlindDraft,
  type RatingPart,
} from './blindRatings';
import { RatingFields } from './RatingFields';
import { textLangAttrs } from '../../../shared/i18n/text-language';
import { CardSection } from '../../components/CardSection';
import { ReviewStepFrame } from './ReviewStepFrame';

type Props = { state: ReviewState; onState: (next: ReviewState) => void; onSubmitted: () => void };

export function BlindStep({ state, onState, onSubmitted }: Props) {
  const { t } = useTranslation();
  const text = rubricText(t);
  const date = useDateFormat();
  const [draft, setDraft] = useState<BlindDraft>(() => draftFrom(state.blind));
  const [showMissing, setShowMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const submit = useAction();
  const submitted = state.blind.submittedAt !== null;
  const parts = useMemo(() => ratingParts(state), [state]);
  const missing = missingItems(draft, parts);
  const attemptId = state.attemptId;

  const save = useCallback(
    async (value: BlindDraft) => onState(await api.call('review.saveBlind', blindRequest(attemptId, value, false))),
    [attemptId, onState],
  );
  const autosave = useAutosave(save);

  const change = (part: RatingPart, item: string, code: string | null) => {
    const next = withRating(draft, part, item, code);
    setDraft(next);
    autosave.schedule(next);
  };

  const trySubmit = () => {
    if (missing.length > 0) {
      setShowMissing(true);
      // The first unrated item gets focus once it is marked.
      requestAnimationFrame(() => document.querySelector<HTMLInputElement>('.rv-item.is-missing input')?.focus());
      return;
    }
    setConfirming(true);
  };

  const confirm = () =>
    void submit.run(async () => {
      await autosave.flush();
      onState(await api.call('review.saveBlind', blindRequest(attemptId, draft, true)));
      setConfirming(false);
      onSubmitted();
    });

  const missingIn = (part: RatingPart) =>
    new Set(
      showMissing ? part.rubric.items.filter((i) => missing.includes(missingKey(part, i.id))).map((i) => i.id) : [],
    );
  const fields = (part: RatingPart, testId: string) => (
    <RatingFields
      rubric={part.rubric}
      ratings={ratingsOf(draft, part)}
      disabled={submitted || submit.busy}
      missing={missingIn(part)}
      onChange={(item, code) => change(part, item, code)}
      testId={testId}
    />
  );
  const replyParts = parts.filter((p) => p.part === 'reply');
  const critiquePart = parts.find((p) => p.part === 'critique');

  return (
    <ReviewStepFrame name="blind" title={t('review:blind.title')} intro={t('review:blind.intro')}>
      <p className={`note rv-note${submitted ? '' : ' is-blind'}`} role="note" data-testid="blind-note">
        {submitted
          ? t('review:blind.submittedNote', { date: date(state.blind.submittedAt!) })
          : t('review:blind.blindNote')}
      </p>

      <div className="rv-blind-grid">
        <div className="rv-texts">
          <CardSection className="rv-post" titleId="rv-post-title" title={t('review:blind.post')}>
            <AnnotatedText
              text={state.scenario.postText}
              spans={[]}
              layers={[]}
              dir={localeDirection(state.scenario.language)}
              lang={state.scenario.language}
              className="scenario-post-text"
              testId="review-post"
            />
          </CardSection>
          <CardSection className="rv-reply rv-sticky" titleId="rv-reply-title" title={t('review:blind.reply')}>
            {state.finalVersion ? (
              <div
                className="pr-final-text"
                {...textLangAttrs(state.finalVersion.text, state.scenario.language)}
                data-testid="review-reply"
              >
                {state.finalVersion.text}
              </div>
            ) : (
              <p className="muted">{t('review:blind.noReply')}</p>
            )}
          </CardSection>
        </div>
        {replyParts.length > 0 && (
          <div className="card rv-form" data-testid="blind-reply-form">
            <h3 className="pr-card-title">{t('review:blind.rateReply')}</h3>
            {replyParts.map((part) => (
              <div key={part.rubric.id} className="rv-form-rubric">
                <h4 className="rv-rubric-name">{text.rubric(part.rubric.id)}</h4>
                {fields(part, `blind-${part.rubric.id}`)}
              </div>
            ))}
          </div>
        )}
      </div>

      {state.critique && critiquePart && (
        <div className="rv-blind-grid">
          <div className="rv-texts">
            <CardSection className="rv-critique" titleId="rv-critique-title" title={t('review:blind.critique')}>
              <div className="pr-final-text" {...textLangAttrs(state.critique.text)} data-testid="review-critique">
                {state.critique.text || t('review:blind.noCritiqueText')}
              </div>
            </CardSection>
            <div className="rv-sticky">
              <StandardResponse text={state.critique.responseText} />
            </div>
          </div>
          <div className="card rv-form" data-testid="blind-critique-form">
            <h3 className="pr-card-title">{t('review:blind.rateStandard')}</h3>
            <p className="muted pr-small">{t('review:blind.rateStandardHelp')}</p>
            {fields(critiquePart, 'blind-critique')}
          </div>
        </div>
      )}

      {!submitted && (
        <div className="pr-step-actions rv-actions">
          <SaveStatus status={autosave.status} testId="blind-save-status" />
          <p
            className={`pr-small rv-missing-count${showMissing && missing.length > 0 ? ' is-error' : ''}`}
            role="status"
            data-testid="blind-missing"
          >
            {missing.length > 0 ? t('review:blind.missing', { count: missing.length }) : t('review:blind.complete')}
          </p>
          <ActionButton error={submit.error} busy={submit.busy} onClick={trySubmit} testId="blind-submit">
            {t('review:blind.submit')}
          </ActionButton>
        </div>
      )}

      {confirming && (
        <Modal title={t('review:blind.confirmTitle')} onClose={() => setConfirming(false)}>
          <p>{t('review:blind.confirmBody')}</p>
          <ErrorText error={submit.error} />
          <ConfirmRow
            onCancel={() => setConfirming(false)}
            onConfirm={confirm}
            confirmLabel={t('review:blind.confirm')}
            confirmTestId="blind-confirm"
            confirmDisabled={submit.busy}
            cancelDisabled={submit.busy}
          />
        </Modal>
      )}
    </ReviewStepFrame>
  );
}
