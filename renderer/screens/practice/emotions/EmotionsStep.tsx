// Tag the emotions: up to three of CuLEmo's emotions and the exercise's own; each change is saved.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CULEMO_EMOTIONS, MAX_EMOTION_TAGS } from '../../../../shared/domain/practice';
import type { StepProps } from '../attempt/stepProps';
import { api } from '../../../api/client';
import { ContinueButton } from '../attempt/ContinueButton';
import { SaveStatus } from '../../../components/autosave/SaveStatus';
import { StepFrame } from '../attempt/StepFrame';
import { useAutosave } from '../../../components/autosave/useAutosave';
import { AttemptPost } from '../attempt/AttemptPost';
import { emotionNames } from './emotionNames';
import { CardSection } from '../../../components/CardSection';

type Props = StepProps;

const SAVE_DELAY_MS = 250;

export function EmotionsStep({ attempt, onAttempt, focus }: Props) {
  const { t } = useTranslation();
  const names = emotionNames(t);
  const [chosen, setChosen] = useState<string[]>(attempt.emotions);
  const [refused, setRefused] = useState(false);
  const save = useCallback(
    async (emotions: string[]) => {
      onAttempt(await api.call('practice.saveEmotions', { attemptId: attempt.id, emotions }));
    },
    [attempt.id, onAttempt],
  );
  const autosave = useAutosave(save, { idleMs: SAVE_DELAY_MS });
  const custom = attempt.config.customEmotions.filter((e) => !(CULEMO_EMOTIONS as readonly string[]).includes(e));
  const options = [
    ...CULEMO_EMOTIONS.map((e) => ({ value: e, name: names[e] ?? e, custom: false })),
    ...custom.map((e) => ({ value: e, name: e, custom: true })),
  ];

  const toggle = (value: string) => {
    if (chosen.includes(value)) {
      const next = chosen.filter((e) => e !== value);
      setChosen(next);
      setRefused(false);
      autosave.schedule(next);
    } else if (chosen.length >= MAX_EMOTION_TAGS) {
      setRefused(true);
    } else {
      const next = [...chosen, value];
      setChosen(next);
      setRefused(false);
      autosave.schedule(next);
    }
  };

  return (
    <StepFrame
      title={t('practice:emotions.title')}
      intro={<p>{t('practice:emotions.intro', { max: MAX_EMOTION_TAGS })}</p>}
      focus={focus}
      testId="step-emotions"
      actions={
        <>
          <SaveStatus status={autosave.status} testId="emotions-save-status" />
          <ContinueButton attempt={attempt} onAttempt={onAttempt} before={autosave.flush} />
        </>
      }
    >
      <div className="pr-work">
        <AttemptPost attempt={attempt} annotated={false} />
        <CardSection
          className="pr-emotions pr-sticky"
          titleId="pr-emotions-title"
          title={t('practice:emotions.question')}
        >
          <div className="pr-chips" role="group" aria-labelledby="pr-emotions-title">
            {options.map((option) => {
              const on = chosen.includes(option.value);
              return (
                <button
                  key={option.value}
                  type="button"
                  className={`chip pr-chip${on ? ' is-on' : ''}${option.custom ? ' is-custom' : ''}`}
                  aria-pressed={on}
                  onClick={() => toggle(option.value)}
                  data-testid={`emotion-${option.value}`}
                >
                  <span className="pr-chip-check" aria-hidden="true">
                    {on ? '✓' : ''}
                  </span>
                  <span dir={option.custom ? 'auto' : undefined}>{option.name}</span>
                </button>
              );
            })}
          </div>
          <p className="pr-chosen" aria-live="polite" data-testid="emotions-count">
            {t('practice:emotions.chosen', { count: chosen.length, max: MAX_EMOTION_TAGS })}
          </p>
          {refused && (
            <p className="pr-refused" role="alert" data-testid="emotions-refused">
              {t('practice:emotions.tooMany', { max: MAX_EMOTION_TAGS })}
            </p>
          )}
          {custom.length > 0 && <p className="muted pr-small">{t('practice:emotions.customHelp')}</p>}
        </CardSection>
      </div>
    </StepFrame>
  );
}
