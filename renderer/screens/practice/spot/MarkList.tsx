// The trainee's marks in text order, each with what it was marked as and a button to remove it.
import { useTranslation } from 'react-i18next';
import { AnnotatedPhrase } from '../../../components/annotations/AnnotatedPhrase';
import { CountedList } from '../../../components/annotations/CountedList';
import { vocab } from '../../../components/vocab';
import { shortPhrase } from '../../editor/annotations/targets';
import { phraseOf, type Mark } from './marks';

type Props = { text: string; marks: readonly Mark[]; dir: 'ltr' | 'rtl'; lang: string; onRemove: (mark: Mark) => void };

export function MarkList({ text, marks, dir, lang, onRemove }: Props) {
  const { t } = useTranslation();
  const v = vocab(t);
  return (
    <div className="pr-mark-list" data-testid="mark-list">
      <CountedList
        title={t('practice:spot.yourMarks')}
        count={marks.length}
        titleClassName="pr-mark-title"
        empty={t('practice:spot.noMarks')}
      >
        <ul>
          {marks.map((mark) => {
            const phrase = shortPhrase(phraseOf(text, mark), 70);
            const what = `${v.spanKind[mark.kind]}${t('scenario:annotation.separator')}${v.spanLabel(mark.kind, mark.label)}`;
            return (
              <li key={`${mark.start}-${mark.end}-${mark.kind}`} className="pr-mark-item" data-testid="mark-item">
                <AnnotatedPhrase phrase={phrase} mark={mark} dir={dir} lang={lang} className="pr-mark-phrase" />
                <span className="pr-mark-what">{what}</span>
                <button
                  type="button"
                  className="link-button pr-mark-remove"
                  onClick={() => onRemove(mark)}
                  aria-label={t('practice:spot.removeMark', { phrase, what })}
                  data-testid="mark-remove"
                >
                  {t('practice:spot.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      </CountedList>
    </div>
  );
}
