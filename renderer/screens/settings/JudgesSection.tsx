// Settings: AI judges, on a server or a local model (list, add/edit, connection test, delete), what leaves this computer, and where API keys are kept.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JudgeProvider } from '../../../shared/domain/judging';
import { useSession } from '../../app/session-context';
import { ErrorText } from '../../components/ErrorText';
import { Button } from '../../components/Button';
import { isolate } from '../../i18n/isolate';
import { DeleteJudgeDialog } from './judges/DeleteJudgeDialog';
import { JudgeCard } from './judges/JudgeCard';
import { JudgeForm } from './judges/JudgeForm';
import { KeyStorageNote } from './judges/KeyStorageNote';
import { PrivacyPanel } from './judges/PrivacyPanel';
import { rubricNamer } from './judges/rubricNames';
import { useJudgeModels } from './judges/useJudgeModels';
import { useJudgesData } from './judges/useJudgesData';
import '../../styles/judges.css';

type Editing = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; id: string };
type Notice = { kind: 'saved' | 'deleted'; label: string };
/** Where keyboard focus goes when a form or dialog closes: the Add button, or a judge's Edit button. */
type FocusTarget = { kind: 'add' } | { kind: 'judge'; id: string } | null;

export function JudgesSection() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const { judges, storage, rubrics, error, reload } = useJudgesData();
  const judgeModels = useJudgeModels();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [deleting, setDeleting] = useState<JudgeProvider | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [focus, setFocus] = useState<FocusTarget>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const canEdit = profile?.role === 'instructor';
  const rubricName = rubricNamer(t, rubrics);

  useEffect(() => {
    if (focus?.kind === 'add') addButton.current?.focus();
  }, [focus]);

  const open = (next: Editing) => {
    setNotice(null);
    setEditing(next);
  };
  const saved = async (judge: JudgeProvider) => {
    await reload();
    setEditing({ kind: 'none' });
    setFocus({ kind: 'judge', id: judge.id });
    setNotice({ kind: 'saved', label: judge.label });
  };
  const deleted = async (judge: JudgeProvider) => {
    await reload();
    setDeleting(null);
    if (editing.kind === 'edit' && editing.id === judge.id) setEditing({ kind: 'none' });
    setFocus({ kind: 'add' });
    setNotice({ kind: 'deleted', label: judge.label });
  };
  const cancel = () => {
    setFocus(editing.kind === 'edit' ? { kind: 'judge', id: editing.id } : { kind: 'add' });
    setEditing({ kind: 'none' });
  };
  const form = (judge: JudgeProvider | null) => (
    <JudgeForm judge={judge} models={judgeModels.models} rubricName={rubricName} onSaved={saved} onCancel={cancel} />
  );

  return (
    <section className="card wide judges" aria-labelledby="judges-title" data-testid="judges-section">
      <div className="title-row judges-head">
        <div className="judges-head-text">
          <h2 id="judges-title">{t('judges:title')}</h2>
          <p className="muted">{t('judges:intro')}</p>
          {!canEdit && <p className="side-note judges-readonly">{t('judges:readOnly')}</p>}
          <div role="status" className="judges-notice">
            {notice && (
              <p className="success-text">
                {notice.kind === 'saved'
                  ? t('judges:saved', { label: isolate(notice.label) })
                  : t('judges:deleted', { label: isolate(notice.label) })}
              </p>
            )}
          </div>
        </div>
        {canEdit && editing.kind !== 'add' && (
          <Button ref={addButton} tone="primary" icon="plus" onClick={() => open({ kind: 'add' })} testId="judge-add">
            {t('judges:add')}
          </Button>
        )}
      </div>
      <ErrorText error={error ?? judgeModels.error} />

      {judges === null ? (
        <p className="muted">{t('judges:loading')}</p>
      ) : judges.length === 0 ? (
        editing.kind !== 'add' && (
          <p className="judges-empty">{canEdit ? t('judges:emptyInstructor') : t('judges:empty')}</p>
        )
      ) : (
        <ul className="judge-list" data-testid="judge-list">
          {judges.map((judge) => {
            const isEditing = editing.kind === 'edit' && editing.id === judge.id;
            return (
              <li
                key={`${judge.id}:${judge.kind}:${judge.baseUrl}:${judge.model}:${String(judge.hasApiKey)}:${String(judge.logprobs)}`}
                className={isEditing ? 'editing' : undefined}
              >
                {isEditing ? (
                  form(judge)
                ) : (
                  <JudgeCard
                    judge={judge}
                    models={judgeModels.models}
                    rubricName={rubricName}
                    canEdit={canEdit}
                    focusEdit={focus?.kind === 'judge' && focus.id === judge.id}
                    onEdit={() => open({ kind: 'edit', id: judge.id })}
                    onDelete={() => setDeleting(judge)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {canEdit && editing.kind === 'add' && <div className="judge-add-panel">{form(null)}</div>}

      <div className="judges-info">
        <PrivacyPanel judges={judges ?? []} />
        <KeyStorageNote storage={storage} judges={judges ?? []} />
      </div>
      {deleting && (
        <DeleteJudgeDialog judge={deleting} onClose={() => setDeleting(null)} onDeleted={() => deleted(deleting)} />
      )}
    </section>
  );
}
