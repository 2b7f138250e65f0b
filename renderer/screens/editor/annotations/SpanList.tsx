// Side list of the target's spans in text order (click to select), and the phrase-only spans without a position.
import { useTranslation } from 'react-i18next';
import type { Span } from '../../../../shared/domain/library';
import { AnnotatedPhrase } from '../../../components/annotations/AnnotatedPhrase';
import { CountedList } from '../../../components/annotations/CountedList';
import { vocab } from '../../../components/vocab';
import { shortPhrase, type AnnotationTarget } from './targets';
import type { TextLocale } from '../../../components/annotations/textLocale';

type Props = TextLocale & {
  spans: Span[];
  selectedId: number | null;
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
            <AnnotatedPhrase
              phrase={shortPhrase(span.phrase, 90)}
              mark={span}
              dir={dir}
              lang={lang}
              className="ed-list-phrase"
            />
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

type ListProps = {
  /** The text whose spans are listed (its spans, direction and language). */
  target: Pick<AnnotationTarget, 'spans' | 'dir' | 'lang'>;
  selectedId: number | null;
  onSelect: (id: number) => void;
};

export function SpanList({ target, selectedId, onSelect }: ListProps) {
  const { t } = useTranslation();
  const props = { dir: target.dir, lang: target.lang, selectedId, onSelect };
  const placed = target.spans.filter((s) => s.start !== null).sort((a, b) => a.start! - b.start! || b.end! - a.end!);
  const unplaced = target.spans.filter((s) => s.start === null);
  return (
    <div className="ed-lists" data-testid="editor-span-list">
      <CountedList
        title={t('editor:annotations.list.title')}
        count={placed.length}
        titleClassName="ed-list-title"
        empty={t('editor:annotations.list.empty')}
      >
        <SpanItems {...props} spans={placed} />
      </CountedList>
      {unplaced.length > 0 && (
        <div className="ed-unplaced" data-testid="editor-unplaced">
          <CountedList
            title={t('editor:annotations.list.unplacedTitle')}
            count={unplaced.length}
            titleClassName="ed-list-title"
          >
            <p className="muted">{t('editor:annotations.list.unplacedHelp')}</p>
            <SpanItems {...props} spans={unplaced} />
          </CountedList>
        </div>
      )}
    </div>
  );
}
