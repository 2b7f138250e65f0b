// One editable response (the peer reply with its empathy rating, or one adapted response), saved with library.saveResponse.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryResponse } from '../../../shared/domain/library';
import type { AdaptationStrategy } from '../../../shared/domain/vocabulary';
import { api } from '../../api/client';
import { ErrorText } from '../../components/ErrorText';
import { vocab } from '../../components/vocab';
import { isolate } from '../../i18n/isolate';

type Props = {
  scenarioId: number;
  kind: 'peer' | 'exemplar';
  strategy: AdaptationStrategy | null;
  response: LibraryResponse | null;
  onSaved: () => Promise<unknown>;
};

export function ResponseEditor({ scenarioId, kind, strategy, response, onSaved }: Props) {
  const { t } = useTranslation();
  const v = vocab(t);
  const id = useId();
  const [saved, setSaved] = useState({ text: response?.text ?? '', empathy: response?.empathy ?? null });
  const [text, setText] = useState(saved.text);
  const [empathy, setEmpathy] = useState<number | null>(saved.empathy);
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [error, setError] = useState<unknown>(null);
  const empathyLabels: Record<number, string> = {
    1: t('editor:responses.empathy1'),
    2: t('editor:responses.empathy2'),
    3: t('editor:responses.empathy3'),
    4: t('editor:responses.empathy4'),
    5: t('editor:responses.empathy5'),
  };

  const dirty = text !== saved.text || empathy !== saved.empathy;
  const slot = strategy ?? 'peer';
  const title =
    strategy === null
      ? t('editor:responses.peer')
      : t('editor:responses.exemplar', { strategy: isolate(v.adaptation[strategy] ?? strategy) });
  const help = strategy === null ? t('editor:responses.peerHelp') : v.adaptationHelp[strategy];
  const spanCount = response?.spans.length ?? 0;

  const save = async () => {
    setError(null);
    setState('saving');
    try {
      const result = await api.call('library.saveResponse', { scenarioId, kind, strategy, text, empathy });
      setSaved({ text: result.text ?? text, empathy: result.empathy });
      setText(result.text ?? text);
      setState('saved');
      await onSaved();
    } catch (e) {
      setError(e);
      setState('idle');
    }
  };

  return (
    <article className="ed-response" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      <p className="muted ed-response-help">{help}</p>
      <label className="visually-hidden" htmlFor={`${id}-text`}>
        {title}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setState('idle');
        }}
        dir="auto"
        rows={6}
        maxLength={20_000}
        placeholder={t('editor:responses.placeholder')}
        data-testid={`response-${kind}-${slot}`}
      />
      {spanCount > 0 && <small className="muted">{t('editor:responses.annotated', { count: spanCount })}</small>}
      <div className="ed-response-actions">
        {kind === 'peer' && (
          <label className="ed-inline-field">
            <span>{t('editor:responses.empathy')}</span>
            <select
              value={empathy ?? ''}
              onChange={(e) => {
                setEmpathy(e.target.value === '' ? null : Number(e.target.value));
                setState('idle');
              }}
              data-testid="response-empathy"
            >
              <option value="">{t('editor:responses.empathyNone')}</option>
              {[1, 2, 3, 4, 5].map((n) => (
                <option key={n} value={n}>
                  {empathyLabels[n]}
                </option>
              ))}
            </select>
          </label>
        )}
        <span className="ed-response-state" role="status">
          {state === 'saved' ? t('editor:responses.saved') : dirty ? t('editor:responses.unsaved') : ''}
        </span>
        <button
          type="button"
          className="button primary small"
          disabled={state === 'saving' || text.trim() === ''}
          onClick={() => void save()}
          data-testid={`response-save-${slot}`}
        >
          {t('editor:responses.save')}
        </button>
      </div>
      <ErrorText error={error} />
    </article>
  );
}
