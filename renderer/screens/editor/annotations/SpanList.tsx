// Side list of the target's spans in text order (click to select), and the phrase-only spans without a position.
import { useTranslation } from 'react-i18next';
import type { Span } from '../../../../shared/domain/library';
import { annotationClass } from '../../../components/annotations/classes';
import { vocab } from '../../../components/vocab';
import { shortPhrase } from './targets';

type Props = {
  spans: Span[];
  selectedId: number | null;
  dir: 'ltr' | 'rtl' | 'auto';
  lang: string | undefined;
  onSelect: (id: number) => void;
};

function SpanItems({ spans, selectedId, dir, lang, onSelect }: Props) {
  const { t } = useTranslation();
  const v = vocab(t);
  return (
    <ul className="ed-list">
      {spans.map((span) => (
        <li key={span.id}>
          <button
            type="button"
            className={`ed-list-item${span.id === selectedId ? ' selected' : ''}`}
            aria-pressed={span.id === selectedId}
            onClick={() => onSelect(span.id)}
            data-testid="span-item"
          >
            <span className="ed-list-phrase" dir={dir} lang={lang}>
              <span className={annotationClass(span.kind, span.label)}>{shortPhrase(span.phrase, 90)}</span>
            </span>
            <span className="ed-list-meta">
              {v.spanKind[span.kind]} · {v.spanLabel(span.kind, span.label)}
              {span.note && <span className="ed-list-note"> · {t('editor:annotations.list.hasNote')}</span>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function SpanList(props: Props) {
  const { t } = useTranslation();
  const placed = props.spans.filter((s) => s.start !== null).sort((a, b) => a.start! - b.start! || b.end! - a.end!);
  const unplaced = props.spans.filter((s) => s.start === null);
  return (
    <div className="ed-lists" data-testid="editor-span-list">
      <h3 className="ed-list-title">
        {t('editor:annotations.list.title')} <span className="badge">{placed.length}</span>
      </h3>
      {placed.length === 0 ? (
        <p className="muted">{t('editor:annotations.list.empty')}</p>
      ) : (
        <SpanItems {...props} spans={placed} />
      )}
      {unplaced.length > 0 && (
        <div className="ed-unplaced" data-testid="editor-unplaced">
          <h3 className="ed-list-title">
            {t('editor:annotations.list.unplacedTitle')} <span className="badge">{unplaced.length}</span>
          </h3>
          <p className="muted">{t('editor:annotations.list.unplacedHelp')}</p>
          <SpanItems {...props} spans={unplaced} />
        </div>
      )}
    </div>
  );
}
