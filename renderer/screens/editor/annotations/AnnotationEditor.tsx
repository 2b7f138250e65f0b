// The annotation editor: pick a text, select phrases to add spans, edit or delete spans, undo and redo.
import { useEffect, useEffectEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioDetail, Span } from '../../../../shared/domain/library';
import { api } from '../../../api/client';
import { ErrorText } from '../../../components/ErrorText';
import { Modal } from '../../../components/Modal';
import { vocab } from '../../../components/vocab';
import { isolate } from '../../../i18n/isolate';
import { AddSpanPanel } from './AddSpanPanel';
import { AnnotatedText } from './AnnotatedText';
import { PhraseFinder } from './PhraseFinder';
import type { TextRange } from './selectionOffsets';
import { SpanEditPanel } from './SpanEditPanel';
import { opResponseId, PhraseGoneError, snapshotOf, valuesOf, type SpanValues } from './spanHistory';
import { SpanList } from './SpanList';
import { allSpans, annotationTargets, shortPhrase } from './targets';
import { useSpanHistory, type HistoryStep } from './useSpanHistory';
import { ConfirmRow } from '../../../components/ConfirmRow/ConfirmRow';
import { Button } from '../../../components/Button';
import { SelectField } from '../../../components/SelectField';

const isTextField = (element: Element | null): boolean =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(element.type)) ||
  (element instanceof HTMLElement && element.isContentEditable);

export function AnnotationEditor({
  scenario,
  reload,
}: {
  scenario: ScenarioDetail;
  reload: () => Promise<ScenarioDetail>;
}) {
  const { t } = useTranslation();
  const v = vocab(t);
  const helpId = useId();
  const targets = useMemo(() => annotationTargets(scenario, t), [scenario, t]);
  const [targetKey, setTargetKey] = useState<string | null>(null);
  const target = targets.find((x) => x.key === targetKey) ?? targets[0] ?? null;
  /** The selected, not yet annotated range, kept with the text it was made in (a save may change that text). */
  const [selection, setSelection] = useState<{ range: TextRange; key: string; text: string } | null>(null);
  const pending =
    selection && target && selection.key === target.key && selection.text === target.text ? selection.range : null;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<Span | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [phraseGone, setPhraseGone] = useState(false);

  const spans = useMemo(() => allSpans(scenario), [scenario]);
  const selected = target?.spans.find((s) => s.id === selectedId) ?? null;
  const history = useSpanHistory(
    useMemo(
      () => ({
        scenarioId: scenario.id,
        textOf: (responseId: number | null) =>
          responseId === null ? scenario.postText : (scenario.responses.find((r) => r.id === responseId)?.text ?? null),
        spanById: (id: number) => spans.find((s) => s.id === id),
      }),
      [scenario, spans],
    ),
  );

  const chooseTarget = (key: string) => {
    setTargetKey(key);
    setSelection(null);
    setSelectedId(null);
    setStatus('');
  };
  const onRange = (range: TextRange) => {
    if (!target) return;
    setSelection({ range, key: target.key, text: target.text });
    setSelectedId(null);
    setStatus('');
  };
  const onSpan = (id: number | null) => {
    setSelectedId(id);
    setSelection(null);
  };
  const quoted = (phrase: string) => isolate(shortPhrase(phrase));

  /** Runs one change against the services, then reloads the scenario; errors are shown beside the panel. */
  const run = async (change: () => Promise<string>) => {
    setBusy(true);
    setError(null);
    setPhraseGone(false);
    try {
      const message = await change();
      await reload();
      setStatus(message);
    } catch (e) {
      if (e instanceof PhraseGoneError) setPhraseGone(true);
      else setError(e);
      await reload().catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };

  const add = (values: SpanValues) =>
    run(async () => {
      if (!target || !pending) return '';
      const span = await api.call('spans.add', {
        scenarioId: scenario.id,
        responseId: target.responseId,
        start: pending.start,
        end: pending.end,
        ...values,
      });
      history.record({ type: 'remove', spanId: span.id, phrase: span.phrase, responseId: span.responseId });
      setSelection(null);
      return t('editor:annotations.status.added', { phrase: quoted(span.phrase) });
    });

  const update = (span: Span, values: SpanValues) =>
    run(async () => {
      const updated = await api.call('spans.update', { id: span.id, ...values });
      history.record({
        type: 'revert',
        spanId: span.id,
        phrase: span.phrase,
        responseId: span.responseId,
        values: valuesOf(span),
      });
      return t('editor:annotations.status.updated', { phrase: quoted(updated.phrase) });
    });

  const remove = (span: Span) =>
    run(async () => {
      const deleted = await api.call('spans.delete', { id: span.id });
      // A span without a position cannot be placed again, so its deletion is final.
      if (deleted.start !== null)
        history.record({ type: 'restore', formerId: deleted.id, snapshot: snapshotOf(deleted) });
      setSelectedId(null);
      setConfirming(null);
      return t('editor:annotations.status.deleted', { phrase: quoted(deleted.phrase) });
    });

  const step = (direction: 'undo' | 'redo') => {
    if (busy || !(direction === 'undo' ? history.canUndo : history.canRedo)) return;
    void run(async () => {
      const done: HistoryStep | null = await history.step(direction);
      if (!done) return '';
      const { op, applied } = done;
      // Show the text the step happened on, with the affected span selected.
      const responseId = opResponseId(op);
      const on = targets.find((x) => x.responseId === responseId);
      if (on) setTargetKey(on.key);
      setSelection(null);
      setSelectedId(applied.spanId);
      const phrase = quoted(op.type === 'restore' ? op.snapshot.phrase : op.phrase);
      if (op.type === 'remove') return t('editor:annotations.status.removed', { phrase });
      if (op.type === 'restore') return t('editor:annotations.status.restored', { phrase });
      const { kind, label } = op.values;
      return t('editor:annotations.status.reverted', {
        phrase,
        label: `${v.spanKind[kind]} · ${v.spanLabel(kind, label)}`,
      });
    });
  };

  // Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z or Ctrl+Y redoes, unless a text field has the focus (it keeps its own undo).
  const onShortcut = useEffectEvent((event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key !== 'z' && key !== 'y') return;
    if (isTextField(document.activeElement) || document.querySelector('dialog[open]')) return;
    event.preventDefault();
    step(key === 'y' || event.shiftKey ? 'redo' : 'undo');
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => onShortcut(event);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!target) return <p className="note">{t('editor:annotations.noTargets')}</p>;

  const historySteps = [
    {
      direction: 'undo',
      enabled: history.canUndo,
      label: t('editor:annotations.undo'),
      hint: t('editor:annotations.undoHint'),
      keys: 'Control+Z Meta+Z',
    },
    {
      direction: 'redo',
      enabled: history.canRedo,
      label: t('editor:annotations.redo'),
      hint: t('editor:annotations.redoHint'),
      keys: 'Control+Shift+Z Meta+Shift+Z Control+Y',
    },
  ] as const;

  return (
    <div className="ed-ann">
      <p id={helpId} className="muted">
        {t('editor:annotations.help')}
      </p>
      <div className="ed-ann-toolbar">
        <SelectField
          inline
          label={t('editor:annotations.target')}
          value={target.key}
          onChange={chooseTarget}
          options={targets.map((x) => ({ value: x.key, label: x.label }))}
          testId="editor-target"
        />
        <PhraseFinder key={target.key} text={target.text} onFound={onRange} />
        <div className="ed-history" role="group" aria-label={t('editor:annotations.historyGroup')}>
          {historySteps.map(({ direction, enabled, label, hint, keys }) => (
            <Button
              small
              key={direction}
              onClick={() => step(direction)}
              disabled={busy || !enabled}
              title={hint}
              aria-keyshortcuts={keys}
              testId={`editor-${direction}`}
            >
              {label}
            </Button>
          ))}
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {status && (
        <p className="ed-status" aria-hidden="true" data-testid="editor-status">
          {status}
        </p>
      )}

      <div className="ed-ann-body">
        <div className="ed-ann-main">
          <AnnotatedText
            target={target}
            selectedId={selectedId}
            pending={pending}
            describedBy={`${helpId} ${helpId}-keys`}
            onRange={onRange}
            onSpan={onSpan}
          />
          <p className="muted ed-key">{t('editor:annotations.key')}</p>
          <p id={`${helpId}-keys`} className="muted ed-key">
            {t('editor:annotations.keyboardHelp')}
          </p>
        </div>
        <aside className="ed-ann-side" aria-label={t('editor:annotations.sideLabel')}>
          <ErrorText error={error} />
          {phraseGone && (
            <p className="error-text" role="alert">
              {t('editor:annotations.phraseGone')}
            </p>
          )}
          {pending && (
            <AddSpanPanel
              key={`${target.key}:${pending.start}-${pending.end}`}
              target={target}
              phrase={target.text.slice(pending.start, pending.end)}
              busy={busy}
              onAdd={(values) => void add(values)}
              onCancel={() => setSelection(null)}
            />
          )}
          {selected && (
            <SpanEditPanel
              key={`${selected.id}:${selected.kind}:${selected.label ?? ''}:${selected.note}`}
              target={target}
              span={selected}
              busy={busy}
              onSave={(values) => void update(selected, values)}
              onDelete={() => (selected.start === null ? setConfirming(selected) : void remove(selected))}
              onClose={() => setSelectedId(null)}
            />
          )}
          {!pending && !selected && <p className="ed-panel ed-panel-hint">{t('editor:annotations.hint')}</p>}
          <SpanList target={target} selectedId={selectedId} onSelect={onSpan} />
        </aside>
      </div>

      {confirming && (
        <Modal title={t('editor:annotations.deleteUnplaced.title')} onClose={() => setConfirming(null)}>
          <p>{t('editor:annotations.deleteUnplaced.body', { phrase: quoted(confirming.phrase) })}</p>
          <ConfirmRow
            onCancel={() => setConfirming(null)}
            onConfirm={() => void remove(confirming)}
            confirmLabel={t('editor:annotations.edit.delete')}
            confirmTestId="span-delete-confirm"
            tone="danger"
          />
        </Modal>
      )}
    </div>
  );
}
