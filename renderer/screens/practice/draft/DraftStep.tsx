// Draft step: the trainee writes (or revises) the reply. The text lives here while typing (the
// attempt is not re-rendered per keystroke), is autosaved, counted, and read by the fast analyzer
// for live coaching beside the editor; it is submitted for AI feedback or as the final version.
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../api/client';
import { useTranslation } from 'react-i18next';
import { MAX_DRAFT_CHARS, type AttemptState } from '../../../../shared/domain/practice';
import { countWords } from '../../../../shared/practice/word-count';
import { CoachingPanel } from './CoachingPanel';
import { PreviousVersion } from './PreviousVersion';
import { SaveStatus } from '../../../components/autosave/SaveStatus';
import { SubmitBar } from './SubmitBar';
import { useAutosave } from '../../../components/autosave/useAutosave';
import { clearUnsaved, readUnsaved } from '../../../components/autosave/unsaved-store';
import { useCoaching } from './useCoaching';
import '../../../styles/coaching.css';
import { textLangAttrs } from '../../../../shared/i18n/text-language';

export function DraftStep({ attempt, onAttempt }: { attempt: AttemptState; onAttempt: (next: AttemptState) => void }) {
  const { t } = useTranslation();
  const keepKey = `draft:${attempt.id}`;
  // Typing a refused save kept in this browser (a stale tab reloaded): shown again and saved.
  const [recovered] = useState(() => {
    const kept = readUnsaved<string>(keepKey);
    if (typeof kept === 'string' && kept !== attempt.draft.text) return kept;
    clearUnsaved(keepKey); // nothing kept, or it was stored after all
    return undefined;
  });
  const [text, setText] = useState(recovered ?? attempt.draft.text);
  const saveDraft = useCallback(
    (next: string) => api.call('practice.saveDraft', { attemptId: attempt.id, text: next }),
    [attempt.id],
  );
  const autosave = useAutosave(saveDraft, { initial: attempt.draft.text, savedAt: attempt.draft.savedAt, keepKey });
  const { schedule } = autosave;
  useEffect(() => {
    if (recovered !== undefined) schedule(recovered);
  }, [recovered, schedule]);
  const coaching = useCoaching(attempt.id, attempt.draft.text);
  const lang = attempt.scenario.language;
  const previous = attempt.versions.at(-1) ?? null;
  const words = countWords(text, lang);

  const change = (next: string) => {
    setText(next);
    autosave.schedule(next);
    coaching.update(next);
  };

  return (
    <div className="draft-step" data-testid="draft-step">
      <div className="draft-grid">
        <section className="card draft-editor" aria-labelledby="draft-title">
          <h2 id="draft-title">
            {previous ? t('coaching:draft.reviseTitle', { number: previous.number + 1 }) : t('coaching:draft.title')}
          </h2>
          <p className="muted">{previous ? t('coaching:draft.reviseIntro') : t('coaching:draft.intro')}</p>
          <label className="visually-hidden" htmlFor="draft-text">
            {t('coaching:draft.label')}
          </label>
          <textarea
            id="draft-text"
            className="draft-textarea"
            {...textLangAttrs(text, lang)}
            value={text}
            placeholder={t('coaching:draft.placeholder')}
            onChange={(e) => change(e.target.value)}
            onBlur={() => void autosave.flush().catch(() => undefined)}
            maxLength={MAX_DRAFT_CHARS}
            spellCheck
            data-testid="draft-text"
          />
          <div className="draft-meta">
            <span data-testid="draft-words">{t('coaching:draft.words', { count: words })}</span>
            <SaveStatus status={autosave.status} testId="draft-save-status" />
          </div>
          {previous && <PreviousVersion version={previous} lang={lang} />}
          <SubmitBar attempt={attempt} text={text} flush={autosave.flush} onAttempt={onAttempt} />
        </section>
        <CoachingPanel
          result={coaching.result}
          updating={coaching.updating}
          error={coaching.error}
          showSignals={attempt.scenario.expertSpans.length > 0}
          lang={lang}
          postRisk={attempt.scenario.risk}
        />
      </div>
    </div>
  );
}
