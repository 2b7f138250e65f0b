// Critique the Standard response: a written critique and the experts' Rubric B, both autosaved;
// "Submit critique" saves and finishes the attempt.
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_DRAFT_CHARS } from '../../../../shared/domain/practice';
import type { StepProps } from '../attempt/stepProps';
import { api } from '../../../api/client';
import { ErrorText } from '../../../components/ErrorText';
import { ContinueButton } from '../attempt/ContinueButton';
import { StepFrame } from '../attempt/StepFrame';
import { SubmitWithSaveStatus } from '../attempt/SubmitWithSaveStatus';
import { useAction } from '../../../components/useAction';
import { useAutosave } from '../../../components/autosave/useAutosave';
import { RubricBFields } from './RubricBFields';
import { StandardResponse } from './StandardResponse';
import { useRubricB } from './useRubricB';
import { CardSection } from '../../../components/CardSection';

type Props = StepProps;
type Critique = { text: string; ratings: Record<string, string> };

export function CritiqueStep({ attempt, onAttempt, focus }: Props) {
  const { t } = useTranslation();
  const responseText = attempt.critique?.responseText ?? '';
  if (responseText.trim() === '') {
    return (
      <StepFrame
        title={t('practice:critique.title')}
        focus={focus}
        testId="step-critique"
        actions={<ContinueButton attempt={attempt} onAttempt={onAttempt} testId="critique-skip-continue" />}
      >
        <p className="card muted" data-testid="critique-none">
          {t('practice:critique.none')}
        </p>
      </StepFrame>
    );
  }
  return <CritiqueForm attempt={attempt} onAttempt={onAttempt} focus={focus} responseText={responseText} />;
}

function CritiqueForm({ attempt, onAttempt, focus, responseText }: Props & { responseText: string }) {
  const { t } = useTranslation();
  const textId = useId();
  const rubric = useRubricB();
  const [critique, setCritique] = useState<Critique>({
    text: attempt.critique?.text ?? '',
    ratings: attempt.critique?.ratings ?? {},
  });
  const [empty, setEmpty] = useState(false);
  const submit = useAction();
  const save = useCallback(
    async (value: Critique) => {
      onAttempt(
        await api.call('practice.saveCritique', { attemptId: attempt.id, text: value.text, ratings: value.ratings }),
      );
    },
    [attempt.id, onAttempt],
  );
  const autosave = useAutosave(save);

  const change = (next: Critique) => {
    setCritique(next);
    autosave.schedule(next);
  };
  const rate = (itemId: string, code: string | null) => {
    const ratings = { ...critique.ratings };
    if (code === null) delete ratings[itemId];
    else ratings[itemId] = code;
    change({ ...critique, ratings });
  };
  const finish = () => {
    if (critique.text.trim() === '') {
      setEmpty(true);
      document.getElementById(textId)?.focus();
      return;
    }
    void submit.run(async () => {
      await autosave.flush();
      onAttempt(await api.call('practice.advance', { attemptId: attempt.id, to: 'done' }));
    });
  };

  return (
    <StepFrame
      title={t('practice:critique.title')}
      intro={<p>{t('practice:critique.intro')}</p>}
      focus={focus}
      testId="step-critique"
      actions={
        <SubmitWithSaveStatus autosave={autosave} action={submit} onClick={finish} testIdPrefix="critique">
          {t('practice:critique.submit')}
        </SubmitWithSaveStatus>
      }
    >
      <div className="pr-work">
        <div className="pr-side pr-sticky">
          <StandardResponse text={responseText} />
        </div>
        <div className="pr-work-main">
          <CardSection className="pr-critique" titleId="pr-critique-title" title={t('practice:critique.yours')}>
            <label className="field">
              <span>{t('practice:critique.textLabel')}</span>
              <small id={`${textId}-help`}>{t('practice:critique.textHelp')}</small>
              <textarea
                id={textId}
                className="pr-textarea"
                value={critique.text}
                onChange={(e) => {
                  setEmpty(false);
                  change({ ...critique, text: e.target.value });
                }}
                rows={8}
                maxLength={MAX_DRAFT_CHARS}
                dir="auto"
                aria-describedby={`${textId}-help`}
                aria-invalid={empty || undefined}
                data-testid="critique-text"
              />
            </label>
            {empty && (
              <p className="field-error" role="alert">
                {t('practice:critique.textRequired')}
              </p>
            )}
          </CardSection>
          <CardSection className="pr-critique" titleId="pr-rubric-title" title={t('practice:critique.rubricTitle')}>
            <p className="muted pr-small">{t('practice:critique.rubricIntro')}</p>
            {rubric.status === 'loading' && <p className="muted">{t('common:loading')}</p>}
            {rubric.status === 'error' && <ErrorText error={rubric.error} />}
            {rubric.status === 'ready' &&
              (rubric.rubric ? (
                <RubricBFields
                  rubric={rubric.rubric}
                  ratings={critique.ratings}
                  disabled={submit.busy}
                  onChange={rate}
                />
              ) : (
                <p className="muted">{t('practice:critique.noRubric')}</p>
              ))}
          </CardSection>
        </div>
      </div>
    </StepFrame>
  );
}
