// Spot the signals: the post without annotations; the trainee selects words and marks them as
// distress (with intensity) or a cultural signal (with its type). Marks autosave; "Check my
// signals" submits them and reveals the expert annotations.
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepProps } from '../attempt/stepProps';
import { localeDirection } from '../../../../shared/i18n/locales';
import { api } from '../../../api/client';
import type { TextRange } from '../../editor/annotations/selectionOffsets';
import { PhraseFinder } from '../../editor/annotations/PhraseFinder';
import { StepFrame } from '../attempt/StepFrame';
import { SubmitWithSaveStatus } from '../attempt/SubmitWithSaveStatus';
import { useAction } from '../../../components/useAction';
import { useAutosave } from '../../../components/autosave/useAutosave';
import { MarkableText, type MarkableTextHandle } from './MarkableText';
import { MarkList } from './MarkList';
import { MarkPanel } from './MarkPanel';
import { addMark, fromSaved, phraseOf, removeMark, type Mark } from './marks';
import '../../../styles/editor.css';

type Props = StepProps;

export function SpotStep({ attempt, onAttempt, focus }: Props) {
  const { t } = useTranslation();
  const hintId = useId();
  const { scenario } = attempt;
  const text = scenario.postText;
  const dir = localeDirection(scenario.language);
  const [marks, setMarks] = useState<Mark[]>(() => fromSaved(attempt.marks));
  const [pending, setPending] = useState<TextRange | null>(null);
  const submit = useAction();
  const textRef = useRef<MarkableTextHandle>(null);
  const toolsRef = useRef<HTMLElement>(null);
  const keyHintId = useId();

  const save = useCallback(
    async (next: Mark[]) => {
      onAttempt(await api.call('practice.saveMarks', { attemptId: attempt.id, marks: next }));
    },
    [attempt.id, onAttempt],
  );
  const autosave = useAutosave(save);

  const change = (next: Mark[]) => {
    setMarks(next);
    autosave.schedule(next);
  };

  const check = () =>
    void submit.run(async () => {
      await autosave.flush();
      onAttempt(await api.call('practice.submitSpotting', { attemptId: attempt.id }));
    });

  return (
    <StepFrame
      title={t('practice:spot.title')}
      intro={<p id={hintId}>{t('practice:spot.intro')}</p>}
      focus={focus}
      testId="step-spot"
      actions={
        <SubmitWithSaveStatus autosave={autosave} action={submit} onClick={check} testIdPrefix="spot">
          {t('practice:spot.submit')}
        </SubmitWithSaveStatus>
      }
    >
      <div className="pr-spot">
        <section className="card pr-spot-post" aria-label={t('practice:post.title')}>
          <h3 className="pr-card-title">{t('practice:post.title')}</h3>
          <MarkableText
            ref={textRef}
            text={text}
            marks={marks}
            pending={pending}
            dir={dir}
            lang={scenario.language}
            label={t('practice:spot.textLabel')}
            describedBy={`${hintId} ${keyHintId}`}
            onRange={setPending}
            onClear={() => setPending(null)}
            onConfirm={() =>
              toolsRef.current?.querySelector<HTMLButtonElement>('.pr-mark-button:not(:disabled)')?.focus()
            }
          />
          <p id={keyHintId} className="muted pr-small" data-testid="spot-keyboard-hint">
            {t('keyboard:spot.hint')}
          </p>
          <p className="muted pr-small">
            {marks.length === 0 ? t('practice:spot.submitHintEmpty') : t('practice:spot.submitHint')}
          </p>
        </section>
        <aside ref={toolsRef} className="card pr-spot-side" aria-label={t('practice:spot.tools')}>
          <PhraseFinder text={text} onFound={setPending} />
          <MarkPanel
            phrase={pending ? phraseOf(text, pending) : null}
            range={pending}
            dir={dir}
            lang={scenario.language}
            onMark={(mark) => {
              change(addMark(marks, mark));
              setPending(null);
              textRef.current?.focus();
            }}
            onClear={() => setPending(null)}
          />
          <MarkList
            text={text}
            marks={marks}
            dir={dir}
            lang={scenario.language}
            onRemove={(mark) => change(removeMark(marks, mark))}
          />
        </aside>
      </div>
    </StepFrame>
  );
}
